import { method, route } from '@/lib/server/http/route';
import { productListRequest } from '@/lib/server/services/catalog/listRequest';
import { searchProducts, searchQuery } from '@/lib/server/services/search';
import { viewerOf } from '@/lib/server/services/viewer';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/search?keyword=: products by name, brand or category name, with the filters of GET /products. */
export default route({
  GET: method({
    auth: 'optional',
    query: searchQuery,
    handle: ({ db, user, query }) => searchProducts(db, viewerOf(user), productListRequest(query), query.keyword),
  }),
});
