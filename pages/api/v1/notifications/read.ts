import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { markAllRead } from '@/lib/notifications/server/inbox';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/notifications/read: every message so far read -> `{ unread: 0 }`. */
export default route({
  POST: method({ auth: 'required', handle: ({ db, user }) => markAllRead(db, user.id, serviceNow()) }),
});
