/**
 * Catalogue timings at 100,000 products (npm run bench; not part of npm test):
 *
 *   npx tsx scripts/bench.ts [--products N] [--runs N] [--only sqlite|postgres] [--pg-port N] [--judged-only]
 *
 * Seeds a temporary SQLite file and a throwaway PostgreSQL cluster (scripts/pg-cluster.sh,
 * port 54359 or --pg-port), then prints p50 and p95 in ms of the service calls (not HTTP): a
 * listing (recommended order, one category), a filtered list (brand + size + price range), and
 * searches of 2, 3 and 5 characters and of initials. Targets: listing p95 < 30 ms, search
 * p95 < 50 ms. Then, on a database seeded like the demo, the search ranking's precision at 5
 * over the judged queries (scripts/search-judged-set.json); --judged-only prints only that.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrate, openDatabase, type DbHandle } from '@/lib/server/db';
import { seed } from '@/lib/server/seed';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { listProducts } from '@/lib/catalog/server/queries';
import { listingRequestSchema } from '@/lib/catalog/products.schemas';
import { searchProducts, searchQuery, searchSuggestions } from '@/lib/catalog/server/search';
import type { Viewer } from '@/lib/catalog/server/viewer';

import { DEMO_SEED, formatPrecision, precisionAt5 } from './searchPrecision';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const PRODUCTS = Number(option('--products') ?? 100_000);
const RUNS = Number(option('--runs') ?? 50);
const ONLY = option('--only');
const PG_PORT = Number(option('--pg-port') ?? 54359);
const JUDGED_ONLY = process.argv.includes('--judged-only');

const anonymous: Viewer = { userId: null, canSeeWholesale: false, isBrand: false };
const member: Viewer = { userId: null, canSeeWholesale: true, isBrand: false };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Wall-clock p50/p95; for SQLite (which runs in this process) also the p50/p95 of this
 * process's CPU time, which a busy machine does not inflate as much as wall-clock time.
 */
async function timeRuns(label: string, run: () => Promise<unknown>, withCpu: boolean): Promise<void> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const cpuText = withCpu ? `   cpu p50 ${ms(percentile(cpu, 50))}   p95 ${ms(percentile(cpu, 95))}` : '';
  console.log(`  ${label.padEnd(44)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}${cpuText}`);
}

/** Precision at 5 of the judged queries, on a database seeded like the demo. */
async function judged(name: string, handle: DbHandle): Promise<void> {
  await migrate(handle.db);
  await seed(handle.db, DEMO_SEED);
  console.log(formatPrecision(name, await precisionAt5(handle.db)));
}

async function bench(name: string, handle: DbHandle): Promise<void> {
  const { db } = handle;
  console.log(`${name}: migrating and seeding ${PRODUCTS.toLocaleString('en-US')} products…`);
  const started = performance.now();
  await migrate(db);
  await seed(db, { products: PRODUCTS, quiet: true });
  // Fresh statistics (and on PostgreSQL the visibility map that index-only scans need), as
  // autovacuum would have them in service.
  await (handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  const counts = await db.selectFrom('searchGrams').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  console.log(`  search_grams rows: ${Number(counts.n).toLocaleString('en-US')}`);

  const list = (query: Record<string, string>, viewer: Viewer) => () =>
    listProducts(db, viewer, productListRequest(listingRequestSchema.parse(query)));
  const search = (keyword: string, viewer: Viewer = anonymous) => () => searchProducts(db, viewer, productListRequest(searchQuery.parse({ keyword })), keyword);
  const withCpu = handle.kind === 'sqlite';
  const time = (label: string, run: () => Promise<unknown>) => timeRuns(label, run, withCpu);

  await time('listing: category 120, recommended (anonymous)', list({ idCategory: '120' }, anonymous));
  await time('listing: category 120, recommended (member)', list({ idCategory: '120' }, member));
  await time('filter: brand + size + price (anonymous)', list({ brand: '3', size: 'M,L', minPrice: '5', maxPrice: '40' }, anonymous));
  await time('filter: brand + size + price (member)', list({ brand: '3', size: 'M,L', minPrice: '5', maxPrice: '40' }, member));
  await time("search 2 chars '캔들'", search('캔들'));
  await time("search 2 chars '머그' (member)", search('머그', member));
  await time("search 3 chars '머그컵'", search('머그컵'));
  await time("search 5 chars '소소한하루'", search('소소한하루'));
  await time("search 2 words '캔들 라벤더'", search('캔들 라벤더'));
  await time("search initials 'ㅋㄷ'", search('ㅋㄷ'));
  await time("search typo '디퓨져'", search('디퓨져'));
  await time("search 1 char '컵'", search('컵'));
  await time("search typo '키랑' (finds nothing)", search('키랑'));
  await time("suggest '캔'", () => searchSuggestions(db, '캔'));
  await time("suggest '소소한'", () => searchSuggestions(db, '소소한'));
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  try {
    if (ONLY !== 'postgres') {
      const handle = openDatabase(`sqlite:${path.join(dir, 'bench.db')}`);
      try {
        if (!JUDGED_ONLY) await bench('SQLite', handle);
      } finally {
        await handle.close();
      }
      const demo = openDatabase(`sqlite:${path.join(dir, 'judged.db')}`);
      try {
        await judged('SQLite', demo);
      } finally {
        await demo.close();
      }
    }
    if (ONLY !== 'sqlite') {
      // Not under `dir` (0700): when run as root the cluster runs as the postgres user.
      const pgDir = path.join(os.tmpdir(), `shop-bench-pg-${process.pid}`);
      const url = execFileSync('bash', ['scripts/pg-cluster.sh', 'start', pgDir, String(PG_PORT)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .pop();
      if (!url) throw new Error('pg-cluster.sh printed no URL');
      try {
        const handle = openDatabase(url);
        try {
          if (!JUDGED_ONLY) await bench('PostgreSQL', handle);
          await sql`create database judged`.execute(handle.db);
        } finally {
          await handle.close();
        }
        const judgedUrl = new URL(url);
        judgedUrl.pathname = '/judged';
        const demo = openDatabase(judgedUrl.toString());
        try {
          await judged('PostgreSQL', demo);
        } finally {
          await demo.close();
        }
      } finally {
        execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', pgDir], { stdio: 'inherit' });
        fs.rmSync(pgDir, { recursive: true, force: true });
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
