/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { GetServerSideProps } from 'next';
import { createSession } from '@/lib/server/auth/sessions';
import { openTestDb, type TestDb } from '../helpers/db';
import { runPage } from '../helpers/pageResponse';
import { brand, member, product } from '../helpers/shop';
import { signedInOperator } from '../helpers/operators';

/**
 * The authorisation matrix of the pages (issue 10): every page of pages/,
 * found from its access rule (serverPage('public' | 'member' | 'guest' |
 * 'brand'), aliases followed), run as a visitor, retailer A (the demo
 * retailer), retailer B, an uncertified retailer, brand A (the demo brand's
 * owner) and brand B. Member and brand pages send a visitor to the login page
 * on the server; an uncertified retailer is sent to certification from all
 * but the pages readable while waiting; the brand centre is the 404 page for anyone but a brand
 * owner; a page of one order or one brand product is the 404 page for anyone
 * but its owner. A page without a rule here fails the test.
 *
 * The operator's console (consolePage('signIn' | 'operator' | 'admin'), issue
 * 21) is the 404 page for every member, its sign-in pages included; a visitor
 * is sent to /admin/login; a 운영자 (`staff`) gets the 404 page where only a
 * 관리자 (`admin`) may go. The operators carry only their own cookie, so the
 * storefront's pages take them for visitors.
 */

type Access = 'public' | 'member' | 'guest' | 'brand' | 'signIn' | 'operator' | 'admin';
type Actor = 'anon' | 'retailerA' | 'retailerB' | 'uncertified' | 'brandA' | 'brandB' | 'staff' | 'admin';
const CONSOLE: ReadonlySet<Access> = new Set(['signIn', 'operator', 'admin']);

const PAGES_DIR = path.join(process.cwd(), 'pages');

/** Every page file (not the API, _app, _document or the static 404) with its route and access rule. */
function pages(dir = PAGES_DIR): { file: string; route: string; access: Access }[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) return name === 'api' ? [] : pages(full);
    if (!/\.tsx$/.test(name) || /^(_app|_document|404)\.tsx$/.test(name)) return [];
    const route = `/${path.relative(PAGES_DIR, full).replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`;
    return [{ file: full, route, access: accessOf(full) }];
  });
}

function accessOf(file: string): Access {
  const source = fs.readFileSync(file, 'utf8');
  const rule = /(?:serverPage|consolePage)\('(public|member|guest|brand|signIn|operator|admin)'/.exec(source)?.[1] as Access | undefined;
  if (rule) return rule;
  // An alias page re-exports another page: '@/pages/search' (or a relative path).
  const alias = /from '((?:@\/pages|\.{1,2})\/[^']+)'/.exec(source)?.[1];
  if (!alias) throw new Error(`${file}: no serverPage rule and no alias`);
  const target = alias.startsWith('@/') ? path.resolve(PAGES_DIR, '..', alias.slice(2)) : path.resolve(path.dirname(file), alias);
  return accessOf(`${target}.tsx`);
}

let db: TestDb;
const tokens = {} as Record<Exclude<Actor, 'staff' | 'admin'>, string | undefined>;
/** The operators' `admin_token` cookies. */
const operatorCookies = {} as Record<'staff' | 'admin', string>;
/** Values for the dynamic segments: retailer A's order, brand A's product, a brand, a notice. */
let params: Record<string, string>;

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 20, brands: 2, demoOrders: true } });
  const idOf = async (email: string) => (await db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const retailerA = await idOf('retailer@demo.kr');
  const brandUser = await idOf('brand@demo.kr');
  const brandA = (await db.db.selectFrom('brands').select('id').where('ownerUserId', '=', brandUser).executeTakeFirstOrThrow()).id;
  const brandB = await member(db.db, { userType: 'brand' });
  await db.db.updateTable('brands').set({ ownerUserId: brandB.id }).where('id', '=', await brand(db.db)).execute();
  tokens.anon = undefined;
  tokens.retailerA = (await createSession(db.db, retailerA)).token;
  tokens.retailerB = (await member(db.db)).token;
  tokens.uncertified = (await createSession(db.db, await idOf('pending@demo.kr'))).token;
  tokens.brandA = (await createSession(db.db, brandUser)).token;
  tokens.brandB = brandB.token;
  const order = await db.db.selectFrom('orders').select('id').where('userId', '=', retailerA).where('status', '=', 'preparing').executeTakeFirstOrThrow();
  params = { idOrder: String(order.id), idProduct: String(await product(db.db, brandA)), idBrand: String(brandA), id: '1', token: 'no-such-invitation' };
  expect(await db.db.selectFrom('brandStatements').select('brandId').where('id', '=', 1).executeTakeFirst()).toEqual({ brandId: brandA });
  for (const role of ['staff', 'admin'] as const) operatorCookies[role] = (await signedInOperator(db.db, role)).cookie.split('=')[1];
});
afterAll(async () => {
  await db.close();
});

