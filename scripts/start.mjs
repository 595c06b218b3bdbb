#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to a running shop.
 *   1. `next build` when .next/BUILD_ID is missing or older than the sources, and beside it
 *      better-sqlite3's native module when it is not built yet (scripts/native.mjs);
 *   2. migrate the database of DATABASE_URL and, in demo mode (DEMO_MODE,
 *      switched on here unless set), seed it when empty (`tsx scripts/db.ts seed`);
 *   3. the production server (scripts/serve.ts) on PORT (default 3000; HOST to bind another address), then
 *      print the URL and, in demo mode, the demo accounts.
 * SIGINT/SIGTERM are passed on to whichever step is running.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const tsxCli = require.resolve('tsx/cli');

/** Everything a build depends on: a change to any of these means the build is stale. */
const SOURCE_DIRS = ['pages', 'components', 'lib', 'styles', 'public'];
const SOURCE_FILES = ['next.config.js', 'package.json', 'package-lock.json', 'tsconfig.json', '.env', '.env.production', '.env.local', '.env.production.local'];

/** The steps running now (the build and the native build may run side by side). */
const children = new Set();
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (children.size === 0) process.exit(130);
    for (const child of children) child.kill(signal);
  });
}

function run(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) process.exit(code ?? 130);
      if (code === 0) resolve();
      else reject(new Error(`${[path.basename(args[0]), ...args.slice(1)].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Newest modification time (ms) under the given paths; 0 when none exists. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target)) {
        if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(target, name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

/** Whether the build's prerendered pages (404, 500) carry the demo notice (pages/_document.tsx writes it in demo mode). */
function builtAsDemo() {
  try {
    return fs.readFileSync(path.join(root, '.next', 'server', 'pages', '404.html'), 'utf8').includes('class="demo-notice"');
  } catch {
    return null;
  }
}

function buildIsStale(demo) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'no build yet';
  const built = builtAsDemo();
  if (built !== null && built !== demo) return demo ? 'the build is not a demo build' : 'the build is a demo build';
  const builtAt = fs.statSync(buildId).mtimeMs;
  return newestMtime([...SOURCE_DIRS, ...SOURCE_FILES]) > builtAt ? 'sources changed since the last build' : null;
}

/** Resolves when the server answers HTTP (any status), or after 120 s. */
async function waitForServer(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && children.size > 0) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return false;
}

async function demoAccounts() {
  const { tsImport } = await import('tsx/esm/api');
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await tsImport('../lib/server/seed/demo.ts', import.meta.url);
  return { accounts: Object.values(DEMO_ACCOUNTS), password: DEMO_PASSWORD };
}

async function main() {
  // The .env files, as the server reads them (so DEMO_MODE=false or a PORT there counts here too).
  require('@next/env').loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const port = process.env.PORT || '3000';
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new Error(`PORT must be a port number (1-65535), not "${port}"`);
  }
  const host = process.env.HOST || undefined;
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1' };
  // The local demo shop: simulated card payments, SMS codes in this log and the seeded demo
  // accounts, each refused by a production server unless DEMO_MODE=true (lib/server/env.ts).
  // Every page then says that it is a demo. DEMO_MODE=false runs a real shop (.env.example).
  env.DEMO_MODE ??= 'true';
  const demo = env.DEMO_MODE === 'true';
  const probeHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}`;
  // Absolute URLs (sharing tags, sitemap) come from SITE_URL, never from a request's Host header.
  if (demo && !env.SITE_URL && !env.NEXT_PUBLIC_SITE_URL) env.SITE_URL = url;
  if (demo) console.log('> demo mode (DEMO_MODE): card payments are simulated, SMS codes are written to this log');

  // better-sqlite3's native module, built beside the app when it is missing (scripts/native.mjs
  // does nothing when it is built).
  const native = run(['scripts/native.mjs']);
  native.catch(() => {});
  const stale = buildIsStale(demo);
  if (stale) {
    console.log(`> building (${stale})`);
    await run([nextBin, 'build'], { env });
  } else {
    console.log('> the build is up to date');
  }
  await native;

  console.log('> preparing the database');
  await run([tsxCli, 'scripts/db.ts', demo ? 'seed' : 'migrate'], { env });

  console.log('> starting the server');
  const server = run([tsxCli, 'scripts/serve.ts'], { env: { ...env, PORT: port } });
  server.catch((error) => {
    console.error(error.message);
    process.exit(1);
  });

  if (await waitForServer(`${url}/api/v1/categories`)) {
    console.log('');
    console.log(`  도매마켓 is running at ${url}`);
    console.log('');
    if (demo) {
      const { accounts, password } = await demoAccounts();
      const width = Math.max(...accounts.map((account) => account.email.length));
      console.log(`  Demo accounts (password ${password}):`);
      for (const account of accounts) console.log(`    ${account.email.padEnd(width)}  ${account.note}`);
      console.log('');
    }
  }
  await server;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
