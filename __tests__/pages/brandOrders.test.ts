/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';

/**
 * The loaders of the brand centre's order, refund and sales pages: brand users
 * only (a visitor logs in, a retailer gets the 404 page), their data read on
 * the server for the first paint, the URL read leniently, and the demo brand's
 * seeded work (orders in 상품준비중, 배송중, 배송완료 and an open refund request).
 */

const run = (module: PageModule, url: string, token?: string, query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  loadPage(module, url, { token, query, params });

const NOW = new Date('2026-11-21T03:00:00.000Z');
let db: TestDb;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 120, brands: 6, now: NOW, demoOrders: true } });
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  for (const email of [DEMO_ACCOUNTS.retailer.email, DEMO_ACCOUNTS.brand.email]) {
    tokens[email] = (await createSession(db.db, users.find((user) => user.email === email)!.id)).token;
  }
});
afterAll(async () => {
  await db.close();
});

const pages = {
  orders: () => import('@/pages/brand-center/orders/index'),
  order: () => import('@/pages/brand-center/orders/[idOrder]'),
  refunds: () => import('@/pages/brand-center/refunds'),
  sales: () => import('@/pages/brand-center/sales'),
  settings: () => import('@/pages/brand-center/settings'),
};

test.each(Object.entries(pages))('%s: a visitor is sent to log in, a retailer gets the 404 page', async (name, load) => {
  const page = await load();
  const url = name === 'order' ? '/brand-center/orders/1' : `/brand-center/${name}`;
  const params: Record<string, string> = name === 'order' ? { idOrder: '1' } : {};
  expect((await run(page, url, undefined, {}, params)).redirect.destination).toBe(`/register/login?returnUrl=${encodeURIComponent(url)}`);
  expect(await run(page, url, tokens[DEMO_ACCOUNTS.retailer.email], {}, params)).toEqual({ notFound: true });
});

test('the demo brand\'s orders page renders its new orders first, with every tab counted', async () => {
  const page = await pages.orders();
  const { props } = await run(page, '/brand-center/orders', tokens[DEMO_ACCOUNTS.brand.email]);
  expect(props.brand).toMatchObject({ name: expect.any(String) });
  expect(props.query).toEqual({ status: 'preparing', page: 1 });
  expect(props.list.counts.preparing).toBeGreaterThanOrEqual(1);
  expect(props.list.counts.shipping).toBeGreaterThanOrEqual(1);
  expect(props.list.counts.delivered).toBeGreaterThanOrEqual(3);
  expect(props.list.items.every((group: { status: string; shippable: boolean }) => group.status === 'preparing' && group.shippable)).toBe(true);

  const shipping = (await run(page, '/brand-center/orders?status=shipping', tokens[DEMO_ACCOUNTS.brand.email], { status: 'shipping', page: 'x', from: '2026-02-30' })).props;
  expect(shipping.query).toEqual({ status: 'shipping', page: 1 });
  expect(shipping.list.items[0]).toMatchObject({ carrier: 'CJ대한통운', deliverable: true });
  const swapped = (await run(page, '/brand-center/orders', tokens[DEMO_ACCOUNTS.brand.email], { status: 'bogus', from: '2026-11-30', to: '2026-11-01' })).props;
  expect(swapped.query).toEqual({ status: 'preparing', from: '2026-11-01', to: '2026-11-30', page: 1 });
});

test('an order page is the brand\'s group with the address; an unknown or malformed id is the 404 page', async () => {
  const list = await pages.orders();
  const [first] = (await run(list, '/brand-center/orders', tokens[DEMO_ACCOUNTS.brand.email], { status: 'all' })).props.list.items;
  const page = await pages.order();
  const { props } = await run(page, `/brand-center/orders/${first.idOrder}`, tokens[DEMO_ACCOUNTS.brand.email], {}, { idOrder: String(first.idOrder) });
  expect(props.order).toMatchObject({ idOrder: first.idOrder, address: { recipient: expect.any(String), postcode: expect.stringMatching(/^\d{5}$/) } });
  for (const idOrder of ['987654', 'abc']) {
    expect(await run(page, `/brand-center/orders/${idOrder}`, tokens[DEMO_ACCOUNTS.brand.email], {}, { idOrder })).toEqual({ notFound: true });
  }
});

test('the refunds page opens on the open request of the seed; the sales page on this month, a bad period falling back to it', async () => {
  const refunds = (await run(await pages.refunds(), '/brand-center/refunds', tokens[DEMO_ACCOUNTS.brand.email])).props;
  expect(refunds.status).toBe('requested');
  expect(refunds.list.items).toEqual([expect.objectContaining({ status: 'requested', items: [expect.objectContaining({ count: 1 })] })]);
  expect(refunds.list.counts).toMatchObject({ requested: 1, refunded: 1 });

  const sales = await pages.sales();
  const september = (await run(sales, '/brand-center/sales', tokens[DEMO_ACCOUNTS.brand.email], { from: '2026-09-01', to: '2026-11-30' })).props;
  expect(september.sales).toMatchObject({ from: '2026-09-01', to: '2026-11-30' });
  expect(september.sales.totals.retailers).toBe(2);
  expect(september.sales.totals.goodsAmount).toBeGreaterThan(0);
  const bad = (await run(sales, '/brand-center/sales', tokens[DEMO_ACCOUNTS.brand.email], { from: '2026-11-30', to: '2026-01-01' })).props;
  expect(bad.sales.to >= bad.sales.from).toBe(true);
  expect(bad.sales.from).toMatch(/-01$/);
});
