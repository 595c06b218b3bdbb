import { method, route } from '@/lib/server/http/route';
import { login } from '@/lib/account/server/auth';
import { loginSchema } from '@/lib/account/account.contract';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/users/login: { email, password } -> { token, expiresAt, user }. */
export default route({
  POST: method({
    body: loginSchema,
    handle: ({ db, body, ip, userAgent }) => login(db, body, { ip, userAgent }),
  }),
});
