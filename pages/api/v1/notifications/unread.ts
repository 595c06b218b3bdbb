import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { unreadCount } from '@/lib/notifications/server/inbox';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/notifications/unread: `{ unread }`, the header's count. */
export default route({
  GET: method({ auth: 'required', handle: async ({ db, user }) => ({ unread: await unreadCount(db, user.id, serviceNow()) }) }),
});
