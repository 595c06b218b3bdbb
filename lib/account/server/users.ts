import crypto from 'node:crypto';
import type { RegisterResponse } from '@/lib/account/account.contract';
import type { RegisterInput } from '@/lib/account/account.contract';
import type { Db } from '@/lib/server/db';
import { hashPassword } from '@/lib/server/auth/password';
import { createSession } from '@/lib/server/auth/sessions';
import { DomainError } from '@/lib/server/errors';
import { consumeSmsProof } from './smsCodes';
import { serviceNow } from '@/lib/server/clock';
import { takeThrottleSlot } from '@/lib/server/throttle';
import { accountMessages } from '@/lib/account/account.messages';
import { currentUserColumns, toCurrentUser } from '@/lib/server/auth/users';

/** Accounts: retailer registration (the logged-in user and their brand are the session's: lib/server/auth/users.ts). */

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** A unique-constraint violation on SQLite or PostgreSQL. */
function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Sign-up attempts allowed per address within an hour (docs/DECISIONS.md, Throttling). */
export const REGISTER_LIMIT_PER_IP = 10;
const REGISTER_WINDOW_MS = 60 * 60_000;

function emailTaken(): DomainError {
  return new DomainError(409, 'EMAIL_TAKEN', accountMessages.register.emailTaken, 'email');
}

/**
 * POST /users/register: a retailer account, logged in at once. New retailers
 * start in userGroups 'inValid' (business not certified yet: the storefront
 * sends them to the apply page). The SMS proof must be for this mobile number
 * (purpose 'register') and is checked before anything else, so a caller
 * without one learns nothing about which e-mails or referral codes exist; it
 * is used up only when the account is created (a taken e-mail rolls the
 * transaction back and the proof stays usable). Every attempt from an address
 * takes a slot (REGISTER_LIMIT_PER_IP an hour) before anything is read.
 * `linkAccount` runs in the same transaction once the account exists (Kakao
 * sign-up, ./kakao.ts); what it throws undoes the sign-up.
 */
export async function registerRetailer(
  db: Db,
  input: RegisterInput,
  meta: { ip: string | null; userAgent: string | null },
  linkAccount?: (trx: Db, userId: number) => Promise<void>,
): Promise<RegisterResponse> {
  const now = serviceNow();
  // Outside the transaction, so simultaneous attempts see each other's slots (../../server/throttle.ts).
  if (meta.ip) {
    await takeThrottleSlot(
      db,
      [{ key: `register:ip:${meta.ip}`, limit: REGISTER_LIMIT_PER_IP, windowMs: REGISTER_WINDOW_MS }],
      { code: 'REGISTER_THROTTLED', message: accountMessages.register.throttled },
      REGISTER_WINDOW_MS,
      now,
    );
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      // The proof first: without it, nothing below is answered (rolled back with the rest on a later refusal).
      await consumeSmsProof(trx, { phone: input.mobileNo, purpose: 'register', smsToken: input.smsToken }, now);

      const existing = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (existing) throw emailTaken();

      let referredBy: number | null = null;
      if (input.referralCode) {
        const referrer = await trx
          .selectFrom('users')
          .select('id')
          .where('referralCode', '=', input.referralCode)
          .executeTakeFirst();
        if (!referrer) throw new DomainError(400, 'REFERRAL_NOT_FOUND', accountMessages.register.referralNotFound, 'referralCode');
        referredBy = referrer.id;
      }

      let referralCode = randomReferralCode();
      for (let tries = 0; tries < 5; tries++) {
        const clash = await trx.selectFrom('users').select('id').where('referralCode', '=', referralCode).executeTakeFirst();
        if (!clash) break;
        referralCode = randomReferralCode();
      }

      const at = now.toISOString();
      const row = await trx
        .insertInto('users')
        .values({
          email: input.email,
          passwordHash,
          userType: 'retailer',
          userGroups: 'inValid',
          businessName: input.businessName,
          registrationNo: input.registrationNo,
          mobileNo: input.mobileNo,
          referralCode,
          referredBy,
          createdAt: at,
          updatedAt: at,
        })
        .returning(currentUserColumns)
        .executeTakeFirstOrThrow();
      if (linkAccount) await linkAccount(trx, row.id);
      const session = await createSession(trx, row.id, meta);
      return { token: session.token, expiresAt: session.expiresAt, user: toCurrentUser(row, null) };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
