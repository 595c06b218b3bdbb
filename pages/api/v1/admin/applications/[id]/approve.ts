import { approveSchema, idPathSchema } from '@/lib/admin/admin.contract';
import { approveApplication } from '@/lib/applications/server/applicationReview';
import { operatorActor } from '@/lib/server/audit';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/applications/{id}/approve: { note? } -> what was made (a brand's account
 * comes with a temporary password, shown this once).
 */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: approveSchema,
    handle: ({ db, operator, ip, query, body }) => approveApplication(db, query.id, body.note, operatorActor(operator, ip)),
  }),
});
