import { z } from 'zod';
import { brandProductsMessages } from '@/lib/messages/brandProducts';
import { method, route } from '@/lib/server/http/route';
import { requireOwnedBrand } from '@/lib/server/services/users';
import {
  getBrandProduct,
  patchBrandProduct,
  productInputSchema,
  productPatchSchema,
  updateBrandProduct,
} from '@/lib/server/services/brandProducts';

export const config = { api: { bodyParser: false } };

const idQuery = z.object({
  idProduct: z.coerce.number({ message: brandProductsMessages.errors.productNotFound }).int().positive().max(2_147_483_647),
});

/** /api/v1/brands/products/{idProduct}: one of the calling brand's products (another brand's is a 404). */
export default route({
  GET: method({
    auth: 'required',
    query: idQuery,
    handle: async ({ db, user, query }) => getBrandProduct(db, (await requireOwnedBrand(db, user)).id, query.idProduct),
  }),
  PUT: method({
    auth: 'required',
    query: idQuery,
    body: productInputSchema,
    handle: async ({ db, user, query, body }) => updateBrandProduct(db, user, await requireOwnedBrand(db, user), query.idProduct, body),
  }),
  PATCH: method({
    auth: 'required',
    query: idQuery,
    body: productPatchSchema,
    handle: async ({ db, user, query, body }) => patchBrandProduct(db, await requireOwnedBrand(db, user), query.idProduct, body),
  }),
});
