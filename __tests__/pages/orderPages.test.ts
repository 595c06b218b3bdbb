/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule, type PageRequestOptions } from '../helpers/pageResponse';

/**
 * The loaders of the order pages on a real database with the demo retailer's
 * seeded history (lib/server/seed/orders.ts, made at fixed offsets from now):
 * what each page reads, and that another retailer's order is the 404 page.
 */

/** An order page's loader, asked for on the shop's host. */
const loadOrderPage = (module: PageModule, url: string, options: PageRequestOptions = {}) =>
  loadPage(module, url, { headers: { host: 'shop.test' }, ...options });

let db: TestDb;
let retailerToken: string;
let retailerId: number;
let otherOrderId: number;
let ownOrders: { id: number; status: string; createdAt: string }[];

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 80, brands: 6, demoOrders: true, now: new Date() } });
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  retailerId = users.find((user) => user.email === DEMO_ACCOUNTS.retailer.email)!.id;
  retailerToken = (await createSession(db.db, retailerId)).token;
  ownOrders = await db.db.selectFrom('orders').select(['id', 'status', 'createdAt']).where('userId', '=', retailerId).orderBy('createdAt', 'desc').execute();
  const other = await db.db.selectFrom('orders').select('id').where('userId', '!=', retailerId).executeTakeFirstOrThrow();
  otherOrderId = other.id;
});
afterAll(async () => {
  await db.close();
});

const detailPage = () => import('@/pages/order-detail/[idOrder]') as Promise<PageModule>;
const cancelPage = () => import('@/pages/cancel/[idOrder]') as Promise<PageModule>;
const refundsPage = () => import('@/pages/free-refunds') as Promise<PageModule>;
const myPage = () => import('@/pages/mypage') as Promise<PageModule>;
const referralPage = () => import('@/pages/page/account/referral') as Promise<PageModule>;

describe('order detail and cancel loaders', () => {
  test.each([
    ['/order-detail', detailPage],
    ['/cancel', cancelPage],
  ])('%s of another retailer`s order is the 404 page, not their data', async (base, load) => {
    const result = await loadOrderPage(await load(), `${base}/${otherOrderId}`, { token: retailerToken, params: { idOrder: String(otherOrderId) } });
    expect(result).toEqual({ notFound: true });
  });

  test.each([
    ['/order-detail', detailPage],
    ['/cancel', cancelPage],
  ])('%s of an id that is no order, or no number, is the 404 page', async (base, load) => {
    expect(await loadOrderPage(await load(), `${base}/99999`, { token: retailerToken, params: { idOrder: '99999' } })).toEqual({ notFound: true });
    expect(await loadOrderPage(await load(), `${base}/abc`, { token: retailerToken, params: { idOrder: 'abc' } })).toEqual({ notFound: true });
  });

  test('the detail of the retailer`s own order comes with the server`s clock and the cancelled notice flag', async () => {
    const own = ownOrders.find((order) => order.status === 'shipping')!;
    const result = await loadOrderPage(await detailPage(), `/order-detail/${own.id}?cancelled=1`, { token: retailerToken, params: { idOrder: String(own.id) } });
    expect(result.props.order).toMatchObject({ idOrder: own.id, status: 'shipping', cancellable: false });
    expect(result.props.order.brands[0].trackingNo).toMatch(/^\d{12}$/);
    expect(Date.parse(result.props.now)).not.toBeNaN();
    expect(result.props.cancelled).toBe(true);
    expect(result.props).toMatchObject({ loggedIn: true, initialUser: { email: DEMO_ACCOUNTS.retailer.email } });
    // What 결제 이어하기 pays with, for an order waiting for its card payment: the shop's provider (demo here).
    expect(result.props).toMatchObject({ card: { provider: 'demo' }, buyerEmail: DEMO_ACCOUNTS.retailer.email });
  });

  test('the cancel page of a shipped order loads it as not cancellable (the page explains why)', async () => {
    const own = ownOrders.find((order) => order.status === 'shipping')!;
    const result = await loadOrderPage(await cancelPage(), `/cancel/${own.id}`, { token: retailerToken, params: { idOrder: String(own.id) } });
    expect(result.props.order.cancellable).toBe(false);
  });
});

