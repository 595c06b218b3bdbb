import { method, route } from '@/lib/server/http/route';
import { brandOrderIdSchema, shipBrandOrder, shipBrandOrderSchema } from '@/lib/brandCenter/server/brandOrders';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/brands/orders/{idOrder}/ship: the brand's group goes 배송중 with a carrier and tracking number. */
export default route({
  POST: method({
    auth: 'brand',
    query: brandOrderIdSchema,
    body: shipBrandOrderSchema,
    handle: ({ db, brand, query, body }) => shipBrandOrder(db, brand.id, query.idOrder, body),
  }),
});
