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
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CATEGORIES, launchChrome, lighthouseMedians, median } from './bench/lighthouse-runs.mjs';
import { demoToken, serve, stopServers, waitFor } from './bench/processes.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const RUNS = Number(option('--runs', 3));
const PORT = Number(option('--port', 3296));
const FORM = option('--form', 'both');
const BASE = `http://127.0.0.1:${PORT}`;

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/shop?idCategory=100&page=1&page_type=category' },
  { name: 'product', path: '/product-details/1' },
  { name: 'cart (logged in)', path: '/cart', member: true },
];

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
  serve('bash', ['scripts/e2e-server.sh', String(PORT)], { E2E_DB_DIR: '.tmp/lighthouse-db' });
  const chrome = await launchChrome();
  try {
    await waitFor(`${BASE}/api/v1/categories`);
    const token = await demoToken(BASE);
    const forms = FORM === 'both' ? ['mobile', 'desktop'] : [FORM];
    const benchmarkIndexes = [];
    console.log(`Lighthouse ${RUNS} runs per page, medians (targets: performance >= 95, the others 100)`);
    for (const form of forms) {
      console.log(`\n${form}`);
      console.log(`  ${'page'.padEnd(18)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}   LCP ms   TBT ms   CLS`);
      for (const page of PAGES) {
        const m = await lighthouseMedians(chrome, `${BASE}${page.path}`, { runs: RUNS, form, token: page.member ? token : undefined });
        benchmarkIndexes.push(m.benchmarkIndex);
        const cells = CATEGORIES.map((c) => String(m.scores[c]).padStart(15)).join('');
        console.log(`  ${page.name.padEnd(18)} ${cells}   ${String(Math.round(m.lcp)).padStart(6)}   ${String(Math.round(m.tbt)).padStart(6)}   ${m.cls.toFixed(3)}`);
      }
    }
    console.log(`\nLighthouse benchmarkIndex of this machine (median of the pages' medians): ${Math.round(median(benchmarkIndexes))}`);
  } finally {
    await chrome.kill();
    stopServers();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
