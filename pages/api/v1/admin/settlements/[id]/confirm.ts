import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { statementPathSchema } from '@/lib/settlement/settlement.schemas';
import { confirmStatement } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/settlements/{id}/confirm: 지급 예정 -> 확정 -> the statement. */
export default route({
  POST: method({ auth: 'operator', query: statementPathSchema, handle: ({ db, operator, ip, query }) => confirmStatement(db, operatorActor(operator, ip), query.id, serviceNow()) }),
});
