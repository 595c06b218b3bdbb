import { signInSchema } from '@/lib/admin/admin.contract';
import { signIn, signOut } from '@/lib/admin/server/operators';
import { clearedOperatorCookie, operatorCookie } from '@/lib/server/auth/operatorSessions';
import { serviceNow } from '@/lib/server/clock';
import { requestProtocol } from '@/lib/server/http/origin';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/session: an operator's e-mail and password -> { next: 'code' }, with the
 * operator cookie of a session that waits for the second factor (POST ./code).
 * DELETE: signs the operator out.
 */
export default route({
  POST: method({
    auth: 'operatorSignIn',
    body: signInSchema,
    handle: async ({ db, body, ip, userAgent, req, res }) => {
      const token = await signIn(db, body, { ip, userAgent }, serviceNow());
      res.setHeader('Set-Cookie', operatorCookie(token, requestProtocol(req) === 'https'));
      return { next: 'code' };
    },
  }),
  DELETE: method({
    auth: 'operator',
    handle: async ({ db, operator, req, res }) => {
      await signOut(db, operator, serviceNow());
      res.setHeader('Set-Cookie', clearedOperatorCookie(requestProtocol(req) === 'https'));
      return { ok: true };
    },
  }),
});
