import { method, route } from '@/lib/server/http/route';
import { confirmPayment } from '@/lib/orders/server/commands';
import { confirmPaymentSchema, orderIdParamSchema } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/orders/{idOrder}/payment: confirms a card order's payment with the configured provider. */
export default route({
  POST: method({
    auth: 'required',
    query: orderIdParamSchema,
    body: confirmPaymentSchema,
    handle: ({ db, user, query, body }) => confirmPayment(db, user, query.idOrder, body),
  }),
});
