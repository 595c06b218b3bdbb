import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCT_ORDERS } from '@/lib/catalog/catalog.contract';
import { findCategory, findCategoryByCode } from '@/lib/catalog/categories';
import { blankToUndefined, commaListParam, flagParam, idQueryParam, intParam, pageOf, pageParams } from '@/lib/server/http/params';
import type { ListingRequest } from './listRequest';

/** The query and path schemas of the product endpoints (GET /products, /products/{id}, /search). */

const invalid = apiMessages.catalog.invalid;

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

/** GET /products query, parsed once into the typed list request (./listRequest.ts). */
export const listingRequestSchema = listingQuery.superRefine(checkPriceRange).transform(toListingRequest);

/** GET /products/{idProduct} path. */
export const productIdQuery = z.object({ idProduct: pathIdSchema(invalid.productId) });
