import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCT_ORDERS, type ProductOrder } from '@/lib/catalog/catalog.contract';
import { findCategory, findCategoryByCode } from '@/lib/catalog/categories';
import { blankToUndefined, commaListParam, flagParam, idQueryParam, intParam, pageOf, pageParams } from '@/lib/contract/queryParams';

/** The query and path schemas of the product endpoints (GET /products, /products/{id}, /search). */

const invalid = apiMessages.catalog.invalid;

/**
 * A product list as asked for, typed and checked: what GET /products and GET /search parse
 * once from their query string (listingRequestSchema below) and what a list page
 * builds from the filters of its URL (./server/listing.ts, listingRequestOf). The catalogue's rules
 * turn it into a ListRequest (./server/listRequest.ts, productListRequest), which the list queries take.
 */
export interface ListingRequest {
  /** A known category; null: every product. */
  idCategory: number | null;
  /** Searched for (GET /search, /search): the list comes from the search service. */
  keyword: string | null;
  /** A brand's own products (/brand/[idBrand]): the brand filter does not apply. */
  idBrand: number | null;
  brandIds: number[];
  color: string | null;
  /** A product matches when it offers any of these sizes. */
  sizes: string[];
  /** Thousand won (PRICE_FILTER_MIN..PRICE_FILTER_MAX; the ends mean no bound); null: none. */
  minPrice: number | null;
  maxPrice: number | null;
  /** null: the category's own order (인기상품 most sold, 신상품 newest, else recommended). */
  order: ProductOrder | null;
  flashSale: boolean;
  newOnly: boolean;
  page: number;
  limit: number;
}

/** `order` of a product list (recommended when absent). */
export const orderParam = z.preprocess(blankToUndefined, z.enum(PRODUCT_ORDERS, { message: invalid.order }).optional());

const OPTION_MAX_LENGTH = 50;

/** The query parameters of a product list (GET /products; GET /search adds `keyword`). */
export const listingQuery = z.object({
  ...pageParams,
  idCategory: idQueryParam(invalid.category),
  category: z.preprocess(blankToUndefined, z.string({ message: invalid.category }).trim().max(50, { message: invalid.category }).optional()),
  brand: commaListParam(invalid.brand, 50, (entry) => parseId(entry) !== null),
  color: z.preprocess(
    blankToUndefined,
    z.string({ message: invalid.color }).trim().max(OPTION_MAX_LENGTH, { message: invalid.color }).optional(),
  ),
  size: commaListParam(invalid.size, 30, (entry) => entry.length <= OPTION_MAX_LENGTH),
  minPrice: intParam(invalid.price, PRICE_FILTER_MIN, PRICE_FILTER_MAX),
  maxPrice: intParam(invalid.price, PRICE_FILTER_MIN, PRICE_FILTER_MAX),
  order: orderParam,
  flashSale: flagParam(invalid.flashSale),
  new: flagParam(invalid.new),
});

type ListingQuery = z.output<typeof listingQuery>;

/** A reversed price range is a 400 naming minPrice. */
export function checkPriceRange(query: Pick<ListingQuery, 'minPrice' | 'maxPrice'>, ctx: z.RefinementCtx): void {
  if (query.minPrice != null && query.maxPrice != null && query.minPrice > query.maxPrice) {
    ctx.addIssue({ code: 'custom', message: invalid.priceRange, path: ['minPrice'] });
  }
}

/**
 * The typed request of a checked list query: the category by its id or its code (a 400
 * naming the parameter when there is no such category), the defaults filled in.
 */
export function toListingRequest(query: ListingQuery, ctx: z.RefinementCtx): ListingRequest {
  let idCategory: number | null = null;
  if (query.idCategory != null) {
    if (!findCategory(query.idCategory)) ctx.addIssue({ code: 'custom', message: invalid.category, path: ['idCategory'] });
    idCategory = query.idCategory;
  } else if (query.category != null) {
    const found = findCategoryByCode(query.category);
    if (!found) ctx.addIssue({ code: 'custom', message: invalid.category, path: ['category'] });
    idCategory = found?.id ?? null;
  }
  const { page, limit } = pageOf(query);
  return {
    idCategory,
    keyword: null,
    idBrand: null,
    brandIds: (query.brand ?? []).map(Number),
    color: query.color ?? null,
    sizes: query.size ?? [],
    minPrice: query.minPrice ?? null,
    maxPrice: query.maxPrice ?? null,
    order: query.order ?? null,
    flashSale: query.flashSale ?? false,
    newOnly: query.new ?? false,
    page,
    limit,
  };
}

/** GET /products query, parsed once into the typed list request (ListingRequest). */
export const listingRequestSchema = listingQuery.superRefine(checkPriceRange).transform(toListingRequest);

/** GET /products/{idProduct} path. */
export const productIdQuery = z.object({ idProduct: pathIdSchema(invalid.productId) });
