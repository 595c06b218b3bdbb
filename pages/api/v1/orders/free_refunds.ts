import { method, route } from '@/lib/server/http/route';
import { listFreeRefunds, requestFreeRefund } from '@/lib/orders/server/freeRefunds';
import { freeRefundSchema } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders/free_refunds: the caller's requests; POST: a return within 60 days of delivery. */
export default route({
  GET: method({ auth: 'required', handle: ({ db, user }) => listFreeRefunds(db, user) }),
  POST: method({ auth: 'required', body: freeRefundSchema, status: 201, handle: ({ db, user, body }) => requestFreeRefund(db, user, body) }),
});
