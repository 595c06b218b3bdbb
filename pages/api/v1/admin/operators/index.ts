import { inviteSchema } from '@/lib/admin/admin.contract';
import { inviteOperator, listOperators } from '@/lib/admin/server/operators';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/admin/operators (관리자): every operator. POST { email, name, role }: an invitation -> { operatorId, token, expiresAt }. */
export default route({
  GET: method({ auth: 'admin', handle: async ({ db }) => ({ items: await listOperators(db) }) }),
  POST: method({
    auth: 'admin',
    body: inviteSchema,
    status: 201,
    handle: ({ db, body, operator, ip }) => inviteOperator(db, operatorActor(operator, ip), body, serviceNow()),
  }),
});
