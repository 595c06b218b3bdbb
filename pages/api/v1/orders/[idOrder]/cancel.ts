import { method, route } from '@/lib/server/http/route';
import { cancelOrder } from '@/lib/server/services/orders/commands';
import { cancelOrderSchema, orderIdParamSchema } from '@/lib/server/services/orders/schemas';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/orders/{idOrder}/cancel: cancels lines before shipping (`dryRun`: the refund only). */
export default route({
  POST: method({
    auth: 'required',
    query: orderIdParamSchema,
    body: cancelOrderSchema,
    handle: ({ db, user, query, body }) => cancelOrder(db, user, query.idOrder, body),
  }),
});
