import { method, route } from '@/lib/server/http/route';
import { brandListQuery, listBrands } from '@/lib/catalog/server/brands';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands: brands with their product counts (page, limit, new, order). */
export default route({
  GET: method({ query: brandListQuery, handle: ({ db, query }) => listBrands(db, query) }),
});
