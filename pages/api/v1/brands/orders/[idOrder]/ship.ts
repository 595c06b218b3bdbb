import { method, route } from '@/lib/server/http/route';
import { brandOrderIdSchema, shipBrandOrder, shipBrandOrderSchema } from '@/lib/server/services/brandOrders';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/brands/orders/{idOrder}/ship: the brand's group goes 배송중 with a carrier and tracking number. */
export default route({
  POST: method({
    auth: 'required',
    query: brandOrderIdSchema,
    body: shipBrandOrderSchema,
    handle: ({ db, user, query, body }) => shipBrandOrder(db, user, query.idOrder, body),
  }),
});
