/** @jest-environment node */
import http from 'node:http';
import { createSession, revokeSession, findSessionUser } from '@/lib/server/auth/sessions';
import { openTestDb, type TestDb } from '../helpers/db';
import { member } from '../helpers/shop';
import { demoRetailerProfile } from '../helpers/demoUsers';
import { loadPage, type PageModule } from '../helpers/pageResponse';

let db: TestDb;
let retailerToken: string;
let brandToken: string;

beforeAll(async () => {
  db = await openTestDb();
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  retailerToken = (await createSession(db.db, idOf('retailer@demo.kr'))).token;
  brandToken = (await createSession(db.db, idOf('brand@demo.kr'))).token;
});
afterAll(async () => {
  await db.close();
});

// Three entries a row: jest would take a missing third argument for a `done` callback.
const guarded: Array<[url: string, load: () => Promise<PageModule>, params: Record<string, string> | undefined]> = [
  ['/favorite', () => import('@/pages/favorite'), undefined],
  ['/page/account/favorite', () => import('@/pages/page/account/favorite'), undefined],
  ['/cart', () => import('@/pages/cart'), undefined],
  ['/payment', () => import('@/pages/payment'), undefined],
  ['/order-detail/7', () => import('@/pages/order-detail/[idOrder]'), { idOrder: '7' }],
  ['/cancel/7?reason=size', () => import('@/pages/cancel/[idOrder]'), { idOrder: '7' }],
  ['/mypage', () => import('@/pages/mypage'), undefined],
  ['/page/account/mypage', () => import('@/pages/page/account/mypage'), undefined],
  ['/page/account/referral', () => import('@/pages/page/account/referral'), undefined],
];

/** Pages of one order: the logged-in render needs an order of the visitor's (__tests__/pages/checkout.test.ts). */
const guardedOrderPages: typeof guarded = [['/order-complete?idOrder=7', () => import('@/pages/order-complete'), undefined]];

describe('logged-in-only routes', () => {
  test.each([...guarded, ...guardedOrderPages])('%s sends an anonymous visitor to the login page with the encoded path (302)', async (url, load, params) => {
    const result = await loadPage(await load(), url, { params });
    expect(result).toEqual({
      redirect: { destination: `/register/login?returnUrl=${encodeURIComponent(url)}`, statusCode: 302 },
    });
  });

  // The order pages load a real order of the member: __tests__/pages/orderPages.test.ts.
  const withoutOrder = guarded.filter(([url]) => !url.startsWith('/order-detail/') && !url.startsWith('/cancel/'));
  test.each(withoutOrder)('%s serves a logged-in user with the shell props', async (url, load, params) => {
    const result = await loadPage(await load(), url, { params, token: retailerToken });
    expect(result.redirect).toBeUndefined();
    expect(result.props.loggedIn).toBe(true);
    expect(result.props.initialUser).toEqual({ id: expect.any(Number), ...demoRetailerProfile });
  });

  test('an unknown or revoked token counts as logged out', async () => {
    const cart = await import('@/pages/cart');
    expect((await loadPage(cart, '/cart', { token: 'not-a-session' })).redirect.destination).toBe('/register/login?returnUrl=%2Fcart');
    // An account of its own (a session of the demo retailer is the other tests'): a certified retailer may open the cart.
    const { token } = await member(db.db);
    expect((await loadPage(cart, '/cart', { token })).props.loggedIn).toBe(true);
    await revokeSession(db.db, (await findSessionUser(db.db, token))!.sessionId);
    expect((await loadPage(cart, '/cart', { token })).redirect.statusCode).toBe(302);
  });

  test('MY and referral pages show the member their own account from the database', async () => {
    const mypage = await loadPage(await import('@/pages/page/account/mypage'), '/page/account/mypage', { token: retailerToken });
    expect(mypage.props.user).toMatchObject({ email: 'retailer@demo.kr', businessName: '데모 잡화점', referralCode: expect.any(String) });
    const referral = await loadPage(await import('@/pages/page/account/referral'), '/page/account/referral', { token: retailerToken });
    expect(referral.props.referral.code).toBe(mypage.props.user.referralCode);
  });

  test('an order id that is not a number is 404 for a member', async () => {
    const detail = await import('@/pages/order-detail/[idOrder]');
    expect(await loadPage(detail, '/order-detail/abc', { params: { idOrder: 'abc' }, token: retailerToken })).toEqual({ notFound: true });
    const cancel = await import('@/pages/cancel/[idOrder]');
    expect(await loadPage(cancel, '/cancel/0', { params: { idOrder: '0' }, token: retailerToken })).toEqual({ notFound: true });
  });
});

