import { sql, type SqlBool } from 'kysely';

/**
 * What the storefront sells: an active product whose brand is not suspended
 * (an operator's decision: lib/admin/server/suspension.ts). The one definition
 * for every read of the catalogue (listings, search, a product, favourites,
 * share cards, the sitemap) and the cart (a line of a product no longer on
 * sale is unavailable). Written for a query over `products`; the brands
 * suspended are few, read once per query.
 */
export const onSaleSql = sql<SqlBool>`(products.status = 'active' and products.brand_id not in (select suspended.id from brands as suspended where suspended.suspended_at is not null))`;

/** The same, as a selected flag `onSale` (1/true or 0/false) of one product. */
export const onSaleColumn = sql<boolean>`${onSaleSql}`.as('onSale');
