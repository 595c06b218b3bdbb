import { method, route } from '@/lib/server/http/route';
import { getProduct } from '@/lib/catalog/server/queries';
import { productIdQuery } from '@/lib/catalog/products.schemas';
import { viewerOf } from '@/lib/catalog/server/viewer';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/products/{idProduct}: one product on sale with its brand and category path. */
export default route({
  GET: method({
    auth: 'optional',
    query: productIdQuery,
    handle: ({ db, user, query }) => getProduct(db, viewerOf(user), query.idProduct),
  }),
});
