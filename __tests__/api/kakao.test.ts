/** @jest-environment node */
import { hashPassword } from '@/lib/server/auth/password';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { KAKAO_STATE_TTL_MS, KAKAO_TICKET_TTL_MS } from '@/lib/account/server/kakao';
import { accountMessages } from '@/lib/account/account.messages';
import { withApi } from '../helpers/api';
import { startKakaoStandIn, type KakaoStandIn, type KakaoStandInProfile } from '../helpers/kakaoStandIn';

/**
 * Kakao login against a local stand-in of Kakao's token and profile
 * endpoints (../helpers/kakaoStandIn.ts): GET /users/kakao,
 * GET /users/kakao/callback, POST /users/kakao/register.
 */

const ctx = withApi({ sms: true, clock: true });
const { api, sms, clock } = ctx;
const text = accountMessages.kakao;

let kakao: KakaoStandIn;
const originalEnv = process.env;

function configure(extra: Record<string, string> = {}) {
  process.env = {
    ...originalEnv,
    KAKAO_REST_API_KEY: kakao.clientId,
    KAKAO_AUTH_BASE_URL: kakao.url,
    KAKAO_API_BASE_URL: `${kakao.url}/`,
    ...extra,
  };
}

beforeAll(async () => {
  kakao = await startKakaoStandIn();
  // The callback logs each refusal for the operator; not wanted in the test output.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  process.env = originalEnv;
  await kakao.close();
});
beforeEach(() => {
  configure();
  kakao.failToken = null;
  kakao.failProfile = null;
  kakao.tokenRequests.length = 0;
});

interface Answer {
  status: number;
  location: string | null;
  cookies: string[];
  body: string;
}

/** A GET of our API without following redirects, with the Cookie header given. */
async function get(pathAndQuery: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${ctx.server.url}/api/v1${pathAndQuery}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

/** name=value of a Set-Cookie for `name`, or null. */
function cookieOf(answer: Answer, name: string): { value: string; attributes: string } | null {
  const line = answer.cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split('; ');
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes: attributes.join('; ') };
}