describe('free refunds loader', () => {
  test('an anonymous visitor gets the policy only', async () => {
    const result = await loadOrderPage(await refundsPage(), '/free-refunds');
    expect(result.props).toMatchObject({ visitor: 'anonymous', account: null, loggedIn: false });
  });

  test('the retailer gets the lines delivered within 60 days (not the 77-day-old ones), saved addresses and requests', async () => {
    const result = await loadOrderPage(await refundsPage(), '/free-refunds?idOrder=7', { token: retailerToken });
    const { account } = result.props;
    expect(result.props.visitor).toBe('retailer');
    expect(result.props.initialOrder).toBe(7);
    expect(account.candidates).toHaveLength(1);
    const candidate = account.candidates[0];
    const delivered = ownOrders.filter((order) => order.status === 'delivered').map((order) => order.id);
    expect(delivered).toContain(candidate.idOrder);
    // The newer delivered order is the refundable one; the older (77 days) is out of its window.
    const newest = ownOrders.find((order) => order.status === 'delivered')!;
    expect(candidate.idOrder).toBe(newest.id);
    expect(candidate.lines.every((line: { refundableCount: number }) => line.refundableCount > 0)).toBe(true);
    expect(account.addresses).toHaveLength(2);
    // The seed's open request (one unit of the recent delivery, for the demo brand to accept) and the refunded one.
    expect(account.requests.items).toEqual([expect.objectContaining({ status: 'requested' }), expect.objectContaining({ status: 'refunded' })]);
  });

  test('a brand user sees the policy without the request form', async () => {
    const brand = await db.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.brand.email).executeTakeFirstOrThrow();
    const token = (await createSession(db.db, brand.id)).token;
    const result = await loadOrderPage(await refundsPage(), '/free-refunds', { token });
    expect(result.props).toMatchObject({ visitor: 'notRetailer', account: null });
  });
});

describe('MY and referral loaders', () => {
  test('MY reads the order filter from the URL and lists only those orders, on the route it was asked on', async () => {
    const result = await loadOrderPage(await myPage(), '/mypage?status=delivered&period=6&page=1', { token: retailerToken });
    expect(result.props.filter).toEqual({ status: 'delivered', period: 6, page: 1 });
    expect(result.props.path).toBe('/mypage');
    expect(result.props.orders.items.map((order: { status: string }) => order.status)).toEqual(['delivered', 'delivered']);
    expect(result.props.referral.creditBalance).toBe(50_000);
    expect(result.props.addresses.items).toHaveLength(2);
  });

  test('MY`s default period is 3 months: the 80-day-old order is in, and 1 month leaves it out', async () => {
    const all = await loadOrderPage(await myPage(), '/page/account/mypage', { token: retailerToken });
    expect(all.props.path).toBe('/page/account/mypage');
    expect(all.props.orders.total).toBe(ownOrders.length);
    const month = await loadOrderPage(await myPage(), '/page/account/mypage?period=1', { token: retailerToken });
    const within30 = ownOrders.filter((order) => Date.now() - Date.parse(order.createdAt) < 28 * 86_400_000).length;
    expect(month.props.orders.total).toBeGreaterThanOrEqual(within30);
    expect(month.props.orders.total).toBeLessThan(ownOrders.length);
  });

  test('the referral page gets the retailer`s own code, the people who joined and the credit', async () => {
    const result = await loadOrderPage(await referralPage(), '/page/account/referral', { token: retailerToken });
    expect(result.props.referral).toMatchObject({ rewardAmount: 50_000, creditBalance: 50_000, joined: [expect.objectContaining({ rewarded: true })] });
    const own = await db.db.selectFrom('users').select('referralCode').where('id', '=', retailerId).executeTakeFirstOrThrow();
    expect(result.props.referral.code).toBe(own.referralCode);
  });
});
