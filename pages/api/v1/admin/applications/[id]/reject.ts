import { idPathSchema, rejectSchema } from '@/lib/admin/admin.contract';
import { rejectApplication } from '@/lib/applications/server/applicationReview';
import { operatorActor } from '@/lib/server/audit';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/applications/{id}/reject: { reason } (the applicant reads it). */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: rejectSchema,
    handle: async ({ db, operator, ip, query, body }) => {
      await rejectApplication(db, query.id, body.reason, operatorActor(operator, ip));
      return { ok: true };
    },
  }),
});
