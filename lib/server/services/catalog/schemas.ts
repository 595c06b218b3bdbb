import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCT_ORDERS } from '@/lib/contract/catalog';
import { blankToUndefined, commaListParam, flagParam, idQueryParam, intParam, pageParams } from '../../http/params';

/** The query and path schemas of the product endpoints (GET /products, /products/{id}, /search). */

const invalid = apiMessages.catalog.invalid;

/** `order` of a product list (recommended when absent). */
export const orderParam = z.preprocess(blankToUndefined, z.enum(PRODUCT_ORDERS, { message: invalid.order }).optional());

const OPTION_MAX_LENGTH = 50;

/** GET /products query. */
export const productListQuery = z
  .object({
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
  })
  .superRefine((query, ctx) => {
    if (query.minPrice != null && query.maxPrice != null && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', message: invalid.priceRange, path: ['minPrice'] });
    }
  });

export type ProductListQueryInput = z.infer<typeof productListQuery>;

/** GET /products/{idProduct} path. */
export const productIdQuery = z.object({ idProduct: pathIdSchema(invalid.productId) });
