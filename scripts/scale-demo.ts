/**
 * Scale-out on real parts (npm run scale:demo; not part of npm test):
 *
 *   npx tsx scripts/scale-demo.ts [--buyers 20] [--orders 300] [--duration 8]
 *
 * 1. A throwaway PostgreSQL cluster (port 54351), migrated and seeded; two instances of the
 *    production server against it (ports 3241, 3242); nginx from Debian in front (port 3240),
 *    balancing them and caching anonymous pages as the app's Cache-Control allows
 *    (scripts/load/nginx.conf).
 * 2. 200 retailers check out one unit of a product with stock 50 at once, through nginx, so
 *    across both instances: exactly 50 orders.
 * 3. An anonymous page through nginx (cached) against the same page from one instance
 *    (rendered every time), with autocannon.
 * 4. An order load through nginx (`--buyers` retailers, `--orders` card orders in all); one
 *    instance is killed with SIGKILL in the middle. Clients retry a step that got no answer with
 *    the same Idempotency-Key, as a real client does.
 * Prints what clients saw confirmed against what the database holds, stock consistency, the
 * errors seen, and the throughput; exits 1 when a correctness check fails. Installs nginx with
 * apt-get when missing (as root); builds when there is no build. Everything is removed at the end.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate, openDatabase } from '@/lib/server/db';
import { seed } from '@/lib/server/seed';
import { cleanUp, countOption, ensureBuild, kill, startInstance, startNginx, startPostgres, waitForHealth, workDir } from './load/cluster';
import { brand, buyOne, checkoutOnce, confirmedInDatabase, member, newTally, product, stockCheck, type Tally } from './load/shopper';

const BUYERS = countOption('--buyers', 20);
const ORDERS = countOption('--orders', 300);
const DURATION = countOption('--duration', 8);
const PG_PORT = 54351;
const NGINX_PORT = 3240;
const RACE_BUYERS = 200;
const RACE_STOCK = 50;
const LOAD_STOCK = 100_000;
const SHOP_PAGE = '/shop?idCategory=152&page=1&page_type=category';

let failed = false;
function check(label: string, ok: boolean, detail: string): void {
  if (!ok) failed = true;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
}

async function throughput(url: string): Promise<{ rps: number; p50: number }> {
  const result = await autocannon({ url, connections: 10, duration: DURATION });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50 };
}

function printErrors(tally: Tally): void {
  if (tally.errors.size === 0) {
    console.log('  errors seen by clients: none');
    return;
  }
  console.log('  errors seen by clients (each retried unless the order was abandoned):');
  for (const [kind, n] of [...tally.errors].sort((a, b) => b[1] - a[1])) console.log(`    ${String(n).padStart(5)}  ${kind}`);
}

async function main(): Promise<void> {
  ensureBuild();
  const dir = workDir('scale');
  console.log('starting PostgreSQL…');
  const adminUrl = startPostgres(path.join(dir, 'pg'), PG_PORT);
  const handle = openDatabase(adminUrl);
  const db = handle.db;
  await migrate(db);
  await seed(db, { quiet: true });

  // The rows of the load: a brand, a product with plenty of stock, one with 50, the retailers.
  const idBrand = await brand(db, { minimumOrderAmount: 0, deliveryFee: 3_000 });
  const loadProduct = await product(db, idBrand, { stock: LOAD_STOCK, wholesalePrice: 10_000 });
  const raceProduct = await product(db, idBrand, { stock: RACE_STOCK, wholesalePrice: 12_000 });
  const buyers = await Promise.all(Array.from({ length: Math.max(BUYERS, RACE_BUYERS) }, () => member(db)));

  console.log('starting two instances and nginx…');
  // nginx is the shared cache here: the instances render every page (PAGE_CACHE=off).
  const env = { DATABASE_URL: adminUrl, SITE_URL: `http://127.0.0.1:${NGINX_PORT}`, TRUST_PROXY: 'true', DB_AUTO_SEED: 'false', DB_POOL_SIZE: '10', PAGE_CACHE: 'off' };
  const a = await startInstance('instance-a', 3241, env, dir);
  const b = await startInstance('instance-b', 3242, env, dir);
  await Promise.all([waitForHealth(a.url), waitForHealth(b.url)]);
  const site = await startNginx(path.join(dir, 'nginx'), NGINX_PORT, [a, b]);
  await waitForHealth(site);

  // 2. The race, across both instances.
  console.log(`\n${RACE_BUYERS} checkouts at once of a product with stock ${RACE_STOCK}, through nginx:`);
  const lines = await Promise.all(
    buyers.slice(0, RACE_BUYERS).map(async (who) => {
      const response = await fetch(`${site}/api/v1/carts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: who.token },
        body: JSON.stringify({ directCart: true, idProduct: raceProduct, cartInfo: [{ goodsCount: 1 }] }),
      });
      return ((await response.json()) as { cartIds: number[] }).cartIds;
    }),
  );
  const outcomes = await Promise.all(buyers.slice(0, RACE_BUYERS).map((who, i) => checkoutOnce(site, who.token, lines[i])));
  const byOutcome = new Map<string, number>();
  for (const outcome of outcomes) byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
  console.log(`  answers: ${[...byOutcome].map(([k, n]) => `${k} x ${n}`).join(', ')}`);
  const raceOrders = await db.selectFrom('orderItems').select('orderId').where('productId', '=', raceProduct).execute();
  check('orders in the database', raceOrders.length === RACE_STOCK, `${raceOrders.length} (expected ${RACE_STOCK})`);
  check('answered 201', byOutcome.get('201') === RACE_STOCK, `${byOutcome.get('201') ?? 0}`);
  const race = await stockCheck(db, raceProduct, RACE_STOCK);
  check('stock', race.consistent && race.now === 0, `${race.now} left of ${race.initial}, ${race.sold} sold`);

  // 3. Cached against uncached.
  console.log(`\nan anonymous page (${SHOP_PAGE}), autocannon -c 10 -d ${DURATION}:`);
  const first = await fetch(site + SHOP_PAGE);
  const second = await fetch(site + SHOP_PAGE);
  const member0 = await fetch(site + SHOP_PAGE, { headers: { cookie: `token=${buyers[0].token}` } });
  console.log(
    `  nginx cache: first ${first.headers.get('x-cache-status')}, then ${second.headers.get('x-cache-status')}; ` +
      `with a session ${member0.headers.get('x-cache-status')} (${member0.headers.get('cache-control')})`,
  );
  check('a session is never served from the cache', member0.headers.get('x-cache-status') === 'BYPASS', String(member0.headers.get('x-cache-status')));
  const cached = await throughput(site + SHOP_PAGE);
  const uncached = await throughput(b.url + SHOP_PAGE);
  console.log(`  through nginx (cached):        ${String(cached.rps).padStart(6)} req/s, p50 ${cached.p50} ms`);
  console.log(`  one instance (rendered each):  ${String(uncached.rps).padStart(6)} req/s, p50 ${uncached.p50} ms`);

  // 4. The order load, one instance killed in the middle.
  console.log(`\n${ORDERS} card orders by ${BUYERS} retailers through nginx; instance A is killed (SIGKILL) after ${Math.round(ORDERS * 0.4)}:`);
  const tally = newTally();
  let next = 0;
  let killedAt: number | null = null;
  const started = Date.now();
  await Promise.all(
    buyers.slice(0, BUYERS).map(async (who) => {
      while (next < ORDERS) {
        next++;
        await buyOne(site, who.token, loadProduct, tally);
        if (killedAt === null && tally.confirmed.length >= ORDERS * 0.4) {
          killedAt = tally.confirmed.length;
          kill(a, 'SIGKILL');
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`  instance A killed after ${killedAt} confirmed orders; the load took ${seconds.toFixed(1)} s`);
  const found = await confirmedInDatabase(db, tally.confirmed);
  const stock = await stockCheck(db, loadProduct, LOAD_STOCK);
  const placed = await db.selectFrom('orderItems').select('orderId').where('productId', '=', loadProduct).execute();
  console.log(`  orders confirmed to clients: ${tally.confirmed.length}; abandoned after retries: ${tally.abandoned}`);
  console.log(`  orders in the database: ${placed.length} (paid and confirmed: ${found.present})`);
  check('every confirmed order is in the database, paid', found.missing.length === 0, `${found.missing.length} missing`);
  check('no order confirmed twice', found.duplicates === 0, `${found.duplicates} duplicates`);
  check('stock adds up', stock.consistent, `${stock.initial} - ${stock.sold} ordered = ${stock.now} in stock`);
  check('every order placed', tally.confirmed.length + tally.abandoned === ORDERS, `${tally.confirmed.length} confirmed + ${tally.abandoned} abandoned of ${ORDERS}`);
  printErrors(tally);
  check('instance B still healthy', (await fetch(`${b.url}/api/v1/health`)).ok, 'GET /api/v1/health 200');

  await handle.close();
  console.log(failed ? '\nscale demo: a check FAILED' : '\nscale demo: every check passed');
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    failed = true;
  })
  .finally(() => {
    cleanUp();
    process.exit(failed ? 1 : 0);
  });
