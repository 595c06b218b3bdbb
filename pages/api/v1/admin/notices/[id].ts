import { idPathSchema } from '@/lib/admin/admin.contract';
import { noticeInputSchema } from '@/lib/content/content.contract';
import { deleteNotice, updateNotice } from '@/lib/content/server/notices';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * PUT /api/v1/admin/notices/{id}: the whole notice, as POST -> the notice.
 * DELETE: { ok } (409 NOTICE_IN_FOOTER for the notices the footer links to).
 */
export default route({
  PUT: method({
    auth: 'operator',
    query: idPathSchema,
    body: noticeInputSchema,
    handle: ({ db, operator, ip, query, body }) => updateNotice(db, operatorActor(operator, ip), query.id, body, serviceNow()),
  }),
  DELETE: method({
    auth: 'operator',
    query: idPathSchema,
    handle: async ({ db, operator, ip, query }) => {
      await deleteNotice(db, operatorActor(operator, ip), query.id, serviceNow());
      return { ok: true };
    },
  }),
});
