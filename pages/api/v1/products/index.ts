import { method, route, sharedAnswer } from '@/lib/server/http/route';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { listProductsFor } from '@/lib/catalog/server/queries';
import { listingRequestSchema } from '@/lib/catalog/products.schemas';
import { viewerOf } from '@/lib/catalog/server/viewer';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/products: active products with filters (idCategory | category,
 * brand, color, size, minPrice, maxPrice, flashSale, new), order and
 * pagination. Wholesale prices only for members. A list is shared by every
 * caller who sees the same prices (listProductsFor), and so is its JSON.
 */
export default route({
  GET: method({
    auth: 'optional',
    query: listingRequestSchema,
    handle: async ({ db, user, query }) => sharedAnswer(await listProductsFor(db, viewerOf(user), productListRequest(query))),
  }),
});
