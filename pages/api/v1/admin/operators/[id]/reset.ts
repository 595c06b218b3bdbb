import { idPathSchema } from '@/lib/admin/admin.contract';
import { resetSecondFactor } from '@/lib/admin/server/operators';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/operators/{id}/reset (관리자): password and second factor cleared -> a new invitation { operatorId, token, expiresAt }. */
export default route({
  POST: method({
    auth: 'admin',
    query: idPathSchema,
    handle: ({ db, operator, ip, query }) => resetSecondFactor(db, operatorActor(operator, ip), query.id, serviceNow()),
  }),
});
