import type { LoginResponse, PasswordChangeResponse, PasswordResetResponse } from '@/lib/account/account.contract';
import { checkPasswordChange } from '@/lib/account/account.contract';
import type { LoginInput, PasswordResetInput } from '@/lib/account/account.contract';
import type { Db } from '@/lib/server/db';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { createSession, revokeOtherSessions, revokeSession, type AuthUser } from '@/lib/server/auth/sessions';
import { DomainError } from '@/lib/server/errors';
import { consumeSmsProof } from './smsCodes';
import { serviceNow } from '@/lib/server/clock';
import { clearThrottle, clearThrottlePrefix, takeThrottleSlot, type ThrottleRule } from '@/lib/server/throttle';
import { currentUserColumns, ownedBrandOf, toCurrentUser } from '@/lib/server/auth/users';
import { accountMessages } from '@/lib/account/account.messages';

/** Credentials and sessions: login, logout, password change and reset. */

const MINUTE = 60_000;
/**
 * Login throttling (docs/DECISIONS.md, Throttling). Failures are counted per
 * account and address pair, per address and per account, and none of them
 * ever refuses a right password from an address that has not failed itself:
 * - pair: LOGIN_FREE_FAILURES_PER_PAIR in an hour, then each next attempt
 *   waits 1 minute after the latest failure, doubling per failure, at most 15;
 * - address: LOGIN_LIMIT_PER_IP failures on any accounts in 15 minutes block
 *   that address (spraying one password over many accounts);
 * - account: past LOGIN_ACCOUNT_CEILING failures in 15 minutes from all
 *   addresses, every address that has failed on the account waits; an address
 *   without a failure on it still gets its attempt.
 */
export const LOGIN_FREE_FAILURES_PER_PAIR = 5;
const PAIR_WINDOW_MS = 60 * MINUTE;
const LOGIN_FIRST_DELAY_MS = MINUTE;
export const LOGIN_MAX_DELAY_MS = 15 * MINUTE;
export const LOGIN_LIMIT_PER_IP = 30;
const IP_WINDOW_MS = 15 * MINUTE;
export const LOGIN_ACCOUNT_CEILING = 10;
const ACCOUNT_WINDOW_MS = 15 * MINUTE;

/** The wait before the next attempt of a pair `excess` failures past the free ones: 1, 2, 4, 8, 15, 15 … minutes. */
export function loginDelayMs(excess: number): number {
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** excess);
}

// Prepare the stand-in hash now, so the first unknown e-mail costs no more than a known one.
void dummyPasswordHash();

const accountKey = (email: string) => `login:account:${email}`;
/** Every pair of an account starts with this (a reset forgets them all). */
const pairPrefix = (email: string) => `login:pair:${email}|`;
const pairKey = (email: string, ip: string | null) => `${pairPrefix(email)}${ip ?? 'unknown'}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

function loginRules(email: string, ip: string | null): ThrottleRule[] {
  const pair = pairKey(email, ip);
  return [
    { key: pair, limit: LOGIN_FREE_FAILURES_PER_PAIR, windowMs: PAIR_WINDOW_MS, backoffMs: loginDelayMs },
    ...(ip ? [{ key: ipKey(ip), limit: LOGIN_LIMIT_PER_IP, windowMs: IP_WINDOW_MS }] : []),
    { key: accountKey(email), limit: LOGIN_ACCOUNT_CEILING, windowMs: ACCOUNT_WINDOW_MS, onlyAfter: { key: pair, windowMs: PAIR_WINDOW_MS } },
  ];
}

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
    PAIR_WINDOW_MS,
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