describe('login and registration pages', () => {
  test.each([
    ['/register/login', () => import('@/pages/register/login')],
    ['/login', () => import('@/pages/login')],
    ['/register/register', () => import('@/pages/register/register')],
  ] as const)('%s keeps a safe returnUrl for the form and drops an unsafe one', async (path, load) => {
    const page = await load();
    const safe = await loadPage(page, `${path}?returnUrl=${encodeURIComponent('/cart?x=1')}`);
    expect(safe.props).toMatchObject({ returnUrl: '/cart?x=1', loggedIn: false, initialUser: null });
    const unsafe = await loadPage(page, `${path}?returnUrl=${encodeURIComponent('//evil.com')}`);
    expect(unsafe.props.returnUrl).toBeNull();
    expect((await loadPage(page, path)).props.returnUrl).toBeNull();
  });

  test('a logged-in visitor is sent on to the safe returnUrl, else to /', async () => {
    const page = await import('@/pages/register/login');
    expect(await loadPage(page, '/register/login', { token: retailerToken })).toEqual({ redirect: { destination: '/', statusCode: 302 } });
    expect((await loadPage(page, '/register/login?returnUrl=%2Fcart', { token: retailerToken })).redirect.destination).toBe('/cart');
    expect((await loadPage(page, '/register/login?returnUrl=https%3A%2F%2Fevil.com', { token: retailerToken })).redirect.destination).toBe('/');
    const register = await import('@/pages/register/register');
    expect((await loadPage(register, '/register/register', { token: brandToken })).redirect.destination).toBe('/');
  });

  test('a Korean returnUrl is sent on percent-encoded: a header Node can write, never a 500', async () => {
    const page = await import('@/pages/register/login');
    const { destination } = (await loadPage(page, '/register/login?returnUrl=%2F%EC%BA%94', { token: retailerToken })).redirect;
    expect(destination).toBe('/%EC%BA%94');
    expect(() => http.validateHeaderValue('Location', destination)).not.toThrow();
  });
});

describe('aliases render one page', () => {
  test.each([
    ['/page/search', '/search', () => import('@/pages/search'), () => import('@/pages/page/search')],
    ['/favorite', '/page/account/favorite', () => import('@/pages/page/account/favorite'), () => import('@/pages/favorite')],
    ['/mypage', '/page/account/mypage', () => import('@/pages/page/account/mypage'), () => import('@/pages/mypage')],
    ['/apply', '/page/apply', () => import('@/pages/page/apply'), () => import('@/pages/apply')],
    ['/login', '/register/login', () => import('@/pages/register/login'), () => import('@/pages/login')],
  ])('%s is %s (same component and getServerSideProps)', async (_alias, _main, loadMain, loadAlias) => {
    const [main, alias] = await Promise.all([loadMain(), loadAlias()]);
    expect(alias.default).toBe(main.default);
    expect(alias.getServerSideProps).toBe(main.getServerSideProps);
  });
});

