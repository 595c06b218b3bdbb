import crypto from 'node:crypto';
import type { SmsPurpose, SmsSendResponse, SmsVerifyResponse } from '@/lib/account/account.contract';
import type { SmsSendInput, SmsVerifyInput } from '@/lib/account/account.contract';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { serverEnv } from '@/lib/server/env';
import { getSmsProvider } from '@/lib/server/sms';
import { serviceNow } from '@/lib/server/clock';
import { takeThrottleSlot, type ThrottleRule } from '@/lib/server/throttle';
import { accountMessages } from '@/lib/account/account.messages';

/**
 * Phone verification by SMS: a 6-digit code (3 minutes, 5 tries), then a
 * single-use proof token (30 minutes) that registration and password reset
 * consume. Codes and proofs are stored only as hashes.
 */

export const SMS_CODE_TTL_MS = 3 * 60_000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_PROOF_TTL_MS = 30 * 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Send limits: per phone 1 a minute and 5 an hour; per address 20 an hour. */
const sendRules = (phone: string, ip: string | null): ThrottleRule[] => [
  { key: `sms:phone:${phone}`, limit: 1, windowMs: MINUTE },
  { key: `sms:phone:${phone}`, limit: 5, windowMs: HOUR },
  ...(ip ? [{ key: `sms:ip:${ip}`, limit: 20, windowMs: HOUR }] : []),
];

const sms = accountMessages.sms;

