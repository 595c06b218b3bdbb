import { secondFactorSchema } from '@/lib/admin/admin.contract';
import { verifySecondFactor } from '@/lib/admin/server/operators';
import { operatorTokenOf } from '@/lib/server/auth/operatorSessions';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/session/code: { code } (TOTP or a recovery code) -> { recoveryCodesLeft }; the session is signed in. */
export default route({
  POST: method({
    auth: 'operatorSignIn',
    body: secondFactorSchema,
    handle: ({ db, body, req }) => verifySecondFactor(db, operatorTokenOf(req), body.code, serviceNow()),
  }),
});
