import type { LoginResponse, PasswordChangeResponse, PasswordResetResponse } from '@/lib/account/account.contract';
import { checkPasswordChange } from '@/lib/account/account.contract';
import type { LoginInput, PasswordResetInput } from '@/lib/account/account.contract';
import type { Db } from '@/lib/server/db';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { createSession, revokeOtherSessions, revokeSession, type AuthUser } from '@/lib/server/auth/sessions';
import { DomainError } from '@/lib/server/errors';
import { consumeSmsProof } from './smsCodes';
import { serviceNow } from '@/lib/server/clock';
import { clearThrottle, clearThrottlePrefix, takeThrottleSlot } from '@/lib/server/throttle';
import { LOGIN_PAIR_WINDOW_MS, loginThrottle } from '@/lib/server/auth/loginThrottle';
import { currentUserColumns, ownedBrandOf, toCurrentUser } from '@/lib/server/auth/users';
import { accountMessages } from '@/lib/account/account.messages';

/** Credentials and sessions: login, logout, password change and reset. */

// Prepare the stand-in hash now, so the first unknown e-mail costs no more than a known one.
void dummyPasswordHash();

/** Login throttling: ../../server/auth/loginThrottle.ts. */
const { accountKey, pairKey, pairPrefix, rules: loginRules } = loginThrottle('login');

/**
 * POST /users/login. A wrong password and an unknown e-mail get the same 401
 * and cost the same scrypt time. A throttled attempt (loginRules) is 429 with
 * Retry-After, even with the right password, but only ever at an address that
 * failed itself; a success clears the failures of its account and address
 * pair. Each attempt takes its slot before the password is checked, so a
 * burst of simultaneous attempts gets no more tries than the limit.
 */
export async function login(
  db: Db,
  input: LoginInput,
  meta: { ip: string | null; userAgent: string | null },
): Promise<LoginResponse> {
  const now = serviceNow();
  const rules = loginRules(input.email, meta.ip);
  const slot = await takeThrottleSlot(
    db,
    rules,
    { code: 'LOGIN_THROTTLED', message: (seconds) => accountMessages.auth.loginThrottled(Math.ceil(seconds / 60)) },
    LOGIN_PAIR_WINDOW_MS,
    now,
  );

  const user = await db
    .selectFrom('users')
    .select([...currentUserColumns, 'passwordHash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  // A failure keeps its slot; a success gives it back and clears its pair's failures.
  if (!user || !valid) throw new DomainError(401, 'INVALID_CREDENTIALS', accountMessages.auth.invalidCredentials);
  await slot.release();
  await clearThrottle(db, pairKey(input.email, meta.ip));
  const session = await createSession(db, user.id, { ...meta, remember: input.remember ?? false });
  return { token: session.token, expiresAt: session.expiresAt, user: toCurrentUser(user, await ownedBrandOf(db, user)) };
}

/** POST /users/logout: this session only. */
export async function logout(db: Db, user: AuthUser): Promise<{ ok: true }> {
  await revokeSession(db, user.sessionId);
  return { ok: true };
}

/** Wrong current passwords allowed per account within 15 minutes in the password change. */
export const CURRENT_PASSWORD_LIMIT = 5;
const CURRENT_PASSWORD_WINDOW_MS = 15 * 60_000;
const currentPasswordKey = (userId: number) => `password-change:user:${userId}`;

/**
 * Proof that the caller of a password change knows the account's current
 * password, so a stolen session token cannot take the account over. Every
 * account has a password (a Kakao sign-up chooses one, ./kakao.ts; a brand
 * admission sets a temporary one, ../../applications/server/applicationReview.ts). Missing: 400
 * CURRENT_PASSWORD_REQUIRED. Wrong: 400 CURRENT_PASSWORD_WRONG, and the
 * attempt keeps its throttle slot: past CURRENT_PASSWORD_LIMIT wrong ones in
 * 15 minutes the account's changes are 429 (the slot is taken before the
 * check, so a burst gets no more tries). Never 401 (the storefront would log
 * out) and never a code of the 200 answer (anything but 401/402/403 reads as
 * success there).
 */
async function checkCurrentPassword(db: Db, userId: number, currentPw: unknown): Promise<void> {
  if (typeof currentPw !== 'string' || currentPw === '') {
    throw new DomainError(400, 'CURRENT_PASSWORD_REQUIRED', accountMessages.password.currentRequired, 'currentPw');
  }
  const key = currentPasswordKey(userId);
  const slot = await takeThrottleSlot(
    db,
    [{ key, limit: CURRENT_PASSWORD_LIMIT, windowMs: CURRENT_PASSWORD_WINDOW_MS }],
    { code: 'PASSWORD_CHANGE_THROTTLED', message: accountMessages.password.changeThrottled },
    CURRENT_PASSWORD_WINDOW_MS,
  );
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(currentPw, row.passwordHash))) {
    throw new DomainError(400, 'CURRENT_PASSWORD_WRONG', accountMessages.password.currentWrong, 'currentPw');
  }
  await slot.release();
  await clearThrottle(db, key);
}

/**
 * PUT /users/password: the new values are answered with HTTP 200 and a code
 * (an HTTP 401 would log the storefront out). The payload is read leniently
 * here, not by zod, so a bad new value is a code and never a 400. Checks run
 * in the dialog's order: 401 empty, 402 not a string, 403 mismatch, 402
 * length outside 8..64; then the current password (`currentPw`, see
 * checkCurrentPassword: a Korean 400 or 429); then 200 changed (every other
 * session of the user revoked, this one kept).
 */
export async function changePassword(db: Db, user: AuthUser, body: unknown): Promise<PasswordChangeResponse> {
  const payload = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const code = checkPasswordChange(payload.futurePw, payload.futureConfirmPw);
  if (code !== 200) return { code };
  await checkCurrentPassword(db, user.id, payload.currentPw);

  const passwordHash = await hashPassword(payload.futurePw as string);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: serviceNow().toISOString() })
      .where('id', '=', user.id)
      .execute();
    await revokeOtherSessions(trx, user.id, user.sessionId);
  });
  return { code: 200 };
}

/**
 * POST /users/password (logged out): a new password for the account with this
 * e-mail whose mobile number the SMS proof (purpose 'reset') verified. Every
 * session of the account is revoked and its login failures (all addresses) forgotten. An unknown
 * e-mail and an e-mail of another number get the same 404, and only after
 * the proof checked out, so only the phone's owner learns anything; the proof
 * stays usable then (the transaction rolls back).
 */
export async function resetPassword(db: Db, input: PasswordResetInput): Promise<PasswordResetResponse> {
  const passwordHash = await hashPassword(input.futurePw);
  const now = serviceNow();
  await db.transaction().execute(async (trx) => {
    await consumeSmsProof(trx, { phone: input.mobileNo, purpose: 'reset', smsToken: input.smsToken }, now);
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', input.email)
      .where('mobileNo', '=', input.mobileNo)
      .executeTakeFirst();
    if (!user) throw new DomainError(404, 'ACCOUNT_NOT_FOUND', accountMessages.passwordReset.accountNotFound);
    await trx.updateTable('users').set({ passwordHash, updatedAt: now.toISOString() }).where('id', '=', user.id).execute();
    await revokeOtherSessions(trx, user.id, null);
    await clearThrottle(trx, accountKey(input.email));
    await clearThrottlePrefix(trx, pairPrefix(input.email));
  });
  return { ok: true };
}
