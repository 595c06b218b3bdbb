/** @jest-environment node */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { REGISTER_LIMIT_PER_IP } from '@/lib/account/server/users';
import { fromAddress, withApi } from '../helpers/api';
import { accountMessages } from '@/lib/account/account.messages';
import { apiMessages } from '@/lib/messages/api';

const ctx = withApi({ sms: true, clock: true, trustProxy: true });
const { api, sms, clock } = ctx;

const login = async (email: string, password = DEMO_PASSWORD) => {
  const res = await api('/users/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

let seq = 0;
const newPhone = () => `0107777${String(1000 + seq++).padStart(4, '0')}`;

/** Sends and verifies a code for the phone: the proof registration needs. */
async function proofFor(mobileNo: string, purpose: 'register' | 'reset' = 'register'): Promise<string> {
  expect((await api('/users/sms', { body: { mobileNo, purpose } })).status).toBe(200);
  const res = await api('/users/sms/verify', { body: { mobileNo, purpose, code: sms.lastCodeFor(mobileNo) } });
  expect(res.status).toBe(200);
  return res.body.smsToken;
}

async function registration(overrides: Record<string, unknown> = {}) {
  const mobileNo = (overrides.mobileNo as string | undefined) ?? newPhone();
  return {
    email: `shop${seq++}@example.kr`,
    password: 'secret123',
    businessName: '새봄 잡화',
    registrationNo: '220-81-62517',
    mobileNo,
    smsToken: await proofFor(mobileNo.replace(/-/g, '')),
    ...overrides,
  };
}

describe('GET /users', () => {
  test.each(Object.entries(DEMO_ACCOUNTS))('answers the six fields for the demo %s account', async (_key, account) => {
    const token = await login(account.email);
    const res = await api('/users', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      registrationNo: account.registrationNo,
      businessName: account.businessName,
      mobileNo: account.mobileNo,
      email: account.email,
      userGroups: account.userGroups,
      userType: account.userType,
      referralCode: expect.any(String),
      brand: account.userType === 'brand' ? { id: expect.any(Number), name: expect.any(String) } : null,
    });
  });

  test("names the brand a brand user owns, the same one the brand's row points to", async () => {
    const token = await login(DEMO_ACCOUNTS.brand.email);
    const res = await api('/users', { token });
    const owned = await ctx.db
      .selectFrom('brands')
      .innerJoin('users', 'users.id', 'brands.ownerUserId')
      .select(['brands.id', 'brands.name'])
      .where('users.email', '=', DEMO_ACCOUNTS.brand.email)
      .executeTakeFirstOrThrow();
    expect(res.body.brand).toEqual({ id: owned.id, name: owned.name });
    const loggedIn = await api('/users/login', { body: { email: DEMO_ACCOUNTS.brand.email, password: DEMO_PASSWORD } });
    expect(loggedIn.body.user.brand).toEqual({ id: owned.id, name: owned.name });
  });

  test('needs a session: none, garbage and unknown tokens are 401', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(500)]) {
      const res = await api('/users', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHORIZED', message: apiMessages.unauthorized });
    }
  });

  test('the token cookie works too (server-side rendering)', async () => {
    const token = await login(DEMO_ACCOUNTS.retailer.email);
    const res = await api('/users', { headers: { cookie: `other=1; token=${encodeURIComponent(token)}` } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(DEMO_ACCOUNTS.retailer.email);
  });
});

describe('GET /brands/user-type', () => {
  test.each([
    ['retailer', DEMO_ACCOUNTS.retailer.email],
    ['retailer', DEMO_ACCOUNTS.pending.email],
    ['brand', DEMO_ACCOUNTS.brand.email],
  ])('answers %s for %s', async (userType, email) => {
    const res = await api('/brands/user-type', { token: await login(email) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userType });
  });

  test('needs a session', async () => {
    expect((await api('/brands/user-type')).status).toBe(401);
  });
});

describe('POST /users/register', () => {
  test('creates an inValid retailer, stores digits only and logs in at once (201)', async () => {
    const body = await registration({ mobileNo: '010-7777-0001', email: ' New.Shop@Example.KR ' });
    const res = await api('/users/register', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(String),
      user: {
        id: expect.any(Number),
        email: 'new.shop@example.kr',
        registrationNo: '2208162517',
        mobileNo: '01077770001',
        businessName: '새봄 잡화',
        userType: 'retailer',
        userGroups: 'inValid',
        referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
        brand: null,
      },
    });
    const me = await api('/users', { token: res.body.token });
    expect(me.body).toEqual(res.body.user);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', res.body.user.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.referredBy).toBeNull();
    // The new account logs in with its password.
    await login('new.shop@example.kr', 'secret123');
  });

  test('a referral code (any case) links the referrer; an unknown one is 400 and keeps the proof', async () => {
    const referrer = await ctx.db.selectFrom('users').select(['id', 'referralCode']).where('email', '=', DEMO_ACCOUNTS.retailer.email).executeTakeFirstOrThrow();
    const body = await registration({ referralCode: 'NOSUCHCODE' });
    const unknown = await api('/users/register', { body });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: 'REFERRAL_NOT_FOUND', message: accountMessages.register.referralNotFound, field: 'referralCode' });

    const res = await api('/users/register', { body: { ...body, referralCode: referrer.referralCode.toLowerCase() } });
    expect(res.status).toBe(201);
    const row = await ctx.db.selectFrom('users').select('referredBy').where('id', '=', res.body.user.id).executeTakeFirstOrThrow();
    expect(row.referredBy).toBe(referrer.id);
  });

  test('a taken e-mail (any case) is 409 EMAIL_TAKEN and keeps the proof', async () => {
    const body = await registration({ email: 'Retailer@Demo.kr' });
    const res = await api('/users/register', { body });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: accountMessages.register.emailTaken, field: 'email' });
    expect((await api('/users/register', { body: { ...body, email: 'other-one@example.kr' } })).status).toBe(201);
  });

  test('the proof is checked first: a made-up or another phone\'s proof never learns that an e-mail is taken', async () => {
    const taken = { email: DEMO_ACCOUNTS.retailer.email };
    const proofInvalid = { code: 'SMS_PROOF_INVALID', message: accountMessages.sms.proofInvalid, field: 'smsToken' };
    const madeUp = await api('/users/register', { body: await registration({ ...taken, smsToken: 'made-up-proof-token' }) });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).toEqual(proofInvalid);
    // A real proof, but of another phone than the one sent.
    const foreign = await registration(taken);
    const other = await api('/users/register', { body: { ...foreign, mobileNo: newPhone() } });
    expect(other.status).toBe(400);
    expect(other.body).toEqual(proofInvalid);
    // Nor which referral codes exist.
    const referral = await api('/users/register', { body: await registration({ smsToken: 'made-up-proof-token', referralCode: 'NOSUCHCODE' }) });
    expect(referral.body).toEqual(proofInvalid);
  });

  test(`${REGISTER_LIMIT_PER_IP} attempts per address in an hour, then a Korean 429 with Retry-After for that address only`, async () => {
    const attempt = async (ip: string) =>
      api('/users/register', { body: await registration({ smsToken: 'made-up-proof-token' }), headers: fromAddress(ip) });
    for (let i = 0; i < REGISTER_LIMIT_PER_IP; i++) {
      expect((await attempt('203.0.113.7')).body.code).toBe('SMS_PROOF_INVALID');
      clock.advance(60_000);
    }
    const refused = await attempt('203.0.113.7');
    expect(refused.status).toBe(429);
    // The first attempt (10 minutes ago) leaves the hour in 50 minutes.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(refused.body).toMatchObject({ code: 'REGISTER_THROTTLED', message: accountMessages.register.throttled(50 * 60) });
    // A real sign-up from there waits too; from another address it goes through.
    const body = await registration();
    expect((await api('/users/register', { body, headers: fromAddress('203.0.113.7') })).status).toBe(429);
    expect((await api('/users/register', { body, headers: fromAddress('198.51.100.20') })).status).toBe(201);
    clock.advance(50 * 60_000);
    expect((await attempt('203.0.113.7')).body.code).toBe('SMS_PROOF_INVALID');
  });

  test('the SMS proof is single use', async () => {
    const body = await registration();
    expect((await api('/users/register', { body })).status).toBe(201);
    const again = await api('/users/register', { body: { ...body, email: 'second@example.kr' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'SMS_PROOF_INVALID', message: accountMessages.sms.proofInvalid, field: 'smsToken' });
  });

  test('the proof must be for this phone, for registration, and fresh (30 minutes)', async () => {
    const body = await registration();
    const otherPhone = await api('/users/register', { body: { ...body, mobileNo: newPhone() } });
    expect(otherPhone.body.code).toBe('SMS_PROOF_INVALID');

    const resetPhone = DEMO_ACCOUNTS.pending.mobileNo;
    const resetProof = await proofFor(resetPhone, 'reset');
    const wrongPurpose = await api('/users/register', { body: { ...body, mobileNo: resetPhone, smsToken: resetProof } });
    expect(wrongPurpose.body.code).toBe('SMS_PROOF_INVALID');

    const made = await api('/users/register', { body: { ...body, smsToken: 'made-up-proof-token' } });
    expect(made.body.code).toBe('SMS_PROOF_INVALID');

    clock.advance(30 * 60_000 + 1_000);
    const stale = await api('/users/register', { body });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('SMS_PROOF_INVALID');
  });

  test('a bad check digit in the registration number is 400 with its own message', async () => {
    const res = await api('/users/register', { body: await registration({ registrationNo: '220-81-62518' }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION',
      field: 'registrationNo',
      message: accountMessages.input.registrationNoChecksum,
    });
  });

  describe('each invalid field is 400 naming it in Korean', () => {
    const m = accountMessages.input;
    const valid = {
      email: 'valid@example.kr',
      password: 'secret123',
      businessName: '상점',
      registrationNo: '2208162517',
      mobileNo: '01077779999',
      smsToken: 'some-proof',
    };
    test.each([
      ['email', undefined, m.emailRequired],
      ['email', '', m.emailRequired],
      ['email', 'not-an-email', m.emailInvalid],
      ['email', 42, m.emailRequired],
      ['password', undefined, m.passwordRequired],
      ['password', 'short', m.passwordLength],
      ['password', 'x'.repeat(65), m.passwordLength],
      ['businessName', '   ', m.businessNameRequired],
      ['businessName', '가'.repeat(101), m.businessNameTooLong],
      ['registrationNo', '12345', m.registrationNoFormat],
      ['registrationNo', undefined, m.registrationNoFormat],
      ['mobileNo', '02-123-4567', m.mobileNoInvalid],
      ['mobileNo', '010-1234', m.mobileNoInvalid],
      ['smsToken', undefined, m.smsTokenRequired],
      ['smsToken', '', m.smsTokenRequired],
      ['referralCode', 'bad code!', m.referralCodeInvalid],
    ])('%s = %p', async (field, value, message) => {
      const body: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      const res = await api('/users/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'VALIDATION', field, message });
    });
  });

  test('nothing is written on a rejected sign-up', async () => {
    const before = await ctx.db.selectFrom('users').select('id').execute();
    await api('/users/register', { body: { email: 'x@example.kr' } });
    await api('/users/register', { body: await registration({ registrationNo: '1234567890' }) });
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });
});
