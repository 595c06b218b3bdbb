import { idPathSchema } from '@/lib/admin/admin.contract';
import { confirmDeposit } from '@/lib/orders/server/lifecycle';
import { operatorActor } from '@/lib/server/audit';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/orders/{id}/deposit: the bank transfer arrived -> { confirmed } (false: it was
 * already confirmed, nothing changed). The order's lines go to 상품준비중.
 */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    handle: ({ db, operator, ip, query }) => confirmDeposit(db, query.id, operatorActor(operator, ip)),
  }),
});
