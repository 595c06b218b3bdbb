/** @jest-environment node */
import { hashPassword } from '@/lib/server/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { CURRENT_PASSWORD_LIMIT } from '@/lib/account/server/auth';
import { LOGIN_ACCOUNT_CEILING, LOGIN_FREE_FAILURES_PER_PAIR, LOGIN_LIMIT_PER_IP, LOGIN_MAX_DELAY_MS, loginDelayMs } from '@/lib/server/auth/loginThrottle';
import { pruneThrottleEvents, throttleStatus } from '@/lib/server/throttle';
import { fromAddress, withApi } from '../helpers/api';
import { accountMessages } from '@/lib/account/account.messages';

const ctx = withApi({ sms: true, clock: true, trustProxy: true });
const { api, sms, clock } = ctx;

const loginAs = (email: string, password: string, ip?: string) =>
  api('/users/login', { body: { email, password }, headers: ip ? fromAddress(ip) : {} });
async function tokenFor(email: string, password: string): Promise<string> {
  const res = await loginAs(email, password);
  expect(res.status).toBe(200);
  return res.body.token;
}

let seq = 0;
const hashes = new Map<string, Promise<string>>();
/** A retailer of this test alone (password changes must not disturb the demo accounts). */
async function makeUser(password = 'first-pass-1') {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const n = seq++;
  const email = `auth${n}@example.kr`;
  const mobileNo = `0108888${String(1000 + n).padStart(4, '0')}`;
  const at = new Date().toISOString();
  await ctx.db
    .insertInto('users')
    .values({
      email,
      passwordHash: await hashes.get(password)!,
      userType: 'retailer',
      userGroups: 'valid',
      businessName: `테스트 상점 ${n}`,
      registrationNo: '2208162517',
      mobileNo,
      referralCode: `AUTHTEST${n}`,
      referredBy: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return { email, password, mobileNo };
}

const invalidCredentials = { code: 'INVALID_CREDENTIALS', message: accountMessages.auth.invalidCredentials };

describe('POST /users/login', () => {
  test('로그인 상태 유지 (remember: true) opens a 30-day session; a non-boolean remember is a Korean 400', async () => {
    const res = await api('/users/login', { body: { email: DEMO_ACCOUNTS.retailer.email, password: DEMO_PASSWORD, remember: true } });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const bad = await api('/users/login', { body: { email: DEMO_ACCOUNTS.retailer.email, password: DEMO_PASSWORD, remember: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'remember', message: accountMessages.input.rememberInvalid });
  });

  test('e-mail (any case) + password opens a session: { token, expiresAt, user }', async () => {
    const res = await loginAs('  Retailer@Demo.KR ', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: expect.objectContaining({ email: DEMO_ACCOUNTS.retailer.email, userGroups: 'valid', userType: 'retailer' }),
    });
    // Without 로그인 상태 유지: a day.
    const left = Date.parse(res.body.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(86_400_000 - 60_000);
    expect(left).toBeLessThanOrEqual(86_400_000);
    const session = await ctx.db.selectFrom('sessions').select('tokenHash').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.tokenHash).not.toBe(res.body.token);
    expect((await api('/users', { token: res.body.token })).status).toBe(200);
  });

  test('a wrong password and an unknown e-mail get the same 401 and message', async () => {
    const wrong = await loginAs(DEMO_ACCOUNTS.retailer.email, 'not-the-password');
    const unknown = await loginAs('nobody@example.kr', DEMO_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(invalidCredentials);
    expect(unknown.body).toEqual(invalidCredentials);
  });

  test.each([
    ['email', { password: DEMO_PASSWORD }, accountMessages.input.emailRequired],
    ['email', { email: 'not-an-email', password: DEMO_PASSWORD }, accountMessages.input.emailInvalid],
    ['password', { email: DEMO_ACCOUNTS.retailer.email }, accountMessages.input.passwordRequired],
    ['password', { email: DEMO_ACCOUNTS.retailer.email, password: '' }, accountMessages.input.passwordRequired],
    ['password', { email: DEMO_ACCOUNTS.retailer.email, password: ['x'] }, accountMessages.input.passwordRequired],
  ])('missing or malformed %s is 400 naming it', async (field, body, message) => {
    const res = await api('/users/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', field, message });
  });

  test(`${LOGIN_FREE_FAILURES_PER_PAIR} failures from one address: that address waits, growing delays; the right password from another gets in at once`, async () => {
    const user = await makeUser();
    const thief = '203.0.113.66';
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) {
      expect((await loginAs(user.email, 'wrong-password', thief)).status).toBe(401);
      clock.advance(10_000);
    }
    // The owner, elsewhere, is never refused because someone else failed.
    expect((await loginAs(user.email, user.password, '198.51.100.1')).status).toBe(200);

    const waiting = await loginAs(user.email, user.password, thief);
    expect(waiting.status).toBe(429);
    expect(waiting.body.code).toBe('LOGIN_THROTTLED');
    // One minute after the latest failure (10 s ago).
    expect(waiting.headers.get('retry-after')).toBe('50');
    expect(waiting.body.message).toBe(accountMessages.auth.loginThrottled(1));

    // Each further failure doubles the wait, up to 15 minutes.
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      clock.advance(loginDelayMs(i));
      expect((await loginAs(user.email, 'wrong-password', thief)).status).toBe(401);
      waits.push(Number((await loginAs(user.email, 'wrong-password', thief)).headers.get('retry-after')));
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15].map((minutes) => minutes * 60));
    expect(loginDelayMs(20)).toBe(LOGIN_MAX_DELAY_MS);
  });

  test(`an account failing from many addresses (past ${LOGIN_ACCOUNT_CEILING} in 15 minutes) holds back only the addresses that failed on it`, async () => {
    const user = await makeUser();
    for (let i = 0; i < LOGIN_ACCOUNT_CEILING; i++) {
      expect((await loginAs(user.email, 'wrong-password', `203.0.113.${i + 1}`)).status).toBe(401);
    }
    // An address that failed on the account waits, even with the right password ...
    const failedBefore = await loginAs(user.email, user.password, '203.0.113.1');
    expect(failedBefore.status).toBe(429);
    expect(Number(failedBefore.headers.get('retry-after'))).toBeGreaterThan(0);
    // ... a fresh one with the right password gets in ...
    expect((await loginAs(user.email, user.password, '198.51.100.2')).status).toBe(200);
    // ... and a fresh one with a wrong password gets its one try, then waits too.
    expect((await loginAs(user.email, 'wrong-password', '198.51.100.3')).status).toBe(401);
    expect((await loginAs(user.email, 'wrong-password', '198.51.100.3')).status).toBe(429);
    // Once the failures leave the 15-minute window, the first address may try again.
    clock.advance(15 * 60_000);
    expect((await loginAs(user.email, user.password, '203.0.113.1')).status).toBe(200);
  });

  test("a successful login clears its address's failures on the account", async () => {
    const user = await makeUser();
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR - 1; i++) await loginAs(user.email, 'wrong-password');
    expect((await loginAs(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR - 1; i++) {
      expect((await loginAs(user.email, 'wrong-password')).status).toBe(401);
    }
  });

  test(`${LOGIN_LIMIT_PER_IP} failures per address in 15 minutes (any accounts) block that address only`, async () => {
    expect((await loginAs('nobody@example.kr', 'wrong-password')).status).toBe(401);
    const recorded = await ctx.db.selectFrom('throttleEvents').select('key').where('key', 'like', 'login:ip:%').execute();
    expect(recorded).toHaveLength(1);
    // The other failures as if made by earlier requests (30 scrypt runs would slow the suite).
    const at = new Date(clock.now - 60_000).toISOString();
    await ctx.db
      .insertInto('throttleEvents')
      .values(Array.from({ length: LOGIN_LIMIT_PER_IP - 1 }, () => ({ key: recorded[0].key, createdAt: at })))
      .execute();
    const blocked = await loginAs(DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60 - 60);
    expect((await loginAs(DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD, '198.51.100.4')).status).toBe(200);
  });

  test('throttle events are kept in the database (shared by every instance)', async () => {
    await loginAs('someone@example.kr', 'wrong-password');
    const keys = (await ctx.db.selectFrom('throttleEvents').select('key').execute()).map((row) => row.key).sort();
    expect(keys).toEqual(['login:account:someone@example.kr', expect.stringMatching(/^login:ip:/), expect.stringMatching(/^login:pair:someone@example\.kr\|/)]);
  });
});

