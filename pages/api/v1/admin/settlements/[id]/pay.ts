import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { paySchema, statementPathSchema } from '@/lib/settlement/settlement.schemas';
import { markStatementPaid } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/settlements/{id}/pay: { reference } -> the statement, 지급완료, its payout entered in the ledger. */
export default route({
  POST: method({
    auth: 'operator',
    query: statementPathSchema,
    body: paySchema,
    handle: ({ db, operator, ip, query, body }) => markStatementPaid(db, operatorActor(operator, ip), query.id, body.reference, serviceNow()),
  }),
});