describe('public pages', () => {
  const publicPages: Array<[string, () => Promise<PageModule>]> = [
    ['/', () => import('@/pages/index')],
    ['/search?keyword=양말', () => import('@/pages/search')],
    ['/faq-retail', () => import('@/pages/faq-retail')],
    ['/page/apply', () => import('@/pages/page/apply')],
    ['/free-refunds', () => import('@/pages/free-refunds')],
    ['/new-brand', () => import('@/pages/new-brand')],
    ['/flash-sale', () => import('@/pages/flash-sale')],
    ['/page/popular', () => import('@/pages/page/popular')],
  ];

  test.each(publicPages)('%s serves anonymous visitors and tells the shell who is logged in', async (url, load) => {
    const page = await load();
    expect((await loadPage(page, url)).props).toMatchObject({ loggedIn: false, initialUser: null });
    const asBrand = await loadPage(page, url, { token: brandToken });
    expect(asBrand.props.loggedIn).toBe(true);
    expect(asBrand.props.initialUser).toMatchObject({ email: 'brand@demo.kr', userType: 'brand' });
  });

  test('search trims the keyword and caps it at 50 characters', async () => {
    const page = await import('@/pages/search');
    expect((await loadPage(page, `/search?keyword=${encodeURIComponent('  양말  ')}`)).props.keyword).toBe('양말');
    expect((await loadPage(page, `/search?keyword=${'가'.repeat(80)}`)).props.keyword).toHaveLength(50);
    expect((await loadPage(page, '/search')).props.keyword).toBe('');
  });

  test('/shop reads idCategory, page and order; an unknown category is 404', async () => {
    const shop = await import('@/pages/shop');
    expect((await loadPage(shop, '/shop?idCategory=101&page=3&page_type=category')).props.query).toEqual({
      idCategory: 101,
      page: 3,
      order: null,
    });
    expect((await loadPage(shop, '/shop?idCategory=152&page=1&page_type=category&order=latest')).props.query).toEqual({
      idCategory: 152,
      page: 1,
      order: 'latest',
    });
    // No category is the spec's default filter category, fashion (200): lib/catalog/shopQuery.ts.
    expect((await loadPage(shop, '/shop?page=-2&order=cheap')).props.query).toEqual({ idCategory: 200, page: 1, order: null });
    expect(await loadPage(shop, '/shop?idCategory=9999')).toEqual({ notFound: true });
    expect(await loadPage(shop, '/shop?idCategory=abc')).toEqual({ notFound: true });
  });
});

describe('product and brand pages', () => {
  test('product-details renders the real product, wholesale prices for members only', async () => {
    const page = await import('@/pages/product-details/[idProduct]');
    const row = await db.db
      .selectFrom('products')
      .select(['id', 'name', 'retailPrice'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/product-details/${row.id}`;
    const anonymous = await loadPage(page, url, { params: { idProduct: String(row.id) } });
    expect(anonymous.props.product).toMatchObject({ id: row.id, name: row.name, retailPrice: row.retailPrice, wholesalePrice: null, price: null });
    expect(anonymous.props.loggedIn).toBe(false);
    const member = await loadPage(page, url, { params: { idProduct: String(row.id) }, token: retailerToken });
    expect(member.props.product.wholesalePrice).toEqual(expect.any(Number));
    expect(member.props.product.price).toEqual(expect.any(Number));
  });

  test('product-details is 404 for a missing product or a malformed id', async () => {
    const page = await import('@/pages/product-details/[idProduct]');
    expect(await loadPage(page, '/product-details/999999', { params: { idProduct: '999999' } })).toEqual({ notFound: true });
    expect(await loadPage(page, '/product-details/1abc', { params: { idProduct: '1abc' } })).toEqual({ notFound: true });
    expect(await loadPage(page, '/product-details/99999999999', { params: { idProduct: '99999999999' } })).toEqual({ notFound: true });
  });

  test('brand page renders the real brand; a missing brand is 404', async () => {
    const page = await import('@/pages/brand/[idBrand]');
    const row = await db.db.selectFrom('brands').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const result = await loadPage(page, `/brand/${row.id}`, { params: { idBrand: String(row.id) } });
    expect(result.props.brand).toMatchObject({ id: row.id, name: row.name, minimumOrderAmount: expect.any(Number) });
    expect(await loadPage(page, '/brand/999999', { params: { idBrand: '999999' } })).toEqual({ notFound: true });
  });
});
