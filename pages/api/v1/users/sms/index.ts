import { method, route } from '@/lib/server/http/route';
import { sendSmsCode } from '@/lib/server/services/sms';
import { smsSendSchema } from '@/lib/contract/account';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/sms: { mobileNo, purpose } -> { expiresAt }; sends a 6-digit code (rate limited). */
export default route({
  POST: method({ body: smsSendSchema, handle: ({ db, body, ip }) => sendSmsCode(db, body, { ip }) }),
});
