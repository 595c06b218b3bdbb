import { idPathSchema, operatorUpdateSchema } from '@/lib/admin/admin.contract';
import { updateOperator } from '@/lib/admin/server/operators';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** PATCH /api/v1/admin/operators/{id} (관리자): { role?, status? } -> the operator. */
export default route({
  PATCH: method({
    auth: 'admin',
    query: idPathSchema,
    body: operatorUpdateSchema,
    handle: ({ db, body, operator, ip, query }) => updateOperator(db, operatorActor(operator, ip), query.id, body, serviceNow()),
  }),
});
