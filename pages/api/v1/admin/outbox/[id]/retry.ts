import { idPathSchema } from '@/lib/admin/admin.contract';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { retryParked } from '@/lib/notifications/server/worker';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/outbox/{id}/retry: a parked message back in the queue -> `{ retried }` (false: it was not parked). */
export default route({
  POST: method({ auth: 'operator', query: idPathSchema, handle: async ({ db, query }) => ({ retried: await retryParked(db, query.id, serviceNow()) }) }),
});
