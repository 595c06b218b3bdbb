import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { notificationSettingsSchema } from '@/lib/notifications/notifications.schemas';
import { getNotificationSettings, updateNotificationSettings } from '@/lib/notifications/server/inbox';

export const config = { api: { bodyParser: false } };

/** GET/PUT /api/v1/notifications/settings: `{ email, alimtalk }`, the caller's channels for messages that are not legal notices. */
export default route({
  GET: method({ auth: 'required', handle: ({ db, user }) => getNotificationSettings(db, user.id) }),
  PUT: method({ auth: 'required', body: notificationSettingsSchema, handle: ({ db, user, body }) => updateNotificationSettings(db, user.id, body, serviceNow()) }),
});
