import { sql } from 'kysely';
import type { Db } from '../db';
import { DomainError } from '../errors';

/**
 * Sliding-window rate limits kept in the `throttle_events` table, so they
 * hold across instances: a rule allows at most `limit` events of a `key`
 * within `windowMs`. Generic: login failures (per account, per address) and
 * SMS sends (per phone, per address) use it.
 *
 * The check and the record are two statements: two simultaneous requests can
 * both pass the last free slot. That is acceptable for throttling.
 */

export interface ThrottleRule {
  /** e.g. `login:account:someone@x.kr`, `login:ip:1.2.3.4`, `sms:phone:01012345678`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface ThrottleStatus {
  /** Events of the key inside the window. */
  count: number;
  /** Seconds until one more event is allowed; null when allowed now. */
  retryAfterSeconds: number | null;
}

/**
 * The clock of the time-windowed account services (throttling, SMS codes and
 * proofs). Tests move it with setServiceClock(); production reads the system time.
 */
let clock: () => Date = () => new Date();

export function serviceNow(): Date {
  return clock();
}

/** Replaces the clock (tests); null restores the system clock. */
export function setServiceClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date());
}

export async function throttleStatus(db: Db, rule: ThrottleRule, now: Date = serviceNow()): Promise<ThrottleStatus> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await db
    .selectFrom('throttleEvents')
    .select(sql<number>`count(*)`.as('n'))
    .where('key', '=', rule.key)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count < rule.limit) return { count, retryAfterSeconds: null };
  // Allowed again when the event that keeps the count at the limit leaves the window.
  const pivot = await db
    .selectFrom('throttleEvents')
    .select('createdAt')
    .where('key', '=', rule.key)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .offset(count - rule.limit)
    .limit(1)
    .executeTakeFirst();
  const freeAt = pivot ? Date.parse(pivot.createdAt) + rule.windowMs : now.getTime() + rule.windowMs;
  return { count, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/**
 * Throws 429 (with Retry-After, the longest wait of the rules that block)
 * when any rule is at its limit. `message` turns the wait into the Korean text.
 */
export async function enforceThrottle(
  db: Db,
  rules: ThrottleRule[],
  error: { code: string; message: (retryAfterSeconds: number) => string },
  now: Date = serviceNow(),
): Promise<void> {
  let wait = 0;
  for (const rule of rules) {
    const status = await throttleStatus(db, rule, now);
    if (status.retryAfterSeconds !== null) wait = Math.max(wait, status.retryAfterSeconds);
  }
  if (wait > 0) {
    throw new DomainError(429, error.code, error.message(wait), undefined, { retryAfterSeconds: wait });
  }
}

/**
 * Records one event for each key and forgets the key's events older than
 * `retainMs` (the longest window any rule reads for that key).
 */
export async function recordThrottleEvent(
  db: Db,
  keys: string[],
  retainMs: number,
  now: Date = serviceNow(),
): Promise<void> {
  if (keys.length === 0) return;
  const createdAt = now.toISOString();
  const before = new Date(now.getTime() - retainMs).toISOString();
  await db.deleteFrom('throttleEvents').where('key', 'in', keys).where('createdAt', '<=', before).execute();
  await db
    .insertInto('throttleEvents')
    .values(keys.map((key) => ({ key, createdAt })))
    .execute();
  // Keys that never come back (one-off addresses, typos) are swept now and then.
  if (Math.random() < SWEEP_PROBABILITY) await pruneThrottleEvents(db, SWEEP_AGE_MS, now);
}

const SWEEP_PROBABILITY = 0.01;
/** Longer than any window in use (the longest is one hour). */
const SWEEP_AGE_MS = 24 * 60 * 60_000;

/** Deletes every event older than `olderThanMs`, whatever its key. */
export async function pruneThrottleEvents(db: Db, olderThanMs: number, now: Date = serviceNow()): Promise<void> {
  await db
    .deleteFrom('throttleEvents')
    .where('createdAt', '<', new Date(now.getTime() - olderThanMs).toISOString())
    .execute();
}

/** Forgets every event of a key (a successful login clears the account's failures). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttleEvents').where('key', '=', key).execute();
}
