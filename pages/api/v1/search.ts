import { method, route } from '@/lib/server/http/route';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { searchProducts, searchQuery } from '@/lib/catalog/server/search';
import { viewerOf } from '@/lib/catalog/server/viewer';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/search?keyword=: products by name, brand or category name, with the filters of GET /products. */
export default route({
  GET: method({
    auth: 'optional',
    query: searchQuery,
    handle: ({ db, user, query }) => searchProducts(db, viewerOf(user), productListRequest(query), query.keyword),
  }),
});
