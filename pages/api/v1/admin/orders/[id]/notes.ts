import { idPathSchema, orderNoteSchema } from '@/lib/admin/admin.contract';
import { addOrderNote } from '@/lib/admin/server/orders';
import { operatorActor } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/orders/{id}/notes: { body (1–1,000) } -> 201 { id }: a note on the order, seen by operators only. */
export default route({
  POST: method({
    auth: 'operator',
    query: idPathSchema,
    body: orderNoteSchema,
    status: 201,
    handle: ({ db, operator, ip, query, body }) => addOrderNote(db, operatorActor(operator, ip), query.id, body.body, serviceNow()),
  }),
});
