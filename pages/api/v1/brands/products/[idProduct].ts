import { z } from 'zod';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { method, route } from '@/lib/server/http/route';
import { getBrandProduct } from '@/lib/brandCenter/server/brandProductReads';
import {
  patchBrandProduct,
  productInputSchema,
  productPatchSchema,
  updateBrandProduct,
} from '@/lib/brandCenter/server/brandProducts';

export const config = { api: { bodyParser: false } };

const idQuery = z.object({
  idProduct: z.coerce.number({ message: brandProductsMessages.errors.productNotFound }).int().positive().max(2_147_483_647),
});

/** /api/v1/brands/products/{idProduct}: one of the calling brand's products (another brand's is a 404). */
export default route({
  GET: method({ auth: 'brand', query: idQuery, handle: ({ db, brand, query }) => getBrandProduct(db, brand.id, query.idProduct) }),
  PUT: method({
    auth: 'brand',
    query: idQuery,
    body: productInputSchema,
    handle: ({ db, user, brand, query, body }) => updateBrandProduct(db, user, brand.id, query.idProduct, body),
  }),
  PATCH: method({
    auth: 'brand',
    query: idQuery,
    body: productPatchSchema,
    handle: ({ db, brand, query, body }) => patchBrandProduct(db, brand.id, query.idProduct, body),
  }),
});
