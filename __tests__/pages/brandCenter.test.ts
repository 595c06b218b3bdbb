/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';

const run = (module: PageModule, url: string, token?: string) => loadPage(module, url, { token });

let db: TestDb;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb();
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  for (const email of ['retailer@demo.kr', 'brand@demo.kr']) {
    tokens[email] = (await createSession(db.db, users.find((user) => user.email === email)!.id)).token;
  }
});
afterAll(async () => {
  await db.close();
});

describe("the brand centre's access rule (serverPage 'brand')", () => {
  test('a visitor is sent to log in and comes back', async () => {
    const page = await import('@/pages/brand-center/index');
    expect((await run(page, '/brand-center')).redirect.destination).toBe('/register/login?returnUrl=%2Fbrand-center');
  });

  test('a retailer gets the 404 page: the centre is not theirs', async () => {
    const page = await import('@/pages/brand-center/index');
    expect(await run(page, '/brand-center', tokens['retailer@demo.kr'])).toEqual({ notFound: true });
  });

  test('a brand user is taken to their incoming orders', async () => {
    const page = await import('@/pages/brand-center/index');
    expect((await run(page, '/brand-center', tokens['brand@demo.kr'])).redirect.destination).toBe('/brand-center/orders');
  });

  test("a brand user's MY is the brand centre; a retailer's MY stays theirs", async () => {
    const page = await import('@/pages/page/account/mypage');
    expect((await run(page, '/page/account/mypage', tokens['brand@demo.kr'])).redirect.destination).toBe('/brand-center');
    expect((await run(page, '/page/account/mypage', tokens['retailer@demo.kr'])).props.user.email).toBe('retailer@demo.kr');
  });

  test('a brand user whose brand is not set up yet gets the 404 page too', async () => {
    const now = new Date().toISOString();
    const user = await db.db
      .insertInto('users')
      .values({ email: 'nobrand@test.kr', passwordHash: 'x', userType: 'brand', userGroups: 'valid', businessName: '브랜드 준비', registrationNo: '1208147521', mobileNo: '01055550000', referralCode: 'NOBRAND1', referredBy: null, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db.db, user.id);
    const page = await import('@/pages/brand-center/index');
    expect(await run(page, '/brand-center', token)).toEqual({ notFound: true });
  });
});
