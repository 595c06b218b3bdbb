import { idPathSchema } from '@/lib/admin/admin.contract';
import { faqEntryInputSchema } from '@/lib/content/content.contract';
import { deleteFaqEntry, updateFaqEntry } from '@/lib/content/server/faq';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** PUT /api/v1/admin/faq/{id}: the whole question, as POST (position null keeps its place) -> the question. DELETE: { ok }. */
export default route({
  PUT: method({
    auth: 'operator',
    query: idPathSchema,
    body: faqEntryInputSchema,
    handle: ({ db, operator, ip, query, body }) => updateFaqEntry(db, operatorActor(operator, ip), query.id, body, serviceNow()),
  }),
  DELETE: method({
    auth: 'operator',
    query: idPathSchema,
    handle: async ({ db, operator, ip, query }) => {
      await deleteFaqEntry(db, operatorActor(operator, ip), query.id, serviceNow());
      return { ok: true };
    },
  }),
});
