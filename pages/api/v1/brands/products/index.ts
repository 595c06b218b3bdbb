import { method, route } from '@/lib/server/http/route';
import { requireOwnedBrand } from '@/lib/server/services/users';
import { createBrandProduct, listBrandProducts, listQuerySchema, productInputSchema } from '@/lib/server/services/brandProducts';

export const config = { api: { bodyParser: false } };

/** /api/v1/brands/products: the calling brand's products (GET) and a new one (POST). */
export default route({
  GET: method({
    auth: 'required',
    query: listQuerySchema,
    handle: async ({ db, user, query }) => listBrandProducts(db, (await requireOwnedBrand(db, user)).id, query),
  }),
  POST: method({
    auth: 'required',
    body: productInputSchema,
    status: 201,
    handle: async ({ db, user, body }) => createBrandProduct(db, user, await requireOwnedBrand(db, user), body),
  }),
});
