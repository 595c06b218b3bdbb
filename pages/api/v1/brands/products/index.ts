import { method, route } from '@/lib/server/http/route';
import { listBrandProducts, listQuerySchema } from '@/lib/brandCenter/server/brandProductReads';
import { createBrandProduct, productInputSchema } from '@/lib/brandCenter/server/brandProducts';

export const config = { api: { bodyParser: false } };

/** /api/v1/brands/products: the calling brand's products (GET) and a new one (POST). */
export default route({
  GET: method({ auth: 'brand', query: listQuerySchema, handle: ({ db, brand, query }) => listBrandProducts(db, brand.id, query) }),
  POST: method({
    auth: 'brand',
    body: productInputSchema,
    status: 201,
    handle: ({ db, user, brand, body }) => createBrandProduct(db, user, brand.id, body),
  }),
});
