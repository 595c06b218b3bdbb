/** @jest-environment node */
import crypto from 'node:crypto';
import { hashToken } from '@/lib/server/auth/sessions';
import { accountMessages } from '@/lib/account/account.messages';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';

/** The page loaders' side of Kakao login: the login page's button and errors, the registration page's ticket. */

const run = (module: PageModule, url: string, cookies: Record<string, string> = {}) => loadPage(module, url, { method: 'GET', cookies });

const originalEnv = process.env;
const configured = () => {
  process.env = { ...originalEnv, KAKAO_REST_API_KEY: 'test-client-id' };
};
const unconfigured = () => {
  process.env = { ...originalEnv, KAKAO_REST_API_KEY: '' };
};

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  process.env = originalEnv;
  await db.close();
});

async function ticket(values: { email: string | null; emailVerified: boolean; expiresInMs?: number; used?: boolean }) {
  const value = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.db
    .insertInto('kakaoSignupTickets')
    .values({
      ticketHash: hashToken(value),
      kakaoId: String(crypto.randomInt(1, 2 ** 40)),
      email: values.email,
      emailVerified: values.emailVerified ? 1 : 0,
      returnUrl: '/',
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (values.expiresInMs ?? 60_000)).toISOString(),
      usedAt: values.used ? new Date(now).toISOString() : null,
    })
    .execute();
  return value;
}

describe('/register/login', () => {
  test('kakaoLogin follows the configuration', async () => {
    const page = await import('@/pages/register/login');
    configured();
    expect((await run(page, '/register/login')).props.kakaoLogin).toBe(true);
    unconfigured();
    expect((await run(page, '/register/login')).props.kakaoLogin).toBe(false);
  });

  test.each(Object.entries(accountMessages.kakao.errors))('?kakaoError=%s shows its Korean message in the form', async (code, message) => {
    const page = await import('@/pages/register/login');
    configured();
    expect((await run(page, `/register/login?kakaoError=${code}`)).props.error).toEqual({ message, field: null });
  });

  test('an unknown kakaoError shows nothing', async () => {
    const page = await import('@/pages/register/login');
    expect((await run(page, '/register/login?kakaoError=%3Cscript%3E')).props.error).toBeNull();
    expect((await run(page, '/register/login?kakaoError=toString')).props.error).toBeNull();
  });
});

describe('/register/register?kakao=<ticket>', () => {
  test('a usable ticket of this browser prefills the sign-up', async () => {
    configured();
    const page = await import('@/pages/register/register');
    const value = await ticket({ email: 'kakao.page@example.kr', emailVerified: true });
    const result = await run(page, `/register/register?kakao=${value}`, { kakao_ticket: value });
    expect(result.props.kakao).toEqual({ ticket: value, email: 'kakao.page@example.kr', emailVerified: true });
  });

  test('a ticket without an e-mail: nothing prefilled, not verified', async () => {
    configured();
    const page = await import('@/pages/register/register');
    const value = await ticket({ email: null, emailVerified: false });
    const result = await run(page, `/register/register?kakao=${value}`, { kakao_ticket: value });
    expect(result.props.kakao).toEqual({ ticket: value, email: null, emailVerified: false });
  });

  test.each([
    ['expired', { expiresInMs: -1000 }, true],
    ['used', { used: true }, true],
    ['not this browser’s', {}, false],
  ])('an %s ticket sends the visitor to the login page with kakaoError=ticket', async (_label, extra, withCookie) => {
    configured();
    const page = await import('@/pages/register/register');
    const value = await ticket({ email: 'x@example.kr', emailVerified: true, ...extra });
    const result = await run(page, `/register/register?kakao=${value}`, withCookie ? { kakao_ticket: value } : {});
    expect(result.redirect).toEqual({ destination: '/register/login?kakaoError=ticket', permanent: false });
  });

  test('no ticket, or Kakao login off: the plain form', async () => {
    const page = await import('@/pages/register/register');
    configured();
    expect((await run(page, '/register/register')).props.kakao).toBeNull();
    unconfigured();
    const value = await ticket({ email: 'x@example.kr', emailVerified: true });
    expect((await run(page, `/register/register?kakao=${value}`, { kakao_ticket: value })).props.kakao).toBeNull();
  });
});