/** `salt$hmac` of a code: a 6-digit space is small, so each code gets its own salt. */
function hashCode(code: string, salt = crypto.randomBytes(16).toString('base64url')): string {
  return `${salt}$${crypto.createHmac('sha256', salt).update(code).digest('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

function hashProof(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * POST /users/sms: sends a new code (older codes of the phone and purpose stop
 * counting: only the latest one is checked). For 'reset' the text goes out
 * only when an account has that number, with the same answer either way, so
 * the call does not reveal which numbers are registered.
 */
export async function sendSmsCode(db: Db, input: SmsSendInput, meta: { ip: string | null }): Promise<SmsSendResponse> {
  const now = serviceNow();
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS).toISOString();
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

  // Outside the transaction, so simultaneous sends see each other's slots (throttle.ts).
  await takeThrottleSlot(db, sendRules(input.mobileNo, meta.ip), { code: 'SMS_RATE_LIMITED', message: sms.rateLimited }, HOUR, now);
  const sent = await db.transaction().execute(async (trx) => {
    // Forget this phone's codes of earlier days (the latest one is all verify reads).
    await trx
      .deleteFrom('smsVerifications')
      .where('phone', '=', input.mobileNo)
      .where('createdAt', '<', new Date(now.getTime() - DAY).toISOString())
      .execute();
    if (input.purpose === 'reset') {
      const owner = await trx.selectFrom('users').select('id').where('mobileNo', '=', input.mobileNo).executeTakeFirst();
      if (!owner) return null;
    }
    return trx
      .insertInto('smsVerifications')
      .values({
        phone: input.mobileNo,
        purpose: input.purpose,
        codeHash: hashCode(code),
        attempts: 0,
        expiresAt,
        verifiedAt: null,
        proofHash: null,
        consumedAt: null,
        ip: meta.ip,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });

  const provider = getSmsProvider();
  if (sent) {
    try {
      await provider.send(input.mobileNo, sms.text(code));
    } catch (error) {
      console.error('[sms] sending failed', error instanceof Error ? error.message : error);
      // A code nobody received must not be verifiable.
      await db.deleteFrom('smsVerifications').where('id', '=', sent.id).execute();
      throw new DomainError(502, 'SMS_SEND_FAILED', sms.sendFailed);
    }
  }
  return { expiresAt, ...smsDevHint(provider.name, serverEnv().NODE_ENV, sent ? code : null) };
}

/**
 * What the answer of POST /users/sms adds for a server that sends nothing
 * (docs/DECISIONS.md, "SMS codes on a server without a gateway"): with the
 * log provider, the code itself outside production (a local `npm run dev`), or
 * in production in demo mode (`DEMO_MODE=true`, the demo of `npm start`) only the hint
 * that the code is in the server's terminal. A real gateway (or the tests'
 * memory provider) adds nothing. A reset for an unknown number sent no code,
 * and answers no code either.
 */
export function smsDevHint(
  providerName: string,
  nodeEnv: string,
  code: string | null,
): Pick<SmsSendResponse, 'devCode' | 'codeInServerLog'> {
  if (providerName !== 'log') return {};
  if (nodeEnv === 'production') return { codeInServerLog: true };
  return code ? { devCode: code } : {};
}

type VerifyOutcome =
  | { kind: 'notRequested' }
  | { kind: 'expired' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'mismatch'; remaining: number }
  | { kind: 'ok'; smsToken: string; expiresAt: string };

/**
 * POST /users/sms/verify: checks the latest code of the phone and purpose.
 * Every try counts (committed before the answer); the 5th wrong try kills
 * the code. Right: a proof token, answered once.
 */
export async function verifySmsCode(db: Db, input: SmsVerifyInput): Promise<SmsVerifyResponse> {
  const now = serviceNow();
  const outcome = await db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const row = await trx
      .selectFrom('smsVerifications')
      .select(['id', 'codeHash', 'attempts', 'expiresAt', 'verifiedAt'])
      .where('phone', '=', input.mobileNo)
      .where('purpose', '=', input.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.verifiedAt !== null) return { kind: 'notRequested' };
    if (row.attempts >= SMS_MAX_ATTEMPTS) return { kind: 'tooManyAttempts' };
    if (row.expiresAt <= now.toISOString()) return { kind: 'expired' };

    // Count the try atomically: two simultaneous tries cannot both use the last one.
    const counted = await trx
      .updateTable('smsVerifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', SMS_MAX_ATTEMPTS)
      .where('verifiedAt', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) return { kind: 'tooManyAttempts' };

    if (!codeMatches(input.code, row.codeHash)) {
      const remaining = SMS_MAX_ATTEMPTS - counted.attempts;
      return remaining > 0 ? { kind: 'mismatch', remaining } : { kind: 'tooManyAttempts' };
    }
    const smsToken = crypto.randomBytes(32).toString('base64url');
    await trx
      .updateTable('smsVerifications')
      .set({ verifiedAt: now.toISOString(), proofHash: hashProof(smsToken) })
      .where('id', '=', row.id)
      .execute();
    return { kind: 'ok', smsToken, expiresAt: new Date(now.getTime() + SMS_PROOF_TTL_MS).toISOString() };
  });

  switch (outcome.kind) {
    case 'ok':
      return { smsToken: outcome.smsToken, expiresAt: outcome.expiresAt };
    case 'notRequested':
      throw new DomainError(400, 'SMS_NOT_REQUESTED', sms.notRequested, 'code');
    case 'expired':
      throw new DomainError(400, 'SMS_EXPIRED', sms.expired, 'code');
    case 'tooManyAttempts':
      throw new DomainError(400, 'SMS_TOO_MANY_ATTEMPTS', sms.tooManyAttempts, 'code', { remainingAttempts: 0 });
    case 'mismatch':
      throw new DomainError(400, 'SMS_MISMATCH', sms.mismatch(outcome.remaining), 'code', {
        remainingAttempts: outcome.remaining,
      });
  }
}

/**
 * Uses up a proof from verifySmsCode for this phone and purpose (inside the
 * caller's transaction: if the command fails later, the proof stays usable).
 * Throws 400 SMS_PROOF_INVALID when it is unknown, for another phone or
 * purpose, older than 30 minutes or already used.
 */
export async function consumeSmsProof(
  db: Db,
  proof: { phone: string; purpose: SmsPurpose; smsToken: string },
  now: Date = serviceNow(),
): Promise<void> {
  const freshSince = new Date(now.getTime() - SMS_PROOF_TTL_MS).toISOString();
  const used = await db
    .updateTable('smsVerifications')
    .set({ consumedAt: now.toISOString() })
    .where('proofHash', '=', hashProof(proof.smsToken))
    .where('phone', '=', proof.phone)
    .where('purpose', '=', proof.purpose)
    .where('consumedAt', 'is', null)
    .where('verifiedAt', '>', freshSince)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new DomainError(400, 'SMS_PROOF_INVALID', sms.proofInvalid, 'smsToken');
}
