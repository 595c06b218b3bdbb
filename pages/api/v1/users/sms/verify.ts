import { method, route } from '@/lib/server/http';
import { verifySmsCode } from '@/lib/server/services/sms';
import { smsVerifySchema } from '@/lib/validation/account';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/sms/verify: { mobileNo, purpose, code } -> { smsToken, expiresAt } (single use, 30 minutes). */
export default route({
  POST: method({ body: smsVerifySchema, handle: ({ db, body }) => verifySmsCode(db, body) }),
});
