import { faqEntryInputSchema } from '@/lib/content/content.contract';
import { createFaqEntry } from '@/lib/content/server/faq';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/faq: { faq, topic, position|null, question, answer, linkLabel, linkHref } -> 201 the question, on its FAQ at once. */
export default route({
  POST: method({
    auth: 'operator',
    body: faqEntryInputSchema,
    status: 201,
    handle: ({ db, operator, ip, body }) => createFaqEntry(db, operatorActor(operator, ip), body, serviceNow()),
  }),
});