describe('throttle helper', () => {
  test('counts a key inside its window only; pruning forgets old events of every key', async () => {
    const at = (msAgo: number) => new Date(clock.now - msAgo).toISOString();
    await ctx.db
      .insertInto('throttleEvents')
      .values([
        { key: 'test:a', createdAt: at(2 * 86_400_000) },
        { key: 'test:a', createdAt: at(30_000) },
        { key: 'test:a', createdAt: at(10_000) },
        { key: 'test:b', createdAt: at(2 * 86_400_000) },
      ])
      .execute();
    const rule = { key: 'test:a', limit: 2, windowMs: 60_000 };
    expect(await throttleStatus(ctx.db, rule)).toEqual({ count: 2, retryAfterSeconds: 30 });
    expect(await throttleStatus(ctx.db, { ...rule, limit: 3 })).toEqual({ count: 2, retryAfterSeconds: null });
    await pruneThrottleEvents(ctx.db, 86_400_000);
    const left = await ctx.db.selectFrom('throttleEvents').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['test:a', 'test:a']);
  });
});

describe('POST /users/logout', () => {
  test('revokes the session: the token is 401 afterwards, other sessions stay', async () => {
    const user = await makeUser();
    const token = await tokenFor(user.email, user.password);
    const other = await tokenFor(user.email, user.password);
    const res = await api('/users/logout', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const after = await api('/users', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    expect((await api('/users/logout', { method: 'POST', token })).status).toBe(401);
    expect((await api('/users', { token: other })).status).toBe(200);
  });

  test('needs a session; GET is 405', async () => {
    expect((await api('/users/logout', { method: 'POST', token: 'garbage' })).status).toBe(401);
    const get = await api('/users/logout');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('PUT /users/password', () => {
  const change = (token: string, body: unknown) => api('/users/password', { method: 'PUT', token, body });

  describe('codes of a refused change (one account, no change made)', () => {
    let user: Awaited<ReturnType<typeof makeUser>>;
    let token: string;
    beforeAll(async () => {
      user = await makeUser();
      token = await tokenFor(user.email, user.password);
    });

    test.each([
      [401, {}],
      [401, { futurePw: '', futureConfirmPw: '' }],
      [401, { futurePw: 'new-password-1' }],
      [401, { futurePw: null, futureConfirmPw: 'new-password-1' }],
      [403, { futurePw: 'new-password-1', futureConfirmPw: 'new-password-2' }],
      [403, { futurePw: 'short', futureConfirmPw: 'shorter' }],
      [402, { futurePw: 'short', futureConfirmPw: 'short' }],
      [402, { futurePw: 'x'.repeat(65), futureConfirmPw: 'x'.repeat(65) }],
      [402, { futurePw: 12345678, futureConfirmPw: 12345678 }],
      [402, { futurePw: ['a'], futureConfirmPw: ['a'] }],
      [401, 'text'],
      [401, 42],
      [401, [1, 2]],
    ])('HTTP 200 with code %p (case %#)', async (code, body) => {
      const res = await change(token, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code });
    });

    test('the password is unchanged and no session was revoked', async () => {
      expect((await api('/users', { token })).status).toBe(200);
      expect((await loginAs(user.email, user.password)).status).toBe(200);
    });
  });

  test('code 200: the new password works, the old one not; other sessions revoked, this one kept', async () => {
    const user = await makeUser();
    const current = await tokenFor(user.email, user.password);
    const other = await tokenFor(user.email, user.password);
    const res = await change(current, { currentPw: user.password, futurePw: 'brand-new-pass', futureConfirmPw: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200 });
    expect((await api('/users', { token: current })).status).toBe(200);
    expect((await api('/users', { token: other })).status).toBe(401);
    expect((await loginAs(user.email, user.password)).status).toBe(401);
    expect((await loginAs(user.email, 'brand-new-pass')).status).toBe(200);
  });

  describe('the current password (a stolen session token alone cannot take the account)', () => {
    const newPw = { futurePw: 'brand-new-pass', futureConfirmPw: 'brand-new-pass' };
    /** The account still has its password and both of its sessions. */
    async function expectUntouched(user: { email: string; password: string }, tokens: string[]) {
      for (const token of tokens) expect((await api('/users', { token })).status).toBe(200);
      expect((await loginAs(user.email, 'brand-new-pass')).status).toBe(401);
      expect((await loginAs(user.email, user.password)).status).toBe(200);
    }

    test.each([
      ['missing', {}],
      ['empty', { currentPw: '' }],
      ['not a string', { currentPw: ['first-pass-1'] }],
    ])('%s: HTTP 400 CURRENT_PASSWORD_REQUIRED in Korean, nothing changed, no session revoked', async (_case, extra) => {
      const user = await makeUser();
      const token = await tokenFor(user.email, user.password);
      const other = await tokenFor(user.email, user.password);
      const res = await change(token, { ...newPw, ...extra });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'CURRENT_PASSWORD_REQUIRED', message: accountMessages.password.currentRequired, field: 'currentPw' });
      await expectUntouched(user, [token, other]);
    });

    test('wrong: HTTP 400 CURRENT_PASSWORD_WRONG (never 401, never a 200 code), nothing changed', async () => {
      const user = await makeUser();
      const token = await tokenFor(user.email, user.password);
      const other = await tokenFor(user.email, user.password);
      const res = await change(token, { ...newPw, currentPw: 'not-the-password' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'CURRENT_PASSWORD_WRONG', message: accountMessages.password.currentWrong, field: 'currentPw' });
      await expectUntouched(user, [token, other]);
    });

    test(`${CURRENT_PASSWORD_LIMIT} wrong ones in 15 minutes: then 429 with Retry-After, even for the right one, until the window frees`, async () => {
      const user = await makeUser();
      const token = await tokenFor(user.email, user.password);
      // A burst: the slot is taken before the check, so no more than the limit are tried.
      const burst = await Promise.all(Array.from({ length: 8 }, () => change(token, { ...newPw, currentPw: 'guess-123' })));
      expect(burst.filter((res) => res.status === 400)).toHaveLength(CURRENT_PASSWORD_LIMIT);
      expect(burst.filter((res) => res.status === 429)).toHaveLength(8 - CURRENT_PASSWORD_LIMIT);
      clock.advance(60_000);
      const right = await change(token, { ...newPw, currentPw: user.password });
      expect(right.status).toBe(429);
      expect(right.headers.get('retry-after')).toBe(String(14 * 60));
      expect(right.body).toMatchObject({ code: 'PASSWORD_CHANGE_THROTTLED', message: accountMessages.password.changeThrottled(14 * 60) });
      // Another account is not held back.
      const other = await makeUser();
      const otherToken = await tokenFor(other.email, other.password);
      expect((await change(otherToken, { ...newPw, currentPw: other.password })).body).toEqual({ code: 200 });

      clock.advance(14 * 60_000);
      expect((await change(token, { ...newPw, currentPw: user.password })).body).toEqual({ code: 200 });
      expect((await loginAs(user.email, 'brand-new-pass')).status).toBe(200);
    });
  });

  test('needs a session (HTTP 401 here means logged out)', async () => {
    const res = await change('garbage', { futurePw: 'brand-new-pass', futureConfirmPw: 'brand-new-pass' });
    expect(res.status).toBe(401);
  });
});

describe('POST /users/password (reset with an SMS proof)', () => {
  async function resetProof(mobileNo: string) {
    expect((await api('/users/sms', { body: { mobileNo, purpose: 'reset' } })).status).toBe(200);
    const res = await api('/users/sms/verify', { body: { mobileNo, purpose: 'reset', code: sms.lastCodeFor(mobileNo) } });
    expect(res.status).toBe(200);
    return res.body.smsToken as string;
  }
  const reset = (body: Record<string, unknown>) => api('/users/password', { body });

  test('end to end: code, proof, new password; every session revoked; the proof is single use', async () => {
    const user = await makeUser();
    const session = await tokenFor(user.email, user.password);
    const smsToken = await resetProof(user.mobileNo);
    const body = {
      email: user.email.toUpperCase(),
      mobileNo: `${user.mobileNo.slice(0, 3)}-${user.mobileNo.slice(3, 7)}-${user.mobileNo.slice(7)}`,
      smsToken,
      futurePw: 'reset-pass-99',
      futureConfirmPw: 'reset-pass-99',
    };
    const res = await reset(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await api('/users', { token: session })).status).toBe(401);
    expect((await loginAs(user.email, user.password)).status).toBe(401);
    expect((await loginAs(user.email, 'reset-pass-99')).status).toBe(200);

    const again = await reset({ ...body, futurePw: 'another-pass', futureConfirmPw: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'SMS_PROOF_INVALID', message: accountMessages.sms.proofInvalid, field: 'smsToken' });
  });

  test('unknown e-mail or an e-mail of another phone: one 404, and the proof stays usable', async () => {
    const user = await makeUser();
    const smsToken = await resetProof(user.mobileNo);
    const base = { mobileNo: user.mobileNo, smsToken, futurePw: 'reset-pass-99', futureConfirmPw: 'reset-pass-99' };
    const expected = { code: 'ACCOUNT_NOT_FOUND', message: accountMessages.passwordReset.accountNotFound };
    const unknown = await reset({ ...base, email: 'nobody@example.kr' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(expected);
    const otherPhone = await reset({ ...base, email: DEMO_ACCOUNTS.retailer.email });
    expect(otherPhone.status).toBe(404);
    expect(otherPhone.body).toEqual(expected);
    expect((await reset({ ...base, email: user.email })).status).toBe(200);
  });

  test('a registration proof, a proof of another phone or a stale proof is refused', async () => {
    const user = await makeUser();
    const base = { email: user.email, mobileNo: user.mobileNo, futurePw: 'reset-pass-99', futureConfirmPw: 'reset-pass-99' };

    expect((await api('/users/sms', { body: { mobileNo: user.mobileNo, purpose: 'register' } })).status).toBe(200);
    const registerProof = await api('/users/sms/verify', {
      body: { mobileNo: user.mobileNo, purpose: 'register', code: sms.lastCodeFor(user.mobileNo) },
    });
    expect((await reset({ ...base, smsToken: registerProof.body.smsToken })).body.code).toBe('SMS_PROOF_INVALID');

    clock.advance(61_000); // the per-phone send limit
    const smsToken = await resetProof(user.mobileNo);
    expect((await reset({ ...base, mobileNo: DEMO_ACCOUNTS.pending.mobileNo, smsToken })).body.code).toBe('SMS_PROOF_INVALID');

    clock.advance(30 * 60_000 + 1_000);
    const stale = await reset({ ...base, smsToken });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('SMS_PROOF_INVALID');
  });

  test('a reset forgets the login failures of the account, from every address', async () => {
    const user = await makeUser();
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) await loginAs(user.email, 'wrong-password');
    for (let i = 0; i < LOGIN_ACCOUNT_CEILING; i++) await loginAs(user.email, 'wrong-password', `203.0.113.${100 + i}`);
    expect((await loginAs(user.email, user.password)).status).toBe(429);
    expect((await loginAs(user.email, user.password, '203.0.113.100')).status).toBe(429);
    const smsToken = await resetProof(user.mobileNo);
    await reset({ email: user.email, mobileNo: user.mobileNo, smsToken, futurePw: 'reset-pass-99', futureConfirmPw: 'reset-pass-99' });
    expect((await loginAs(user.email, 'reset-pass-99')).status).toBe(200);
    expect((await loginAs(user.email, 'reset-pass-99', '203.0.113.100')).status).toBe(200);
  });

  test.each([
    ['futureConfirmPw', { futureConfirmPw: 'different-pass' }, accountMessages.input.passwordConfirmMismatch],
    ['futurePw', { futurePw: 'short', futureConfirmPw: 'short' }, accountMessages.input.passwordLength],
    ['email', { email: 'nope' }, accountMessages.input.emailInvalid],
    ['mobileNo', { mobileNo: '1234' }, accountMessages.input.mobileNoInvalid],
    ['smsToken', { smsToken: '' }, accountMessages.input.smsTokenRequired],
  ])('invalid %s is 400 naming it', async (field, override, message) => {
    const res = await reset({
      email: 'someone@example.kr',
      mobileNo: '01012345678',
      smsToken: 'some-proof',
      futurePw: 'reset-pass-99',
      futureConfirmPw: 'reset-pass-99',
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION', field, message });
  });
});
