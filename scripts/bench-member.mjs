#!/usr/bin/env node
/**
 * What a signed-in retailer's pages cost, side by side with their floor, in one
 * run (npm run bench:member; not a test):
 *
 *   node scripts/bench-member.mjs [--port 3300] [--duration 6] [--rounds 3] [--runs 3] [--skip-lighthouse]
 *
 * Serves the built app (`next build` first when there is none) on a fresh seeded
 * SQLite database (scripts/e2e-server.sh) and, on --port + 1, a bare Next app built
 * in this run (scripts/bench/bare-next.mjs: a hello page and the shop's terms as
 * plain HTML). Then prints, each beside its baseline and target:
 *   1. throughput (autocannon -c 10, loopback, one target after the other, in --rounds
 *      rounds; the median of each figure, and of each round's ratio to the baseline
 *      measured beside it, so one slow second does not decide a row): /shop and a
 *      product page rendered for retailer@demo.kr against the app's static page (the
 *      prerendered 404); GET /api/v1/products as the retailer against /api/v1/categories;
 *   2. the HTML of /shop as the retailer: bytes, inline CSS, __NEXT_DATA__, elements, the linked stylesheet,
 *      Suspense boundaries;
 *   3. first-load JS (gzip) of the member pages over the bare page (every route is
 *      gated in npm test by scripts/js-budget.mjs);
 *   4. Lighthouse mobile, median of --runs: the bare pages, /terms, and the member
 *      pages, with TBT over the bare page and Lighthouse's benchmarkIndex beside each.
 * The load generator and the browser share the machine with the server: compare a
 * figure with its baseline from the same run, not across machines.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { serveBareNext } from './bench/bare-next.mjs';
import { gzipTotal, scriptsOf } from './bench/first-load.mjs';
import { launchChrome, lighthouseMedians } from './bench/lighthouse-runs.mjs';
import { demoToken, serve, stopServers, waitFor } from './bench/processes.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const PORT = Number(option('--port', 3300));
const DURATION = Number(option('--duration', 6));
const ROUNDS = Number(option('--rounds', 3));
const RUNS = Number(option('--runs', 3));
const LIGHTHOUSE = !process.argv.includes('--skip-lighthouse');
const BASE = `http://127.0.0.1:${PORT}`;
const SETTLE_MS = 20_000;

const SHOP = '/shop?idCategory=152&page=1&page_type=category';
const PRODUCT = '/product-details/1';
const MEMBER_PAGES = [
  ['home', '/'],
  ['/shop', SHOP],
  ['product', PRODUCT],
  ['cart', '/cart'],
];

const pct = (value) => `${(value * 100).toFixed(1)}%`;
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const row = (cells, widths) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[i]))).join(' ');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function throughput(url, headers, warm) {
  const options = { url, headers, connections: 10, pipelining: 1 };
  if (warm) await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: DURATION });
  if (result.non2xx > 0 && !url.endsWith('/no-such-page')) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function htmlFacts(html) {
  const inner = (re) => [...html.matchAll(re)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0);
  return {
    bytes: Buffer.byteLength(html),
    css: inner(/<style[^>]*>([^]*?)<\/style>/g),
    nextData: inner(/<script id="__NEXT_DATA__"[^>]*>([^]*?)<\/script>/g),
    elements: (html.match(/<[a-zA-Z][a-zA-Z0-9-]*/g) ?? []).length,
    boundaries: (html.match(/<!--\$[?!]?-->/g) ?? []).length,
  };
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
  serve('bash', ['scripts/e2e-server.sh', String(PORT)], { E2E_DB_DIR: '.tmp/bench-member-db' });
  const bare = serveBareNext(PORT + 1, { terms: true });
  await waitFor(`${BASE}/api/v1/categories`);
  await waitFor(bare);
  const token = await demoToken(BASE);
  const cookie = { cookie: `token=${token}` };
  // Building the bare app and seeding the database keep both cores busy: let them settle first.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  console.log(`${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the start\n`);

  // 1. Throughput.
  const targets = {
    static: [`${BASE}/no-such-page`, {}],
    shop: [BASE + SHOP, cookie],
    product: [BASE + PRODUCT, cookie],
    categories: [`${BASE}/api/v1/categories`, {}],
    products: [`${BASE}/api/v1/products`, { token }],
  };
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measured = {};
    for (const [name, [url, headers]] of Object.entries(targets)) measured[name] = await throughput(url, headers, round === 0);
    rounds.push(measured);
  }
  const figure = (name) => Object.fromEntries(['rps', 'p50', 'p99'].map((key) => [key, median(rounds.map((measured) => measured[name][key]))]));
  const ratioOf = (name, baseline) => median(rounds.map((measured) => measured[name].rps / measured[baseline].rps));
  console.log(`throughput: autocannon -c 10 -d ${DURATION}, ${ROUNDS} rounds after 3 s of warm-up, medians; retailer@demo.kr`);
  const tw = [44, 8, 8, 8, 14, 9];
  console.log(row(['', 'req/s', 'p50 ms', 'p99 ms', 'of baseline', 'target'], tw));
  const tput = [
    ['static page of the app (baseline)', figure('static'), null, null],
    ['/shop, 24 products, for the retailer', figure('shop'), ratioOf('shop', 'static'), 0.25],
    ['a product page for the retailer', figure('product'), ratioOf('product', 'static'), 0.35],
    ['GET /api/v1/categories (baseline)', figure('categories'), null, null],
    ['GET /api/v1/products, retailer', figure('products'), ratioOf('products', 'categories'), 0.6],
  ];
  for (const [label, r, ratio, target] of tput) {
    console.log(row([label, r.rps.toFixed(0), r.p50, r.p99, ratio === null ? '' : pct(ratio), target === null ? '' : `>= ${pct(target)} ${verdict(ratio >= target)}`], tw));
  }

  // 2. The HTML of /shop.
  const shopHtml = await fetch(BASE + SHOP, { headers: cookie }).then((r) => r.text());
  const termsHtml = await fetch(`${bare}/terms`).then((r) => r.text());
  const facts = htmlFacts(shopHtml);
  const bareFacts = htmlFacts(termsHtml);
  console.log(`\nHTML of /shop for the retailer (beside the bare /terms)`);
  console.log(`  ${(facts.bytes / 1024).toFixed(1)} kB (bare /terms ${(bareFacts.bytes / 1024).toFixed(1)} kB; target <= 50 kB ${verdict(facts.bytes <= 50 * 1024)})`);
  console.log(`  inline CSS ${(facts.css / 1024).toFixed(1)} kB, __NEXT_DATA__ ${(facts.nextData / 1024).toFixed(1)} kB, ${facts.elements} elements, ${facts.boundaries} Suspense boundaries`);
  for (const [, href] of shopHtml.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const css = Buffer.from(await fetch(new URL(href, BASE)).then((r) => r.arrayBuffer()));
    console.log(`  linked stylesheet ${(css.length / 1024).toFixed(1)} kB (${(gzipSync(css, { level: 9 }).length / 1024).toFixed(1)} kB gzip; kept by the browser across pages)`);
  }

  // 3. First-load JS.
  const bareJs = await gzipTotal(bare, (await scriptsOf(bare)).srcs);
  console.log(`\nfirst-load JS, gzip, over the bare page (${bareJs.toFixed(1)} kB; target: each <= +45 kB, shared <= +35 kB)`);
  let shared = null;
  for (const [label, path] of [...MEMBER_PAGES, ['/terms (visitor)', '/terms']]) {
    const { srcs } = await scriptsOf(BASE + path, path === '/terms' ? {} : cookie);
    shared = shared === null ? new Set(srcs) : new Set(srcs.filter((src) => shared.has(src)));
    const kb = await gzipTotal(BASE, srcs);
    console.log(`  ${label.padEnd(20)} ${kb.toFixed(1).padStart(6)} kB  +${(kb - bareJs).toFixed(1)} kB ${verdict(kb - bareJs <= 45)}`);
  }
  const sharedKb = await gzipTotal(BASE, [...shared]);
  console.log(`  ${'shared by these'.padEnd(20)} ${sharedKb.toFixed(1).padStart(6)} kB  +${(sharedKb - bareJs).toFixed(1)} kB ${verdict(sharedKb - bareJs <= 35)}`);

  // 4. Lighthouse.
  if (!LIGHTHOUSE) return;
  const chrome = await launchChrome();
  try {
    console.log(`\nLighthouse mobile, median of ${RUNS} (targets: members >= 95, TBT <= 200 ms over the bare page, CLS < 0.01; /terms within 3 points of the bare /terms)`);
    const lw = [26, 6, 8, 12, 7, 8, 10];
    console.log(row(['page', 'score', 'TBT ms', 'TBT - bare', 'CLS', 'LCP ms', 'benchIdx'], lw));
    const line = (label, m, bareTbt) =>
      console.log(row([label, m.scores.performance, Math.round(m.tbt), bareTbt === null ? '' : Math.round(m.tbt - bareTbt), m.cls.toFixed(3), Math.round(m.lcp), Math.round(m.benchmarkIndex)], lw));
    const opts = { runs: RUNS, categories: ['performance'] };
    const bareHello = await lighthouseMedians(chrome, `${bare}/`, opts);
    line('bare page (hello)', bareHello, null);
    const bareTerms = await lighthouseMedians(chrome, `${bare}/terms`, opts);
    line('bare /terms', bareTerms, null);
    const terms = await lighthouseMedians(chrome, `${BASE}/terms`, opts);
    line('/terms (visitor)', terms, bareTerms.tbt);
    const termsGap = bareTerms.scores.performance - terms.scores.performance;
    for (const [label, path] of MEMBER_PAGES) {
      const m = await lighthouseMedians(chrome, BASE + path, { ...opts, token });
      line(`${label} (retailer)`, m, bareHello.tbt);
    }
    console.log(`/terms is ${termsGap} points under the bare /terms: ${verdict(termsGap <= 3)}`);
  } finally {
    await chrome.kill();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServers);
