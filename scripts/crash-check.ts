/**
 * A crash in the middle of an order load (npm run check:crash; not part of npm test):
 *
 *   npx tsx scripts/crash-check.ts [--orders 150] [--buyers 10] [--only sqlite|postgres]
 *
 * For SQLite (WAL) and then PostgreSQL: one instance of the production server (port 3243),
 * `--buyers` retailers placing card orders; after 40% of them the server is killed with SIGKILL
 * and started again on the same database, while the clients retry what got no answer with the
 * same Idempotency-Key. Then: the restarted server is healthy, every order a client saw
 * confirmed is in the database and paid, none twice, and the stock adds up. Prints a table;
 * exits 1 when a check fails.
 */
import path from 'node:path';
import { migrate, openDatabase, type DbHandle } from '@/lib/server/db';
import { seed } from '@/lib/server/seed';
import { cleanUp, countOption, ensureBuild, ensurePortFree, kill, startInstance, startPostgres, waitForHealth, workDir, type Instance } from './load/cluster';
import { brand, buyOne, confirmedInDatabase, member, newTally, product, stockCheck } from './load/shopper';

const ORDERS = countOption('--orders', 150);
const BUYERS = countOption('--buyers', 10);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const PORT = 3243;
const STOCK = 100_000;

interface Row {
  database: string;
  confirmed: number;
  abandoned: number;
  /** Steps that got no answer (cut by the kill, or refused while the server restarted) and were retried. */
  retried: number;
  missing: number;
  duplicates: number;
  stock: string;
  consistent: boolean;
  restartSeconds: number;
  healthy: boolean;
}

async function run(kind: 'sqlite' | 'postgres', dir: string): Promise<Row> {
  const url = kind === 'sqlite' ? `sqlite:${path.join(dir, 'shop.db')}` : startPostgres(path.join(dir, 'pg'), 54352);
  const handle: DbHandle = openDatabase(url);
  const db = handle.db;
  await migrate(db);
  await seed(db, { products: 200, brands: 10, quiet: true });
  const idProduct = await product(db, await brand(db, { minimumOrderAmount: 0 }), { stock: STOCK });
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => member(db)));

  const env = { DATABASE_URL: url, DB_AUTO_SEED: 'false' };
  let server: Instance = await startInstance(`${kind}-1`, PORT, env, dir);
  await waitForHealth(server.url);

  const tally = newTally();
  let next = 0;
  let restart: Promise<number> | null = null;
  await Promise.all(
    buyers.map(async (who) => {
      while (next < ORDERS) {
        next++;
        await buyOne(server.url, who.token, idProduct, tally, 20);
        if (restart === null && tally.confirmed.length >= ORDERS * 0.4) {
          kill(server, 'SIGKILL');
          const killed = Date.now();
          restart = (async () => {
            // The port is free once the killed process is gone.
            while (await ensurePortFree(PORT).then(() => false, () => true)) await new Promise((resolve) => setTimeout(resolve, 50));
            server = await startInstance(`${kind}-2`, PORT, env, dir);
            await waitForHealth(server.url);
            return (Date.now() - killed) / 1000;
          })();
        }
      }
    }),
  );
  const restartSeconds = restart ? await restart : NaN;
  const healthy = (await fetch(`${server.url}/api/v1/health`)).ok;
  const found = await confirmedInDatabase(db, tally.confirmed);
  const stock = await stockCheck(db, idProduct, STOCK);
  kill(server, 'SIGTERM');
  await handle.close();
  return {
    database: kind === 'sqlite' ? 'SQLite (WAL)' : 'PostgreSQL',
    confirmed: tally.confirmed.length,
    abandoned: tally.abandoned,
    retried: [...tally.errors.values()].reduce((sum, n) => sum + n, 0),
    missing: found.missing.length,
    duplicates: found.duplicates,
    stock: `${stock.initial} - ${stock.sold} = ${stock.now}`,
    consistent: stock.consistent,
    restartSeconds,
    healthy,
  };
}

async function main(): Promise<boolean> {
  ensureBuild();
  const rows: Row[] = [];
  for (const kind of ['sqlite', 'postgres'] as const) {
    if (ONLY && ONLY !== kind) continue;
    console.log(`${kind}: ${ORDERS} card orders by ${BUYERS} retailers, SIGKILL after ${Math.round(ORDERS * 0.4)} and a restart…`);
    rows.push(await run(kind, workDir(`crash-${kind}`)));
  }
  console.log(`\n${'database'.padEnd(14)} ${'confirmed'.padStart(9)} ${'abandoned'.padStart(9)} ${'retried'.padStart(7)} ${'missing'.padStart(7)} ${'twice'.padStart(5)} ${'stock (initial - ordered = now)'.padEnd(32)} ${'restart'.padStart(8)} health`);
  let ok = true;
  for (const row of rows) {
    const good = row.missing === 0 && row.duplicates === 0 && row.consistent && row.healthy;
    ok &&= good;
    console.log(
      `${row.database.padEnd(14)} ${String(row.confirmed).padStart(9)} ${String(row.abandoned).padStart(9)} ${String(row.retried).padStart(7)} ${String(row.missing).padStart(7)} ${String(row.duplicates).padStart(5)} ${`${row.stock}${row.consistent ? '' : ' (INCONSISTENT)'}`.padEnd(32)} ${`${row.restartSeconds.toFixed(1)} s`.padStart(8)} ${row.healthy ? '200' : 'DOWN'}  ${good ? 'ok' : 'FAIL'}`,
    );
  }
  console.log(ok ? '\ncrash check: every confirmed order survived, stock adds up' : '\ncrash check: a check FAILED');
  return ok;
}

let ok = false;
main()
  .then((result) => {
    ok = result;
  })
  .catch((error: unknown) => console.error(error instanceof Error ? (error.stack ?? error.message) : error))
  .finally(() => {
    cleanUp();
    process.exit(ok ? 0 : 1);
  });
