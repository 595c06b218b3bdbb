/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '@/lib/server/http/page';
import { openTestDb, type TestDb } from '../helpers/db';
import { runPage } from '../helpers/pageResponse';

/**
 * Which pages a shared cache (nginx before several instances) may keep
 * (docs/DECISIONS.md, Caching): a public page asked for without a session
 * cookie is the same for every visitor; anything a session shapes never is.
 */

let db: TestDb;
let token: string;

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 6, brands: 1 } });
  const retailer = await db.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  token = (await createSession(db.db, retailer.id)).token;
});
afterAll(async () => {
  await db.close();
});

const home = () => import('@/pages/index');
const shop = () => import('@/pages/shop');
const product = () => import('@/pages/product-details/[idProduct]');
const cart = () => import('@/pages/cart');
const login = () => import('@/pages/register/login');

test('anonymous public pages may be kept briefly by a shared cache', async () => {
  expect(PUBLIC_PAGE_CACHE).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
  for (const [load, url, params] of [
    [home, '/', undefined],
    [shop, '/shop?idCategory=200', undefined],
    [product, '/product-details/1', { idProduct: '1' }],
  ] as const) {
    const { result, res } = await runPage(load, url, { params });
    expect(result.props).toBeDefined();
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
  }
});

test('the same public page for a logged-in member (wholesale prices) is private', async () => {
  const { result, res } = await runPage(shop, '/shop?idCategory=200', { token });
  expect(result.props?.loggedIn).toBe(true);
  expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
});

test('a request carrying a session cookie is private even when the session is gone', async () => {
  const { result, res } = await runPage(shop, '/shop?idCategory=200', { token: 'expired-or-forged' });
  expect(result.props?.loggedIn).toBe(false);
  expect(res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
});

test('member pages and the login page are private', async () => {
  expect((await runPage(cart, '/cart', { token })).res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
  expect((await runPage(login, '/register/login')).res.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE);
});
