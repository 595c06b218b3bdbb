import { z } from 'zod';
import { method, route } from '@/lib/server/http/route';
import { changePassword, resetPassword } from '@/lib/account/server/auth';
import { passwordResetSchema } from '@/lib/account/account.contract';

export const config = { api: { bodyParser: false } };

// The body is read leniently by the service: a bad value is a code, never a 400.
const change = method({
  auth: 'required',
  body: z.unknown(),
  handle: ({ db, user, body }) => changePassword(db, user, body),
});

const reset = method({ body: passwordResetSchema, handle: ({ db, body }) => resetPassword(db, body) });

/**
 * PUT /api/v1/users/password (logged in): { futurePw, futureConfirmPw } ->
 * HTTP 200 { code } (401 empty, 402 invalid, 403 mismatch, 200 changed).
 * POST /api/v1/users/password (logged out): reset with an SMS proof -> { ok: true }.
 */
export default route({ PUT: change, POST: reset });
