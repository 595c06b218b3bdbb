import { method, route } from '@/lib/server/http/route';
import { brandOrderListSchema, listBrandOrders } from '@/lib/brandCenter/server/brandOrders';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/orders: the calling brand's groups of paid orders, by tab, with the tabs' counts. */
export default route({
  GET: method({ auth: 'brand', query: brandOrderListSchema, handle: ({ db, brand, query }) => listBrandOrders(db, brand.id, query) }),
});
