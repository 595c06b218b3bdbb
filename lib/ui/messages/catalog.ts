/** Catalogue: categories, products, brands, search, favourites. */
export const catalogMessages = {} as const;
