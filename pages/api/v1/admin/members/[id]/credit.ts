import { creditAdjustSchema, idPathSchema } from '@/lib/admin/admin.contract';
import { adjustCredit } from '@/lib/admin/server/credit';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/members/{id}/credit: { amount (± won), reason } -> { userId, balance }: a ledger entry, never an edited balance. */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: creditAdjustSchema,
    handle: ({ db, operator, ip, query, body }) => adjustCredit(db, operatorActor(operator, ip), query.id, body.amount, body.reason, serviceNow()),
  }),
});