/** Starts a login: the state (from the authorize URL) and this browser's state cookie. */
async function start(returnUrl?: string) {
  const answer = await get(`/users/kakao${returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`}`);
  expect(answer.status).toBe(302);
  const authorize = new URL(answer.location!);
  const state = authorize.searchParams.get('state')!;
  const cookie = cookieOf(answer, 'kakao_state');
  expect(cookie?.value).toBe(state);
  return { answer, authorize, state, cookie: `kakao_state=${encodeURIComponent(state)}` };
}

async function callback(params: Record<string, string>, cookie?: string) {
  return get(`/users/kakao/callback?${new URLSearchParams(params)}`, cookie);
}

/** A whole login for this Kakao profile: start, consent (a code of the stand-in), callback. */
async function loginWith(profile: KakaoStandInProfile, returnUrl?: string) {
  const started = await start(returnUrl);
  const answer = await callback({ code: kakao.issueCode(profile), state: started.state }, started.cookie);
  return answer;
}

const errorUrl = (code: string) => `/register/login?kakaoError=${code}`;

let seq = 0;
let kakaoIds = 10_000;
const nextKakaoId = () => kakaoIds++;
let passwordHash: Promise<string> | null = null;

/** An account of this test alone. */
async function makeUser(userType: 'retailer' | 'brand' = 'retailer') {
  passwordHash ??= hashPassword('secret-pass-1');
  const n = seq++;
  const email = `kakao${n}@example.kr`;
  const at = new Date().toISOString();
  const row = await ctx.db
    .insertInto('users')
    .values({
      email,
      passwordHash: await passwordHash,
      userType,
      userGroups: 'valid',
      businessName: `카카오 테스트 ${n}`,
      registrationNo: '2208162517',
      mobileNo: `0106666${String(1000 + n).padStart(4, '0')}`,
      referralCode: `KAKAOT${n}`,
      referredBy: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

const kakaoIdOf = async (userId: number) =>
  (await ctx.db.selectFrom('users').select('kakaoId').where('id', '=', userId).executeTakeFirstOrThrow()).kakaoId;

/** The session the `token` cookie of an answer opens (GET /users). */
async function sessionUser(answer: Answer) {
  const token = cookieOf(answer, 'token');
  expect(token).not.toBeNull();
  const me = await api('/users', { token: token!.value });
  expect(me.status).toBe(200);
  return me.body as { id: number; email: string };
}

describe('GET /users/kakao', () => {
  test('302 to the authorize endpoint with client_id, redirect_uri, response_type=code and a state bound to an HttpOnly cookie', async () => {
    const { answer, authorize, state } = await start();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kakao.url}/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(kakao.clientId);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ctx.server.url}/api/v1/users/kakao/callback`);
    expect(state).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = cookieOf(answer, 'kakao_state')!;
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.attributes).toContain('SameSite=Lax');
    expect(cookie.attributes).toContain('Path=/api/v1/users/kakao');
    expect(cookie.attributes).toContain(`Max-Age=${KAKAO_STATE_TTL_MS / 1000}`);
    // Only the state's hash is stored.
    const rows = await ctx.db.selectFrom('kakaoLoginStates').select('stateHash').execute();
    expect(rows.map((row) => row.stateHash)).not.toContain(state);
  });

  test('each start has its own state', async () => {
    const [a, b] = [await start(), await start()];
    expect(a.state).not.toBe(b.state);
  });

  test('KAKAO_REDIRECT_URI replaces the default callback URL (authorize and token alike)', async () => {
    configure({ KAKAO_REDIRECT_URI: 'https://www.example.kr/api/v1/users/kakao/callback' });
    const started = await start();
    expect(started.authorize.searchParams.get('redirect_uri')).toBe('https://www.example.kr/api/v1/users/kakao/callback');
    await callback({ code: kakao.issueCode({ id: nextKakaoId() }), state: started.state }, started.cookie);
    expect(kakao.tokenRequests[0].get('redirect_uri')).toBe('https://www.example.kr/api/v1/users/kakao/callback');
  });

  test('unconfigured: 404 with a Korean message, and the callback and the sign-up are 404 too', async () => {
    process.env = { ...originalEnv, KAKAO_REST_API_KEY: '' };
    for (const path of ['/users/kakao', '/users/kakao/callback?code=x&state=y']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ code: 'KAKAO_NOT_CONFIGURED', message: text.notConfigured });
    }
    const register = await api('/users/kakao/register', { body: { kakaoTicket: 'x' } });
    expect(register.status).toBe(404);
    expect(register.body.code).toBe('KAKAO_NOT_CONFIGURED');
  });

  test.each([
    ['https://evil.example/steal'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
  ])('open-redirect attempt %s falls back to "/" after login', async (returnUrl) => {
    const user = await makeUser();
    const id = nextKakaoId();
    await ctx.db.updateTable('users').set({ kakaoId: String(id) }).where('id', '=', user.id).execute();
    const answer = await loginWith({ id }, returnUrl);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/');
  });
});

