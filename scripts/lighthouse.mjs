#!/usr/bin/env node
/**
 * Lighthouse scores of the storefront (part of `npm run bench`; not a test):
 *
 *   node scripts/lighthouse.mjs [--runs 3] [--port 3296] [--form mobile|desktop|both]
 *
 * Serves the built app (`next build` first when there is none) on a fresh
 * seeded SQLite database (scripts/e2e-server.sh), then runs Lighthouse in
 * Debian's Chromium (CHROME_PATH overrides) `--runs` times per page and form
 * factor and prints the median of each category: performance (target >= 95),
 * accessibility (100), best practices (100), SEO (100). Pages: home, a
 * category, a product, and the cart of the logged-in demo retailer. Mobile is
 * Lighthouse's default (a mid-range phone on a throttled 4G link, simulated).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const RUNS = Number(option('--runs', 3));
const PORT = Number(option('--port', 3296));
const FORM = option('--form', 'both');
const BASE = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/shop?idCategory=100&page=1&page_type=category' },
  { name: 'product', path: '/product-details/1' },
  { name: 'cart (logged in)', path: '/cart', member: true },
];

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`))));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function demoToken() {
  const response = await fetch(`${BASE}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'retailer@demo.kr', password: 'demo1234!' }),
  });
  if (!response.ok) throw new Error(`demo login: HTTP ${response.status}`);
  return (await response.json()).token;
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) await run('npx', ['next', 'build']);
  const server = spawn('bash', ['scripts/e2e-server.sh', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, E2E_DB_DIR: '.tmp/lighthouse-db' },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    await waitFor(`${BASE}/api/v1/categories`, 180_000);
    const token = await demoToken();
    const forms = FORM === 'both' ? ['mobile', 'desktop'] : [FORM];
    // Lighthouse's own measure of this machine's CPU: its simulated phone scales what it observes
    // here, so scores of two machines compare only alongside it.
    const benchmarkIndexes = [];
    console.log(`Lighthouse ${RUNS} runs per page, medians (targets: performance >= 95, the others 100)`);
    for (const form of forms) {
      console.log(`\n${form}`);
      console.log(`  ${'page'.padEnd(18)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   LCP ms   TBT ms   CLS`);
      for (const page of PAGES) {
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
        const lcp = [];
        const tbt = [];
        const cls = [];
        for (let i = 0; i < RUNS; i++) {
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            ...(page.member ? { extraHeaders: { Cookie: `token=${token}` } } : {}),
          };
          const result = await lighthouse(`${BASE}${page.path}`, flags, form === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
          const { categories, audits } = result.lhr;
          for (const c of CATEGORIES) scores[c].push(Math.round((categories[c].score ?? 0) * 100));
          lcp.push(audits['largest-contentful-paint'].numericValue ?? 0);
          tbt.push(audits['total-blocking-time'].numericValue ?? 0);
          cls.push(audits['cumulative-layout-shift'].numericValue ?? 0);
          benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        }
        const cells = CATEGORIES.map((c) => String(median(scores[c])).padStart(15)).join('');
        console.log(
          `  ${page.name.padEnd(18)} ${cells}   ${String(Math.round(median(lcp))).padStart(6)}   ${String(Math.round(median(tbt))).padStart(6)}   ${median(cls).toFixed(3)}`,
        );
      }
    }
    console.log(`\nLighthouse benchmarkIndex of this machine (median of the runs): ${Math.round(median(benchmarkIndexes))}`);
  } finally {
    await chrome.kill();
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
