import { method, route } from '@/lib/server/http/route';
import { sendSmsCode } from '@/lib/account/server/smsCodes';
import { smsSendSchema } from '@/lib/account/account.contract';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/sms: { mobileNo, purpose } -> { expiresAt }; sends a 6-digit code (rate limited). */
export default route({
  POST: method({ body: smsSendSchema, handle: ({ db, body, ip }) => sendSmsCode(db, body, { ip }) }),
});