describe('GET /users/kakao/callback: refusals', () => {
  test('no state, no cookie, another browser’s cookie, or a made-up state: to the login page with kakaoError=state', async () => {
    const a = await start();
    const b = await start();
    const code = () => kakao.issueCode({ id: nextKakaoId() });
    const answers = [
      await callback({ code: code() }, a.cookie),
      await callback({ code: code(), state: a.state }),
      await callback({ code: code(), state: a.state }, b.cookie),
      await callback({ code: code(), state: 'made-up' }, 'kakao_state=made-up'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(errorUrl('state'));
      expect(cookieOf(answer, 'token')).toBeNull();
      // The state cookie is cleared either way.
      expect(cookieOf(answer, 'kakao_state')?.attributes).toContain('Max-Age=0');
    }
    expect(kakao.tokenRequests).toHaveLength(0);
  });

  test('a state is used once', async () => {
    const user = await makeUser();
    const id = nextKakaoId();
    await ctx.db.updateTable('users').set({ kakaoId: String(id) }).where('id', '=', user.id).execute();
    const started = await start();
    const first = await callback({ code: kakao.issueCode({ id }), state: started.state }, started.cookie);
    expect(first.location).toBe('/');
    const again = await callback({ code: kakao.issueCode({ id }), state: started.state }, started.cookie);
    expect(again.location).toBe(errorUrl('state'));
    expect(cookieOf(again, 'token')).toBeNull();
  });

  test('a state expires after 10 minutes', async () => {
    const started = await start();
    clock.advance(KAKAO_STATE_TTL_MS + 1000);
    const answer = await callback({ code: kakao.issueCode({ id: nextKakaoId() }), state: started.state }, started.cookie);
    expect(answer.location).toBe(errorUrl('state'));
    expect(kakao.tokenRequests).toHaveLength(0);
  });

  test('the visitor declined at Kakao (error=access_denied): kakaoError=denied, and the state is spent', async () => {
    const started = await start();
    const answer = await callback({ error: 'access_denied', error_description: 'User denied access', state: started.state }, started.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(errorUrl('denied'));
    const retry = await callback({ code: kakao.issueCode({ id: nextKakaoId() }), state: started.state }, started.cookie);
    expect(retry.location).toBe(errorUrl('state'));
  });

  test('the token endpoint refuses the code: kakaoError=token, no session', async () => {
    const started = await start();
    const answer = await callback({ code: 'not-issued-by-kakao', state: started.state }, started.cookie);
    expect(answer.location).toBe(errorUrl('token'));
    expect(cookieOf(answer, 'token')).toBeNull();
    expect(kakao.tokenRequests).toHaveLength(1);
  });

  test('a wrong client secret is refused by Kakao: kakaoError=token', async () => {
    kakao.clientSecret = 'the-real-secret';
    try {
      configure({ KAKAO_CLIENT_SECRET: 'a-wrong-secret' });
      const started = await start();
      const answer = await callback({ code: kakao.issueCode({ id: nextKakaoId() }), state: started.state }, started.cookie);
      expect(answer.location).toBe(errorUrl('token'));
      expect(kakao.tokenRequests[0].get('client_secret')).toBe('a-wrong-secret');
    } finally {
      kakao.clientSecret = null;
    }
  });

  test('Kakao down (5xx) or unreachable: kakaoError=unavailable, never a 500', async () => {
    kakao.failToken = 503;
    const started = await start();
    const down = await callback({ code: kakao.issueCode({ id: nextKakaoId() }), state: started.state }, started.cookie);
    expect(down.status).toBe(302);
    expect(down.location).toBe(errorUrl('unavailable'));

    configure({ KAKAO_AUTH_BASE_URL: 'http://127.0.0.1:9' });
    const unreachable = await start();
    const answer = await callback({ code: 'x', state: unreachable.state }, unreachable.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(errorUrl('unavailable'));
  });

  test('the profile endpoint refuses the token: kakaoError=profile', async () => {
    kakao.failProfile = 401;
    const answer = await loginWith({ id: nextKakaoId() });
    expect(answer.location).toBe(errorUrl('profile'));
  });

  test('the token request is form-encoded with grant_type, client_id, redirect_uri and the code', async () => {
    const started = await start();
    const code = kakao.issueCode({ id: nextKakaoId() });
    await callback({ code, state: started.state }, started.cookie);
    const form = kakao.tokenRequests[0];
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      client_id: kakao.clientId,
      redirect_uri: `${ctx.server.url}/api/v1/users/kakao/callback`,
      code,
    });
  });
});

describe('GET /users/kakao/callback: accounts', () => {
  test('the verified e-mail of an existing account links it and logs in (token cookie, 302 to the returnUrl)', async () => {
    const user = await makeUser();
    const id = nextKakaoId();
    const answer = await loginWith({ id, email: user.email.toUpperCase() }, '/product-details/1?tab=info');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/product-details/1?tab=info');
    const token = cookieOf(answer, 'token')!;
    expect(token.attributes).toContain('Path=/');
    expect(token.attributes).toContain('SameSite=Lax');
    expect((await sessionUser(answer)).id).toBe(user.id);
    expect(await kakaoIdOf(user.id)).toBe(String(id));
  });

  test('the second login finds the account by its Kakao id, whatever e-mail Kakao shows now', async () => {
    const user = await makeUser();
    const id = nextKakaoId();
    await loginWith({ id, email: user.email });
    const second = await loginWith({ id, email: null });
    expect(second.location).toBe('/');
    expect((await sessionUser(second)).id).toBe(user.id);
    const changed = await loginWith({ id, email: 'someone-else@example.kr' });
    expect((await sessionUser(changed)).id).toBe(user.id);
  });

  test('a brand user links the same way', async () => {
    const id = nextKakaoId();
    const answer = await loginWith({ id, email: DEMO_ACCOUNTS.brand.email });
    const me = await sessionUser(answer);
    expect(me.email).toBe(DEMO_ACCOUNTS.brand.email);
    expect(await kakaoIdOf(me.id)).toBe(String(id));
  });

  test.each([
    ['no e-mail shared', { email: null }],
    ['an unverified e-mail', { isEmailVerified: false }],
    ['an e-mail Kakao no longer holds valid', { isEmailValid: false }],
  ])('%s of an existing account never links it: a sign-up ticket instead', async (_label, profile) => {
    const user = await makeUser();
    const answer = await loginWith({ id: nextKakaoId(), email: user.email, ...profile });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/register\/register\?kakao=[A-Za-z0-9_-]{40,}$/);
    expect(cookieOf(answer, 'token')).toBeNull();
    expect(await kakaoIdOf(user.id)).toBeNull();
    const ticket = cookieOf(answer, 'kakao_ticket')!;
    expect(ticket.value).toBe(new URL(answer.location!, 'http://x').searchParams.get('kakao'));
    expect(ticket.attributes).toContain('HttpOnly');
    expect(ticket.attributes).toContain(`Max-Age=${KAKAO_TICKET_TTL_MS / 1000}`);
    const row = await ctx.db.selectFrom('kakaoSignupTickets').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.ticketHash).not.toBe(ticket.value);
    expect(row.emailVerified).toBe(0);
  });

  test('an account already linked to another Kakao id is not taken over: kakaoError=linkedOther', async () => {
    const user = await makeUser();
    await loginWith({ id: nextKakaoId(), email: user.email });
    const other = await loginWith({ id: nextKakaoId(), email: user.email });
    expect(other.location).toBe(errorUrl('linkedOther'));
    expect(cookieOf(other, 'token')).toBeNull();
  });

  test('a verified e-mail of no account: a ticket that remembers it as verified', async () => {
    const answer = await loginWith({ id: nextKakaoId(), email: 'New.Shop@Example.kr' });
    expect(answer.location).toMatch(/^\/register\/register\?kakao=/);
    const row = await ctx.db.selectFrom('kakaoSignupTickets').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'new.shop@example.kr', emailVerified: 1, usedAt: null });
  });
});

