import { acceptInvitationSchema } from '@/lib/admin/admin.contract';
import { acceptInvitation } from '@/lib/admin/server/operators';
import { operatorCookie } from '@/lib/server/auth/operatorSessions';
import { serviceNow } from '@/lib/server/clock';
import { requestProtocol } from '@/lib/server/http/origin';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/v1/admin/invitations/accept: { token, password, passwordConfirm, code } -> { recoveryCodes }
 * (shown once); the operator is signed in.
 */
export default route({
  POST: method({
    auth: 'operatorSignIn',
    body: acceptInvitationSchema,
    handle: async ({ db, body, ip, userAgent, req, res }) => {
      const { sessionToken, recoveryCodes } = await acceptInvitation(db, body, { ip, userAgent }, serviceNow());
      res.setHeader('Set-Cookie', operatorCookie(sessionToken, requestProtocol(req) === 'https'));
      return { recoveryCodes };
    },
  }),
});
