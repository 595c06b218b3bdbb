import { noticeInputSchema } from '@/lib/content/content.contract';
import { createNotice } from '@/lib/content/server/notices';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/notices: { category, title, date, paragraphs[{ text, linkLabel, linkHref }] } -> 201 the notice, on /notices at once. */
export default route({
  POST: method({
    auth: 'operator',
    body: noticeInputSchema,
    status: 201,
    handle: ({ db, operator, ip, body }) => createNotice(db, operatorActor(operator, ip), body, serviceNow()),
  }),
});
