import { sql } from 'kysely';
import type { Db } from './db';
import { serviceNow } from './clock';
import { DomainError } from './errors';

/**
 * Sliding-window rate limits kept in the `throttle_events` table, so they
 * hold across instances: a rule allows at most `limit` events of a `key`
 * within `windowMs`, or past `limit` makes each next one wait a growing
 * delay (`backoffMs`), and may bind only attempts that already left an event
 * under another key (`onlyAfter`). Generic: login failures (per account and
 * address pair, per address, per account), password-change guesses, sign-ups,
 * SMS sends, uploads and applications use it.
 *
 * An attempt takes its slot before it runs (takeThrottleSlot): its event is
 * written first, then the events before it are judged, so of any number of
 * simultaneous attempts exactly `limit` pass (a burst of 30 wrong passwords
 * at once from one address gets 5 tries, not 30).
 */

export interface ThrottleRule {
  /** e.g. `login:pair:someone@x.kr|1.2.3.4`, `login:ip:1.2.3.4`, `sms:phone:01012345678`. */
  key: string;
  limit: number;
  windowMs: number;
  /**
   * Growing delays instead of a hard block: once `limit` events are in the
   * window, the next one waits `backoffMs(excess)` after the latest of them
   * (excess = events in the window - limit, from 0), e.g. 1, 2, 4 … minutes.
   */
  backoffMs?: (excess: number) => number;
  /**
   * The rule binds only an attempt whose `onlyAfter.key` already had an event
   * within `onlyAfter.windowMs` before it (the account-wide login ceiling
   * holds back only the addresses that have failed on the account).
   */
  onlyAfter?: { key: string; windowMs: number };
}

export interface ThrottleStatus {
  /** Events of the key inside the window. */
  count: number;
  /** Seconds until one more event is allowed; null when allowed now. */
  retryAfterSeconds: number | null;
}

/** The events of `key` inside `windowMs`, only those before the event `beforeId` when given (an attempt's own). */
function eventsOf(db: Db, key: string, windowMs: number, now: Date, beforeId: number | undefined) {
  let query = db
    .selectFrom('throttleEvents')
    .where('key', '=', key)
    .where('createdAt', '>', new Date(now.getTime() - windowMs).toISOString());
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query;
}

async function countOf(db: Db, key: string, windowMs: number, now: Date, beforeId: number | undefined): Promise<number> {
  const row = await eventsOf(db, key, windowMs, now, beforeId).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * A rule's verdict on one more event: over the events before `ownIds`' event
 * of each key (an attempt that has taken its slot), else over all of them.
 */
async function evaluate(db: Db, rule: ThrottleRule, now: Date, ownIds?: Map<string, number>): Promise<ThrottleStatus> {
  const own = (key: string) => ownIds?.get(key);
  const count = await countOf(db, rule.key, rule.windowMs, now, own(rule.key));
  if (count < rule.limit) return { count, retryAfterSeconds: null };
  if (rule.onlyAfter && (await countOf(db, rule.onlyAfter.key, rule.onlyAfter.windowMs, now, own(rule.onlyAfter.key))) === 0) {
    return { count, retryAfterSeconds: null };
  }
  if (rule.backoffMs) {
    const latest = await eventsOf(db, rule.key, rule.windowMs, now, own(rule.key))
      .select('createdAt')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const freeAt = Date.parse(latest.createdAt) + rule.backoffMs(count - rule.limit);
    return { count, retryAfterSeconds: freeAt > now.getTime() ? secondsUntil(freeAt, now) : null };
  }
  // Allowed again when the event that keeps the count at the limit leaves the window.
  const pivot = await eventsOf(db, rule.key, rule.windowMs, now, own(rule.key))
    .select('createdAt')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .offset(count - rule.limit)
    .limit(1)
    .executeTakeFirst();
  const freeAt = pivot ? Date.parse(pivot.createdAt) + rule.windowMs : now.getTime() + rule.windowMs;
  return { count, retryAfterSeconds: secondsUntil(freeAt, now) };
}

export async function throttleStatus(db: Db, rule: ThrottleRule, now: Date = serviceNow()): Promise<ThrottleStatus> {
  return evaluate(db, rule, now);
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
 * event per key, then judges each rule on its events in its window before
 * this attempt's (by id, the order of arrival). When any rule blocks, the
 * events are taken back and the attempt is refused with 429 and Retry-After
 * (the longest wait of the rules that block). Keys' events older than
 * `retainMs` (the longest window read for them) are forgotten.
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
  // Each rule judges the events before this attempt's own (by id, the order of arrival).
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, (await evaluate(db, rule, now, ids)).retryAfterSeconds ?? 0);
  if (wait > 0) {
    await slot.release();
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

/** Forgets every event of a key (a successful login clears its account and address pair's failures). */
export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttleEvents').where('key', '=', key).execute();
}

/** Forgets every event of the keys starting with `prefix` (a password reset: the account's pairs with every address). */
export async function clearThrottlePrefix(db: Db, prefix: string): Promise<void> {
  // substr, not LIKE: an e-mail may hold LIKE's wildcards (`_`).
  await db.deleteFrom('throttleEvents').where(sql`substr(${sql.ref('key')}, 1, ${sql.lit(prefix.length)})`, '=', prefix).execute();
}
