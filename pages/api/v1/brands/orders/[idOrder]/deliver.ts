import { method, route } from '@/lib/server/http/route';
import { brandOrderIdSchema, deliverBrandOrder } from '@/lib/brandCenter/server/brandOrders';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/brands/orders/{idOrder}/deliver: the brand's group goes 배송완료 (the 60-day free refund starts). */
export default route({
  POST: method({ auth: 'brand', query: brandOrderIdSchema, handle: ({ db, brand, query }) => deliverBrandOrder(db, brand.id, query.idOrder) }),
});
