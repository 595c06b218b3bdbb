import { idPathSchema, suspendSchema } from '@/lib/admin/admin.contract';
import { suspendMember } from '@/lib/admin/server/suspension';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/members/{id}/suspend: { reason } -> the member's standing. The account cannot
 * sign in and its sessions end; a brand user's products leave the storefront and carts.
 */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: suspendSchema,
    handle: ({ db, operator, ip, query, body }) => suspendMember(db, operatorActor(operator, ip), query.id, body.reason, serviceNow()),
  }),
});
