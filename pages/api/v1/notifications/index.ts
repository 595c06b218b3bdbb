import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { listNotifications } from '@/lib/notifications/server/inbox';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/notifications: the caller's newest 50 messages and how many are unread. */
export default route({
  GET: method({ auth: 'required', handle: ({ db, user }) => listNotifications(db, user.id, serviceNow()) }),
});
