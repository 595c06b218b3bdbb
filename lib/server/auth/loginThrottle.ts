import type { ThrottleRule } from '@/lib/server/throttle';

const MINUTE = 60_000;

/**
 * Password sign-in throttling (docs/DECISIONS.md, Throttling), the same for a
 * member's login and an operator's: failures are counted per account and
 * address pair, per address and per account, and none of them ever refuses a
 * right password from an address that has not failed itself:
 * - pair: LOGIN_FREE_FAILURES_PER_PAIR in an hour, then each next attempt
 *   waits 1 minute after the latest failure, doubling per failure, at most 15;
 * - address: LOGIN_LIMIT_PER_IP failures on any accounts in 15 minutes block
 *   that address (spraying one password over many accounts);
 * - account: past LOGIN_ACCOUNT_CEILING failures in 15 minutes from all
 *   addresses, every address that has failed on the account waits; an address
 *   without a failure on it still gets its attempt.
 * Each sign-in has its own keys (`scope`): an operator's failures never hold
 * back a member of the same e-mail, nor the other way round.
 */
export const LOGIN_FREE_FAILURES_PER_PAIR = 5;
export const LOGIN_PAIR_WINDOW_MS = 60 * MINUTE;
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

/** The keys and rules of one sign-in: 'login' (members) or 'operator-login'. */
export function loginThrottle(scope: 'login' | 'operator-login') {
  const accountKey = (email: string) => `${scope}:account:${email}`;
  /** Every pair of an account starts with this (a reset forgets them all). */
  const pairPrefix = (email: string) => `${scope}:pair:${email}|`;
  const pairKey = (email: string, ip: string | null) => `${pairPrefix(email)}${ip ?? 'unknown'}`;
  const ipKey = (ip: string) => `${scope}:ip:${ip}`;
  function rules(email: string, ip: string | null): ThrottleRule[] {
    const pair = pairKey(email, ip);
    return [
      { key: pair, limit: LOGIN_FREE_FAILURES_PER_PAIR, windowMs: LOGIN_PAIR_WINDOW_MS, backoffMs: loginDelayMs },
      ...(ip ? [{ key: ipKey(ip), limit: LOGIN_LIMIT_PER_IP, windowMs: IP_WINDOW_MS }] : []),
      { key: accountKey(email), limit: LOGIN_ACCOUNT_CEILING, windowMs: ACCOUNT_WINDOW_MS, onlyAfter: { key: pair, windowMs: LOGIN_PAIR_WINDOW_MS } },
    ];
  }
  return { accountKey, pairPrefix, pairKey, rules };
}
