import { sql } from 'kysely';
import type { Db } from '../db';
import { DomainError } from '../errors';

/**
 * Sliding-window rate limits kept in the `throttle_events` table, so they
 * hold across instances: a rule allows at most `limit` events of a `key`
 * within `windowMs`. Generic: login failures (per account, per address) and
 * SMS sends (per phone, per address) use it.
 *
 * An attempt takes its slot before it runs (takeThrottleSlot): its event is
 * written first, then the events up to and including it are counted, so of
 * any number of simultaneous attempts exactly `limit` pass (a burst of 30
 * wrong passwords at once gets 5 tries, not 30).
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

/** The 429 a throttled attempt answers: the Korean text of the wait, and Retry-After. */
export interface ThrottleError {
  code: string;
  message: (retryAfterSeconds: number) => string;
}

/** A slot taken by takeThrottleSlot: give it back when the attempt should not count after all. */
export interface ThrottleSlot {
  release(): Promise<void>;
}

/**
 * Takes one slot of every rule for an attempt about to be made: writes one
 * event per key, then counts each rule's events in its window up to and
 * including this attempt's (by id, the order of arrival). When any rule is
 * past its limit the events are taken back and the attempt is refused with
 * 429 and Retry-After (the longest wait of the rules that block). Keys' events
 * older than `retainMs` (the longest window read for them) are forgotten.
 */
export async function takeThrottleSlot(
  db: Db,
  rules: ThrottleRule[],
  error: ThrottleError,
  retainMs: number,
  now: Date = serviceNow(),
): Promise<ThrottleSlot> {
  const keys = [...new Set(rules.map((rule) => rule.key))];
  const createdAt = now.toISOString();
  await db.deleteFrom('throttleEvents').where('key', 'in', keys).where('createdAt', '<=', new Date(now.getTime() - retainMs).toISOString()).execute();
  const ids = new Map<string, number>();
  for (const key of keys) {
    const row = await db.insertInto('throttleEvents').values({ key, createdAt }).returning('id').executeTakeFirstOrThrow();
    ids.set(key, row.id);
  }
  const slot: ThrottleSlot = {
    release: async () => {
      await db.deleteFrom('throttleEvents').where('id', 'in', [...ids.values()]).execute();
    },
  };
  let blocked = false;
  for (const rule of rules) {
    const row = await db
      .selectFrom('throttleEvents')
      .select(sql<number>`count(*)`.as('n'))
      .where('key', '=', rule.key)
      .where('createdAt', '>', new Date(now.getTime() - rule.windowMs).toISOString())
      .where('id', '<=', ids.get(rule.key)!)
      .executeTakeFirstOrThrow();
    if (Number(row.n) > rule.limit) blocked = true;
  }
  if (blocked) {
    await slot.release();
    let wait = 1;
    for (const rule of rules) wait = Math.max(wait, (await throttleStatus(db, rule, now)).retryAfterSeconds ?? 1);
    throw new DomainError(429, error.code, error.message(wait), undefined, { retryAfterSeconds: wait });
  }
  // Keys that never come back (one-off addresses, typos) are swept now and then.
  if (Math.random() < SWEEP_PROBABILITY) await pruneThrottleEvents(db, SWEEP_AGE_MS, now);
  return slot;
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
