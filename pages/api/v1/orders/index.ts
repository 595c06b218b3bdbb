import { headerValue } from '@/lib/server/http/request';
import { method, route } from '@/lib/server/http/route';
import { createOrder } from '@/lib/orders/server/checkout';
import { listOrders } from '@/lib/orders/server/queries';
import { createOrderSchema, listOrdersSchema, parseIdempotencyKey } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders: the caller's orders; POST: checkout (Idempotency-Key header honoured). */
export default route({
  GET: method({ auth: 'required', query: listOrdersSchema, handle: ({ db, user, query }) => listOrders(db, user, query) }),
  POST: method({
    auth: 'required',
    body: createOrderSchema,
    status: 201,
    handle: ({ db, user, body, req }) => createOrder(db, user, body, parseIdempotencyKey(headerValue(req, 'idempotency-key'))),
  }),
});
