import { method, route } from '@/lib/server/http/route';
import { brandOrderIdSchema, getBrandOrder } from '@/lib/brandCenter/server/brandOrders';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/orders/{idOrder}: the calling brand's group of the order, with the shipping address. */
export default route({
  GET: method({ auth: 'brand', query: brandOrderIdSchema, handle: ({ db, brand, query }) => getBrandOrder(db, brand.id, query.idOrder) }),
});
