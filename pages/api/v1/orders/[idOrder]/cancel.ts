import { method, route } from '@/lib/server/http/route';
import { cancelOrder } from '@/lib/orders/server/commands';
import { cancelOrderSchema, orderIdParamSchema } from '@/lib/orders/server/schemas';

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
