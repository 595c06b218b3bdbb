/**
 * Throughput side by side in one run (npm run bench:throughput; not part of npm test):
 *
 *   npx tsx scripts/throughput.ts [--duration 10] [--connections 10] [--port 3290]
 *
 * Builds when there is no build, seeds a temporary SQLite database (the regular seed: 1,200
 * products), starts the production server (scripts/serve.ts) on loopback twice, as deployed and
 * with PAGE_CACHE=off (every page rendered), and measures with autocannon, one after the other,
 * each after a warm-up:
 *   - a static page of the app (the 404 page, prerendered at build time) and the server-rendered
 *     /shop of an anonymous visitor (24 products), as served (the page cache keeps it for its
 *     s-maxage) and rendered every time: target /shop >= 25% of the static page;
 *   - GET /api/v1/categories (the cheapest API route), GET /api/v1/products (the default
 *     listing) and GET /api/v1/search with a two-syllable word: targets >= 60% and >= 40%.
 * Prints requests per second, latency p50/p99 and the ratios against their targets. The load
 * generator shares the machine with the server: compare the ratios, not the absolute figures.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { countOption, onCleanUp } from './load/cluster';

const root = path.resolve(__dirname, '..');

const DURATION = countOption('--duration', 10);
const CONNECTIONS = countOption('--connections', 10);
const PORT = countOption('--port', 3290);
const BASE = `http://127.0.0.1:${PORT}`;
/** The same app with PAGE_CACHE=off, on the next port. */
const RENDERING = `http://127.0.0.1:${PORT + 1}`;

interface Target {
  label: string;
  path: string;
  base?: string;
}

const STATIC: Target = { label: 'static page (prerendered 404)', path: '/no-such-page' };
const SHOP_PATH = '/shop?idCategory=152&page=1&page_type=category';
const SHOP: Target = { label: 'SSR /shop, anonymous, as served', path: SHOP_PATH };
const SHOP_RENDERED: Target = { label: 'SSR /shop, rendered every time', path: SHOP_PATH, base: RENDERING };
const CATEGORIES: Target = { label: 'GET /api/v1/categories', path: '/api/v1/categories' };
const PRODUCTS: Target = { label: 'GET /api/v1/products', path: '/api/v1/products' };
const SEARCH: Target = { label: 'GET /api/v1/search?keyword=캔들', path: `/api/v1/search?keyword=${encodeURIComponent('캔들')}` };

interface Result {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(target: Target, seconds: number): Promise<Result> {
  const result = await autocannon({ url: (target.base ?? BASE) + target.path, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function waitForHealth(server: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not answer /api/v1/health within 120 s');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('building (no build yet)…');
    execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-throughput-'));
  // The demo shop (seeded accounts, simulated payments), as `npm start` runs it.
  const env = { ...process.env, NODE_ENV: 'production' as const, DEMO_MODE: 'true', SITE_URL: BASE, DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`, NEXT_TELEMETRY_DISABLED: '1' };
  console.log('seeding a temporary SQLite database…');
  execFileSync('npx', ['tsx', 'scripts/db.ts', 'seed'], { cwd: root, env, stdio: 'ignore' });

  const start = (port: number, extra: Record<string, string>) =>
    spawn('npx', ['tsx', 'scripts/serve.ts'], {
      cwd: root,
      env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
  const servers = [start(PORT, {}), start(PORT + 1, { PAGE_CACHE: 'off' })];
  const stop = () => {
    for (const server of servers) {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // Also on Ctrl-C (scripts/load/cluster.ts runs the clean-ups then).
  onCleanUp(stop);
  try {
    await waitForHealth(servers[0], BASE);
    await waitForHealth(servers[1], RENDERING);
    const targets = [STATIC, SHOP, SHOP_RENDERED, CATEGORIES, PRODUCTS, SEARCH];
    console.log(`warming up (${targets.length} x 3 s)…`);
    for (const target of targets) await measure(target, 3);
    const results = new Map<Target, Result>();
    for (const target of targets) {
      results.set(target, await measure(target, DURATION));
    }
    const load = os.loadavg()[0].toFixed(1);
    console.log(`\nautocannon -c ${CONNECTIONS} -d ${DURATION} on loopback, ${os.cpus().length} cores, load average ${load}\n`);
    console.log(`${'target'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const [target, r] of results) {
      console.log(
        `${target.label.padEnd(38)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
    const ratio = (a: Target, b: Target) => results.get(a)!.rps / results.get(b)!.rps;
    const rows: [string, number, number][] = [
      ['SSR /shop (as served) vs static', ratio(SHOP, STATIC), 0.25],
      ['SSR /shop (rendered) vs static', ratio(SHOP_RENDERED, STATIC), 0.25],
      ['/products vs /categories', ratio(PRODUCTS, CATEGORIES), 0.6],
      ['/search vs /categories', ratio(SEARCH, CATEGORIES), 0.4],
    ];
    console.log(`\n${'ratio'.padEnd(32)} ${'measured'.padStart(9)} ${'target'.padStart(8)}`);
    for (const [label, value, target] of rows) {
      console.log(`${label.padEnd(32)} ${`${(value * 100).toFixed(0)}%`.padStart(9)} ${`>= ${target * 100}%`.padStart(8)}  ${value >= target ? 'met' : 'NOT met'}`);
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
