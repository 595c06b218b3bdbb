/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';
import { brandOrderListSchema, listBrandOrders } from '@/lib/brandCenter/server/brandOrders';
import { brandRefundListSchema, listBrandRefunds } from '@/lib/brandCenter/server/brandRefunds';
import { listBrandProducts, listQuerySchema as productListSchema } from '@/lib/brandCenter/server/brandProductReads';
import { brandSettlement } from '@/lib/settlement/server/statements';

const run = (module: PageModule, url: string, token?: string) => loadPage(module, url, { token });

let db: TestDb;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb({ seed: { demoOrders: true } });
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

  test('a brand user gets their day at a glance, each figure the count of the list it links to', async () => {
    const page = await import('@/pages/brand-center/index');
    const { dashboard } = (await run(page, '/brand-center', tokens['brand@demo.kr'])).props;
    const owner = await db.db.selectFrom('users').select('id').where('email', '=', 'brand@demo.kr').executeTakeFirstOrThrow();
    const brand = await db.db.selectFrom('brands').select(['id', 'dispatchDays']).where('ownerUserId', '=', owner.id).executeTakeFirstOrThrow();
    const now = new Date();
    const orders = await listBrandOrders(db.db, brand.id, brandOrderListSchema.parse({}));
    const refunds = await listBrandRefunds(db.db, brand.id, brandRefundListSchema.parse({}));
    const low = await listBrandProducts(db.db, brand.id, productListSchema.parse({ stock: 'low' }));
    const out = await listBrandProducts(db.db, brand.id, productListSchema.parse({ stock: 'out' }));
    const settlement = await brandSettlement(db.db, brand.id, now);
    expect(dashboard).toEqual({
      toShip: orders.counts.preparing,
      late: expect.any(Number),
      dispatchDays: brand.dispatchDays,
      openRefunds: refunds.counts.requested,
      lowStock: low.total,
      outOfStock: out.total,
      period: { firstDate: settlement.open.firstDate, lastDate: settlement.open.lastDate, sales: settlement.open.sales + settlement.open.deliveryFees, expected: settlement.open.carriedIn + settlement.open.net },
      owed: settlement.balance,
    });
    // The demo brand has an order to ship and a refund waiting.
    expect(dashboard.toShip).toBeGreaterThan(0);
    expect(dashboard.openRefunds).toBeGreaterThan(0);
    expect(dashboard.late).toBeLessThanOrEqual(dashboard.toShip);
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