/** What a page of one order or of one brand product shows, by who asks. */
const OWN_ONLY: Record<string, Actor> = {
  '/order-detail/[idOrder]': 'retailerA',
  '/cancel/[idOrder]': 'retailerA',
  '/order-complete': 'retailerA',
  '/brand-center/orders/[idOrder]': 'brandA',
  '/brand-center/products/[idProduct]': 'brandA',
  // Statement 1 (`id`) is brand A's: the demo seed settles only its brand's deliveries (asserted in beforeAll).
  '/brand-center/settlements/[id]': 'brandA',
};

type Outcome = 'page' | 'login' | 'consoleLogin' | 'notFound' | 'away';

function consoleExpected(route: string, access: Access, actor: Actor): Outcome {
  const operator = actor === 'staff' || actor === 'admin';
  if (!operator && actor !== 'anon') return 'notFound';
  if (access === 'signIn') return operator && route === '/admin/login' ? 'away' : 'page';
  if (!operator) return 'consoleLogin';
  return access === 'admin' && actor !== 'admin' ? 'notFound' : 'page';
}

/** Pages that send a brand owner on: MY to the brand centre. */
const BRAND_GOES_ON = new Set(['/mypage', '/page/account/mypage']);

/** What an uncertified retailer may read while waiting (docs/DECISIONS.md); from anywhere else the server sends them to certification. */
const READABLE_UNCERTIFIED = new Set(['/page/certification', '/page/apply', '/apply', '/faq-retail', '/free-refunds', '/notices', '/notices/[id]', '/notifications', '/terms', '/privacy']);

function expected(route: string, access: Access, actor: Actor): Outcome {
  if (CONSOLE.has(access)) return consoleExpected(route, access, actor);
  // On the storefront an operator is a visitor.
  if (actor === 'staff' || actor === 'admin') return expected(route, access, 'anon');
  if (actor === 'uncertified' && access !== 'guest' && access !== 'brand' && !READABLE_UNCERTIFIED.has(route)) return 'away';
  if (access === 'public') return 'page';
  if (access === 'guest') return actor === 'anon' ? 'page' : 'away';
  if (actor === 'anon') return 'login';
  if (access === 'brand' && !actor.startsWith('brand')) return 'notFound';
  if (actor.startsWith('brand') && BRAND_GOES_ON.has(route)) return 'away';
  const owner = OWN_ONLY[route];
  if (owner) return actor === owner ? 'page' : 'notFound';
  return 'page';
}

function outcomeOf(result: { props?: unknown; redirect?: unknown; notFound?: boolean }): Outcome {
  if (result.notFound) return 'notFound';
  if (result.redirect) {
    const { destination } = result.redirect as { destination: string };
    if (destination.startsWith('/admin/login?returnUrl=')) return 'consoleLogin';
    return destination.startsWith('/register/login?returnUrl=') ? 'login' : 'away';
  }
  return 'page';
}

test('every page is found with its rule', () => {
  const found = pages();
  expect(found.length).toBeGreaterThan(30);
  expect(found.filter((page) => page.access !== 'public').map((page) => page.route)).toEqual(expect.arrayContaining(Object.keys(OWN_ONLY)));
});

test('every page, every actor: the page, the login page, somewhere else or the 404 page, as its rule says', async () => {
  const wrong: string[] = [];
  for (const page of pages()) {
    const url = page.route.replace(/\[(\w+)\]/g, (_, name: string) => params[name]) + (page.route === '/order-complete' ? `?idOrder=${params.idOrder}` : '');
    const routeParams = Object.fromEntries([...page.route.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name, params[name]]));
    for (const actor of [...Object.keys(tokens), 'staff', 'admin'] as Actor[]) {
      const load = () => import(page.file) as Promise<{ getServerSideProps: GetServerSideProps }>;
      const who = actor === 'staff' || actor === 'admin' ? { cookies: { admin_token: operatorCookies[actor] } } : { token: tokens[actor] };
      const { result } = await runPage(load, url, { ...who, params: routeParams });
      const got = outcomeOf(result);
      const want = expected(page.route, page.access, actor);
      if (got !== want) wrong.push(`${page.route} (${page.access}) as ${actor}: ${got}, expected ${want}`);
    }
  }
  expect(wrong).toEqual([]);
});
