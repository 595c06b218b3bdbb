import { method, route } from '@/lib/server/http/route';
import { verifySmsCode } from '@/lib/account/server/smsCodes';
import { smsVerifySchema } from '@/lib/account/account.contract';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/sms/verify: { mobileNo, purpose, code } -> { smsToken, expiresAt } (single use, 30 minutes). */
export default route({
  POST: method({ body: smsVerifySchema, handle: ({ db, body }) => verifySmsCode(db, body) }),
});
