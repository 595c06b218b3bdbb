/** @jest-environment node */
import http from 'node:http';
import { Readable } from 'node:stream';
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps } from '@/pages/register/login';
import * as loginAlias from '@/pages/login';
import { findSessionUser } from '@/lib/server/auth/sessions';
import { LOGIN_FREE_FAILURES_PER_PAIR } from '@/lib/server/auth/loginThrottle';
import { DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { accountMessages } from '@/lib/account/account.messages';
import { openTestDb, type TestDb } from '../helpers/db';
import { apiMessages } from '@/lib/messages/api';

/**
 * The login form sent natively, before the page's script ran: a POST to the
 * login page that getServerSideProps answers (pages/register/login.tsx).
 */

interface PostOptions {
  body?: string | Buffer[];
  headers?: Record<string, string>;
  https?: boolean;
  method?: string;
}

interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  setHeader(name: string, value: string): void;
}

async function post(url: string, options: PostOptions = {}) {
  const chunks = typeof options.body === 'string' ? [Buffer.from(options.body)] : (options.body ?? []);
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const req = Object.assign(Readable.from(chunks), {
    method: options.method ?? 'POST',
    url,
    headers: {
      host: 'shop.test',
      'content-type': 'application/x-www-form-urlencoded',
      ...(typeof options.body === 'string' ? { 'content-length': String(length) } : {}),
      ...options.headers,
    },
    cookies: {},
    socket: { encrypted: options.https ?? false },
  });
  const res: FakeResponse = {
    statusCode: 200,
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
  };
  const search = new URL(url, 'http://x').searchParams;
  const ctx = { req, res, resolvedUrl: url, query: Object.fromEntries(search) } as unknown as GetServerSidePropsContext;
  const result = (await getServerSideProps(ctx)) as Record<string, any>;
  return { result, res };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

test('GET: the empty form, with the safe returnUrl', async () => {
  const { result, res } = await post('/register/login?returnUrl=%2Fcart', { method: 'GET' });
  expect(result.props).toMatchObject({ returnUrl: '/cart', email: null, error: null, loggedIn: false });
  expect(res.headers['set-cookie']).toBeUndefined();
});

test('the right password with 로그인 상태 유지: 303 to the returnUrl with a lasting token cookie of a 30-day session', async () => {
  const { result, res } = await post('/register/login?returnUrl=%2Fcart%3Fx%3D1', {
    body: form({ email: ' Retailer@demo.kr ', password: DEMO_PASSWORD, remember: 'on' }),
  });
  expect(result).toEqual({ redirect: { destination: '/cart?x=1', statusCode: 303 } });
  const cookie = res.headers['set-cookie'];
  expect(cookie).toMatch(
    /^token=[A-Za-z0-9_-]+; Path=\/; Expires=[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} [\d:]{8} GMT; SameSite=Lax$/,
  );
  const token = /^token=([^;]+)/.exec(cookie)![1];
  const user = await findSessionUser(db.db, token);
  expect(user?.email).toBe('retailer@demo.kr');
  // The cookie lasts exactly as long as the session (lib/client/token.ts does the same).
  const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
  const session = await db.db
    .selectFrom('sessions')
    .select('expiresAt')
    .where('userId', '=', user!.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(Math.abs(expires - new Date(session.expiresAt).getTime())).toBeLessThan(1000);
  expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
});

test('a Korean returnUrl: 303 to it percent-encoded (a Location header Node can write), never a 500', async () => {
  const { result } = await post('/register/login?returnUrl=%2Fsearch%3Fkeyword%3D%EC%BA%94%EB%93%A4', {
    body: form({ email: 'retailer@demo.kr', password: DEMO_PASSWORD }),
  });
  expect(result).toEqual({ redirect: { destination: '/search?keyword=%EC%BA%94%EB%93%A4', statusCode: 303 } });
  expect(() => http.validateHeaderValue('Location', result.redirect.destination)).not.toThrow();
});

test('without 로그인 상태 유지: the cookie ends with the browser and the session within a day', async () => {
  const { res } = await post('/register/login', { body: form({ email: 'retailer@demo.kr', password: DEMO_PASSWORD }) });
  const cookie = res.headers['set-cookie'];
  expect(cookie).toMatch(/^token=[A-Za-z0-9_-]+; Path=\/; SameSite=Lax$/);
  const user = await findSessionUser(db.db, /^token=([^;]+)/.exec(cookie)![1]);
  const session = await db.db.selectFrom('sessions').select('expiresAt').where('id', '=', user!.sessionId).executeTakeFirstOrThrow();
  const left = new Date(session.expiresAt).getTime() - Date.now();
  expect(left).toBeGreaterThan(23 * 3_600_000);
  expect(left).toBeLessThanOrEqual(86_400_000);
});

test('on https the cookie is Secure; without a returnUrl the visitor goes to /', async () => {
  const { result, res } = await post('/register/login', {
    body: form({ email: 'brand@demo.kr', password: DEMO_PASSWORD }),
    https: true,
  });
  expect(result.redirect).toEqual({ destination: '/', statusCode: 303 });
  expect(res.headers['set-cookie']).toMatch(/; SameSite=Lax; Secure$/);
});

test.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
  'an unsafe returnUrl (%s) sends the visitor to / instead',
  async (returnUrl) => {
    const { result } = await post(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, {
      body: form({ email: 'retailer@demo.kr', password: DEMO_PASSWORD }),
    });
    expect(result.redirect).toEqual({ destination: '/', statusCode: 303 });
  },
);

test('a wrong password: the form again with the e-mail and the Korean error, no cookie, never the password', async () => {
  const { result, res } = await post('/register/login?returnUrl=%2Fcart', {
    body: form({ email: 'retailer@demo.kr', password: 'wrong-password-9' }),
  });
  expect(res.statusCode).toBe(401);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(result.props).toMatchObject({
    returnUrl: '/cart',
    email: 'retailer@demo.kr',
    error: { message: accountMessages.auth.invalidCredentials, field: null },
    loggedIn: false,
  });
  expect(JSON.stringify(result)).not.toContain('wrong-password-9');
});

test('an empty or malformed e-mail is an error of that field', async () => {
  const empty = await post('/register/login', { body: form({ email: '', password: 'x' }) });
  expect(empty.res.statusCode).toBe(400);
  expect(empty.result.props.error).toEqual({ message: accountMessages.input.emailRequired, field: 'email' });
  const malformed = await post('/register/login', { body: form({ email: 'not-an-email', password: 'x' }) });
  expect(malformed.result.props).toMatchObject({
    email: 'not-an-email',
    error: { message: accountMessages.input.emailInvalid, field: 'email' },
  });
  const noPassword = await post('/register/login', { body: form({ email: 'retailer@demo.kr' }) });
  expect(noPassword.result.props.error).toEqual({ message: accountMessages.input.passwordRequired, field: 'password' });
});

test('an oversize body is refused before it is read in full (declared or streamed)', async () => {
  const big = form({ email: 'retailer@demo.kr', password: DEMO_PASSWORD, filler: 'x'.repeat(10_000) });
  const declared = await post('/register/login', { body: big });
  expect(declared.res.statusCode).toBe(413);
  expect(declared.result.props.error).toEqual({ message: accountMessages.loginForm.formTooLarge, field: null });
  expect(declared.res.headers['set-cookie']).toBeUndefined();
  // Chunked, without a Content-Length.
  const streamed = await post('/register/login', { body: Array.from({ length: 20 }, () => Buffer.from('x'.repeat(1000))) });
  expect(streamed.res.statusCode).toBe(413);
  expect(streamed.result.props.error.message).toBe(accountMessages.loginForm.formTooLarge);
});

test('another body type or a NUL character is a Korean 4xx, not a 500', async () => {
  const json = await post('/register/login', {
    body: JSON.stringify({ email: 'retailer@demo.kr', password: DEMO_PASSWORD }),
    headers: { 'content-type': 'application/json' },
  });
  expect(json.res.statusCode).toBe(415);
  expect(json.result.props.error.message).toBe(accountMessages.loginForm.formUnreadable);
  const nul = await post('/register/login', { body: form({ email: 'retailer@demo.kr\u0000', password: 'x' }) });
  expect(nul.res.statusCode).toBe(400);
  expect(nul.result.props.error.message).toBe(apiMessages.forbiddenCharacter);
});

test('a form another site posted logs nobody in', async () => {
  const body = form({ email: 'retailer@demo.kr', password: DEMO_PASSWORD });
  const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
  for (const headers of crossSite) {
    const { result, res } = await post('/register/login', { body, headers });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(result.props.error.message).toBe(accountMessages.loginForm.crossSite);
  }
  // The site's own pages (Sec-Fetch-Site or Origin of the same host) are fine.
  expect((await post('/register/login', { body, headers: { 'sec-fetch-site': 'same-origin' } })).result.redirect).toBeDefined();
  expect((await post('/register/login', { body, headers: { origin: 'http://shop.test' } })).result.redirect).toBeDefined();
});

test('the same throttling as the API: past the limit even the right password is refused (429)', async () => {
  for (let i = 0; i < LOGIN_FREE_FAILURES_PER_PAIR; i++) {
    const { res } = await post('/register/login', { body: form({ email: 'pending@demo.kr', password: `wrong-${i}` }) });
    expect(res.statusCode).toBe(401);
  }
  const { result, res } = await post('/register/login', { body: form({ email: 'pending@demo.kr', password: DEMO_PASSWORD }) });
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(result.props.error.message).toMatch(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/);
});

test('/login answers the POST the same way', () => {
  expect(loginAlias.getServerSideProps).toBe(getServerSideProps);
});
