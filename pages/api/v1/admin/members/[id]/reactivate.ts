import { idPathSchema } from '@/lib/admin/admin.contract';
import { reactivateMember } from '@/lib/admin/server/suspension';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/members/{id}/reactivate -> the member's standing: they may sign in again, a brand's products are on sale again. */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    handle: ({ db, operator, ip, query }) => reactivateMember(db, operatorActor(operator, ip), query.id, serviceNow()),
  }),
});
