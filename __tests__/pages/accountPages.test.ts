/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { referralFromQuery } from '@/pages/register/register';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';

const run = (module: PageModule, url: string, token?: string) => loadPage(module, url, { token });

let db: TestDb;
let retailerToken: string;
let pendingToken: string;

beforeAll(async () => {
  db = await openTestDb();
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  retailerToken = (await createSession(db.db, idOf('retailer@demo.kr'))).token;
  pendingToken = (await createSession(db.db, idOf('pending@demo.kr'))).token;
});
afterAll(async () => {
  await db.close();
});

describe('/register/register', () => {
  test('a referral link (?ref=CODE) prefills the code, upper-cased; anything else is dropped', async () => {
    const page = await import('@/pages/register/register');
    expect((await run(page, '/register/register?ref=friend12')).props).toMatchObject({ referralCode: 'FRIEND12', returnUrl: null });
    expect((await run(page, '/register/register')).props.referralCode).toBeNull();
    expect((await run(page, `/register/register?ref=${encodeURIComponent('<script>')}`)).props.referralCode).toBeNull();
    expect(referralFromQuery(['ABC123', 'X'])).toBe('ABC123');
    expect(referralFromQuery('A'.repeat(21))).toBeNull();
  });

  test('is for visitors only: a logged-in retailer is sent on', async () => {
    const page = await import('@/pages/register/register');
    expect((await run(page, '/register/register?ref=FRIEND12', retailerToken)).redirect).toEqual({ destination: '/', statusCode: 302 });
  });
});

describe('/register/password (비밀번호 찾기)', () => {
  test('renders for a visitor and sends a logged-in user on', async () => {
    const page = await import('@/pages/register/password');
    expect((await run(page, '/register/password')).props).toMatchObject({ loggedIn: false, initialUser: null });
    expect((await run(page, '/register/password', retailerToken)).redirect).toEqual({ destination: '/', statusCode: 302 });
  });
});

describe('/terms and /privacy', () => {
  test.each([
    ['/terms', () => import('@/pages/terms')],
    ['/privacy', () => import('@/pages/privacy')],
  ] as const)('%s is public: visitors and retailers awaiting certification get the page', async (path, load) => {
    const page = await load();
    expect((await run(page, path)).props).toMatchObject({ loggedIn: false });
    const pending = await run(page, path, pendingToken);
    expect(pending.redirect).toBeUndefined();
    expect(pending.props).toMatchObject({ loggedIn: true });
  });
});