describe('POST /users/kakao/register', () => {
  let phones = 0;
  async function proof(mobileNo: string) {
    expect((await api('/users/sms', { body: { mobileNo, purpose: 'register' } })).status).toBe(200);
    const res = await api('/users/sms/verify', { body: { mobileNo, purpose: 'register', code: sms.lastCodeFor(mobileNo) } });
    expect(res.status).toBe(200);
    return res.body.smsToken as string;
  }
  async function signupFor(profile: KakaoStandInProfile) {
    const answer = await loginWith(profile);
    const ticket = cookieOf(answer, 'kakao_ticket')!.value;
    return { ticket, cookie: `kakao_ticket=${ticket}` };
  }
  async function body(email: string, kakaoTicket: string) {
    const mobileNo = `0105555${String(1000 + phones++).padStart(4, '0')}`;
    return {
      email,
      password: 'secret123',
      businessName: '카카오 잡화',
      registrationNo: '220-81-62517',
      mobileNo,
      smsToken: await proof(mobileNo),
      kakaoTicket,
    };
  }
  const register = (payload: object, cookie?: string) =>
    api('/users/kakao/register', { body: payload, headers: cookie ? { cookie } : {} });

  test('registration with a ticket creates the retailer linked to the Kakao id; the next Kakao login opens it', async () => {
    const id = nextKakaoId();
    const { ticket, cookie } = await signupFor({ id, email: 'linked.shop@example.kr' });
    const res = await register(await body('linked.shop@example.kr', ticket), cookie);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: 'linked.shop@example.kr', userType: 'retailer', userGroups: 'inValid' });
    expect(await kakaoIdOf(res.body.user.id)).toBe(String(id));
    expect(res.headers.get('set-cookie')).toContain('kakao_ticket=;');
    const next = await loginWith({ id, email: 'linked.shop@example.kr' });
    expect((await sessionUser(next)).id).toBe(res.body.user.id);
  });

  test('a verified Kakao e-mail is the only one allowed; an unverified ticket takes any e-mail', async () => {
    const verified = await signupFor({ id: nextKakaoId(), email: 'verified.one@example.kr' });
    const refused = await register(await body('another@example.kr', verified.ticket), verified.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'KAKAO_EMAIL_MISMATCH', message: text.register.emailMismatch, field: 'email' });

    const unverified = await signupFor({ id: nextKakaoId(), email: 'unverified@example.kr', isEmailVerified: false });
    const res = await register(await body('chosen.address@example.kr', unverified.ticket), unverified.cookie);
    expect(res.status).toBe(201);
  });

  test('a ticket is used once', async () => {
    const { ticket, cookie } = await signupFor({ id: nextKakaoId() });
    expect((await register(await body('once.a@example.kr', ticket), cookie)).status).toBe(201);
    const again = await register(await body('once.b@example.kr', ticket), cookie);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'KAKAO_TICKET_INVALID', message: text.register.ticketInvalid, field: 'kakaoTicket' });
  });

  test('a ticket expires after 30 minutes', async () => {
    const { ticket, cookie } = await signupFor({ id: nextKakaoId() });
    const payload = await body('late@example.kr', ticket);
    clock.advance(KAKAO_TICKET_TTL_MS + 1000);
    const res = await register(payload, cookie);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('KAKAO_TICKET_INVALID');
  });

  test('a ticket without this browser’s cookie, or a made-up one, is refused and creates no account', async () => {
    const { ticket } = await signupFor({ id: nextKakaoId() });
    const noCookie = await register(await body('nocookie@example.kr', ticket));
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.code).toBe('KAKAO_TICKET_INVALID');
    const madeUp = await register(await body('madeup@example.kr', 'made-up'), 'kakao_ticket=made-up');
    expect(madeUp.body.code).toBe('KAKAO_TICKET_INVALID');
    const created = await ctx.db.selectFrom('users').select('id').where('email', 'in', ['nocookie@example.kr', 'madeup@example.kr']).execute();
    expect(created).toEqual([]);
  });

  test('a refused sign-up (taken e-mail) leaves the ticket usable', async () => {
    const user = await makeUser();
    const { ticket, cookie } = await signupFor({ id: nextKakaoId(), email: user.email, isEmailVerified: false });
    const taken = await register(await body(user.email, ticket), cookie);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect((await register(await body('fresh.choice@example.kr', ticket), cookie)).status).toBe(201);
  });

  test('the Kakao id linked meanwhile (two tickets of one Kakao account): the second sign-up is refused, nothing created', async () => {
    const id = nextKakaoId();
    const first = await signupFor({ id });
    const second = await signupFor({ id });
    expect((await register(await body('twin.a@example.kr', first.ticket), first.cookie)).status).toBe(201);
    const res = await register(await body('twin.b@example.kr', second.ticket), second.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'KAKAO_ALREADY_LINKED', message: text.register.alreadyLinked });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', 'twin.b@example.kr').executeTakeFirst()).toBeUndefined();
  });

  test('the registration checks still apply (an SMS proof is required)', async () => {
    const { ticket, cookie } = await signupFor({ id: nextKakaoId() });
    const payload = await body('noproof@example.kr', ticket);
    const res = await register({ ...payload, smsToken: 'made-up-proof' }, cookie);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('SMS_PROOF_INVALID');
  });
});
