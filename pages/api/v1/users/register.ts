import { method, route } from '@/lib/server/http/route';
import { registerRetailer } from '@/lib/account/server/users';
import { registerSchema } from '@/lib/account/account.contract';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/register: retailer sign-up with an SMS proof; 201 { token, expiresAt, user }. */
export default route({
  POST: method({
    body: registerSchema,
    status: 201,
    handle: ({ db, body, ip, userAgent }) => registerRetailer(db, body, { ip, userAgent }),
  }),
});
