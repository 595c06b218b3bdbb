import { method, route } from '@/lib/server/http/route';
import { getOrder } from '@/lib/orders/server/queries';
import { orderIdParamSchema } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders/{idOrder}: one of the caller's orders (404 for anyone else's). */
export default route({
  GET: method({ auth: 'required', query: orderIdParamSchema, handle: ({ db, user, query }) => getOrder(db, user, query.idOrder) }),
});
