#!/usr/bin/env node
/**
 * First-load JS gate. Builds a bare Next page (one `<p>hello</p>` page, same
 * next and react as the app) in .tmp/bare-next in this same run and measures
 * it, then serves the built app on a fresh seeded database, loads every route
 * (logged in where the route needs it: the demo retailer, or the demo brand user for the
 * brand centre) and sums the gzip size of the
 * <script src> files each page's HTML loads. Two limits, both relative to the
 * bare page, so a Next or React upgrade moves the floor with it:
 *   - what every route shares (scripts present on all of them): at most 41 kB over the bare page
 *     (the shell, and what the bundler puts with it because every route uses it);
 *   - any single route: at most 56 kB over the bare page (the checkout, the catalogue
 *     pages with listing, filters and cards, and the brand centre's product form are the
 *     largest; Lighthouse mobile scores them 95 to 99: scripts/lighthouse.mjs). The route limit leaves about
 *     1 kB for how Turbopack groups the shared modules into files, which moves every
 *     route's gzip sum without any code changing (docs/DECISIONS.md, Speed).
 * Exits 1 when a limit is passed or a route does not answer its page (200; 404 for the missing one).
 * Needs `next build` of the app first.
 *
 *   node scripts/js-budget.mjs [--port 3211] [--app http://127.0.0.1:3210]
 *
 * --app measures a server already running on a fresh seeded database (the e2e
 * server of scripts/test-all.sh); without it the script serves the app itself
 * on --port (and the bare page on --port + 1).
 */
import { serveBareNext } from './bench/bare-next.mjs';
import { gzipTotal, scriptsOf } from './bench/first-load.mjs';
import { demoToken, serve, stopServers, waitFor } from './bench/processes.mjs';

const SHARED_ALLOWANCE_KB = 41;
const ROUTE_ALLOWANCE_KB = 56;
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const port = Number(option('--port') ?? 3211);
const barePort = port + 1;
const app = option('--app');
const base = app ?? `http://127.0.0.1:${port}`;

const ROUTES = [
  '/',
  '/shop?idCategory=100&page=1&page_type=category',
  '/product-details/1',
  '/search?keyword=키링',
  '/page/search',
  '/favorite',
  '/page/account/favorite',
  '/brand/1',
  '/cart',
  '/payment',
  '/mypage',
  '/page/account/mypage',
  '/page/account/referral',
  '/faq-retail',
  '/notices',
  '/notices/1',
  '/apply',
  '/page/apply',
  // Logged-out pages (a member is redirected away from them): loaded anonymously.
  '-/login',
  '-/register/login',
  '-/register/register',
  '-/register/password',
  '/terms',
  '/privacy',
  '/free-refunds',
  '/new-brand',
  '/flash-sale',
  '/page/popular',
  '/no-such-page',
  // The brand centre: loaded as the demo brand user.
  '@/brand-center/orders',
  '@/brand-center/products',
  '@/brand-center/products/new',
  '@/brand-center/refunds',
  '@/brand-center/sales',
  '@/brand-center/settings',
];

try {
  const bareOrigin = serveBareNext(barePort);
  if (!app) serve('bash', ['scripts/e2e-server.sh', String(port)], { E2E_DB_DIR: '.tmp/budget-db' });
  await waitFor(bareOrigin);
  const bare = await gzipTotal(bareOrigin, (await scriptsOf(bareOrigin)).srcs);
  await waitFor(`${base}/api/v1/categories`);

  const token = await demoToken(base);
  const brandToken = await demoToken(base, 'brand@demo.kr');
  const brandHeaders = { token: brandToken };
  const brandProduct = await fetch(`${base}/api/v1/brands/products?limit=1`, { headers: brandHeaders }).then((answer) => answer.json());
  const brandOrder = await fetch(`${base}/api/v1/brands/orders?limit=1`, { headers: brandHeaders }).then((answer) => answer.json());
  const idBrandProduct = brandProduct.items?.[0]?.idProduct;
  const idBrandOrder = brandOrder.items?.[0]?.idOrder;
  if (!idBrandProduct || !idBrandOrder) throw new Error('the demo brand has no product or order: is the seed complete?');
  ROUTES.push(`@/brand-center/products/${idBrandProduct}`, `@/brand-center/orders/${idBrandOrder}`);
  // The order pages need an order of the demo retailer's: one being prepared (cancellable) from the seed.
  const preparing = await fetch(`${base}/api/v1/orders?status=preparing&limit=1`, { headers: { token } }).then((answer) => answer.json());
  const idOrder = preparing.items?.[0]?.idOrder;
  if (!idOrder) throw new Error('the demo retailer has no order being prepared: is the seed complete?');
  ROUTES.push(`/order-complete?idOrder=${idOrder}`, `/order-detail/${idOrder}`, `/cancel/${idOrder}`);
  const routeLimit = bare + ROUTE_ALLOWANCE_KB;
  const sharedLimit = bare + SHARED_ALLOWANCE_KB;
  let over = 0;
  let worst = 0;
  let shared = null;
  console.log(`bare Next page: ${bare.toFixed(1)} kB gzip (built in this run)`);
  console.log(`route${' '.repeat(46)}status  scripts  first-load gzip  over bare`);
  for (const entry of ROUTES) {
    const anonymous = entry.startsWith('-');
    const asBrand = entry.startsWith('@');
    const route = anonymous || asBrand ? entry.slice(1) : entry;
    const session = asBrand ? brandToken : token;
    const headers = session && !anonymous ? { cookie: `token=${encodeURIComponent(session)}` } : {};
    const { status, srcs } = await scriptsOf(`${base}${route}`, headers);
    shared = shared === null ? new Set(srcs) : new Set(srcs.filter((src) => shared.has(src)));
    const kb = await gzipTotal(base, srcs);
    worst = Math.max(worst, kb);
    // A route that does not answer its page measures the wrong bundle: that fails the budget too.
    const wrongStatus = status !== (route === '/no-such-page' ? 404 : 200);
    const flag = `${kb > routeLimit ? '  OVER' : ''}${wrongStatus ? '  NOT ITS PAGE' : ''}`;
    if (flag) over++;
    console.log(
      `${route.padEnd(50)} ${String(status).padEnd(7)} ${String(srcs.length).padEnd(8)} ${kb.toFixed(1).padStart(6)} kB  ${`+${(kb - bare).toFixed(1)}`.padStart(9)} kB${flag}`,
    );
  }
  const sharedKb = await gzipTotal(base, [...shared]);
  const sharedOver = sharedKb > sharedLimit;
  if (sharedOver) over++;
  console.log(
    `shared by every route: ${sharedKb.toFixed(1)} kB (+${(sharedKb - bare).toFixed(1)} kB; limit +${SHARED_ALLOWANCE_KB} kB)${sharedOver ? '  OVER' : ''}`,
  );
  console.log(`largest route: ${worst.toFixed(1)} kB (+${(worst - bare).toFixed(1)} kB; limit +${ROUTE_ALLOWANCE_KB} kB)`);
  stopServers();
  process.exit(over > 0 ? 1 : 0);
} catch (error) {
  console.error(error);
  stopServers();
  process.exit(1);
}
