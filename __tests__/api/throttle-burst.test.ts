/** @jest-environment node */
import { LOGIN_FREE_FAILURES_PER_PAIR } from '@/lib/server/auth/loginThrottle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { fromAddress, withApi } from '../helpers/api';

/**
 * Throttles under a burst (issue 10): attempts fired all at once get no more
 * tries than the limit, because each takes its slot before it runs
 * (lib/server/throttle.ts). A check-then-record throttle lets a burst
 * of 30 wrong passwords through as 30 tries.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 }, sms: true, clock: true, trustProxy: true });

test(`30 wrong passwords at once for one account from one address: exactly ${LOGIN_FREE_FAILURES_PER_PAIR} are tried, the rest 429; then even the right one waits there`, async () => {
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.retailer.email, password: 'wrong-password-1' } })),
  );
  const tried = answers.filter((answer) => answer.status === 401);
  const throttled = answers.filter((answer) => answer.status === 429);
  expect(tried).toHaveLength(LOGIN_FREE_FAILURES_PER_PAIR);
  expect(throttled).toHaveLength(30 - LOGIN_FREE_FAILURES_PER_PAIR);
  expect(throttled.every((answer) => Number(answer.headers.get('retry-after')) > 0 && answer.body.code === 'LOGIN_THROTTLED')).toBe(true);
  const right = await ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.retailer.email, password: DEMO_PASSWORD } });
  expect(right.status).toBe(429);
  // Nobody else is held back by that burst: the right password from another address gets in.
  const elsewhere = await ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.retailer.email, password: DEMO_PASSWORD }, headers: fromAddress('203.0.113.50') });
  expect(elsewhere.status).toBe(200);
});

test('right passwords at once are not held back by each other, and leave no failures behind', async () => {
  const answers = await Promise.all(
    Array.from({ length: LOGIN_FREE_FAILURES_PER_PAIR }, () => ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.brand.email, password: DEMO_PASSWORD } })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(LOGIN_FREE_FAILURES_PER_PAIR).fill(200));
  const wrong = await ctx.api('/users/login', { method: 'POST', body: { email: DEMO_ACCOUNTS.brand.email, password: 'wrong-password-1' } });
  expect(wrong.status).toBe(401);
});

test('10 code requests at once for one phone: one text goes out (1 a minute), the rest 429', async () => {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => ctx.api('/users/sms', { method: 'POST', body: { mobileNo: '01077778888', purpose: 'register' } })),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
  expect(ctx.sms.sent).toHaveLength(1);
});
