/**
 * Lighthouse in Debian's Chromium (CHROME_PATH overrides), run several times on
 * one page: the medians of what scripts/lighthouse.mjs and
 * scripts/bench-member.mjs print, and Lighthouse's benchmarkIndex of this
 * machine beside them (its simulated phone scales what it observes here, so
 * scores of two machines compare only alongside it).
 */
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function launchChrome() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  // Lighthouse's figures are the full browser's (not the headless shell the journeys use):
  // say what is missing instead of failing in chrome-launcher with a bare ENOENT.
  if (!existsSync(chromePath)) {
    throw new Error(`Lighthouse needs Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  }
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/**
 * Gives the browser the session cookie `token` for `origin` (none without
 * one), as a signed-in retailer's browser has it. Not Lighthouse's
 * `extraHeaders`: a Cookie header on each request leaves `document.cookie`
 * empty, so the page's scripts take the retailer for a visitor and redraw the
 * shell after hydrating, work and a layout shift a real retailer never sees.
 * Lighthouse's storage reset keeps cookies.
 */
export async function signInBrowser(chrome, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    if (token) await context.addCookies([{ name: 'token', value: token, url: origin, sameSite: 'Lax' }]);
  } finally {
    await browser.close();
  }
}

/**
 * `runs` Lighthouse runs of `url` (mobile unless `form` is 'desktop'), signed
 * in with the session `token` when given; the median of each category's
 * score and of LCP, TBT, CLS and benchmarkIndex.
 */
export async function lighthouseMedians(chrome, url, { runs = 3, form = 'mobile', token, categories = CATEGORIES } = {}) {
  const scores = Object.fromEntries(categories.map((c) => [c, []]));
  const lcp = [];
  const tbt = [];
  const cls = [];
  const benchmarkIndex = [];
  await signInBrowser(chrome, new URL(url).origin, token);
  for (let i = 0; i < runs; i++) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories: got, audits, environment } = result.lhr;
    for (const c of categories) scores[c].push(Math.round((got[c].score ?? 0) * 100));
    lcp.push(audits['largest-contentful-paint'].numericValue ?? 0);
    tbt.push(audits['total-blocking-time'].numericValue ?? 0);
    cls.push(audits['cumulative-layout-shift'].numericValue ?? 0);
    benchmarkIndex.push(environment.benchmarkIndex);
  }
  return {
    scores: Object.fromEntries(categories.map((c) => [c, median(scores[c])])),
    lcp: median(lcp),
    tbt: median(tbt),
    cls: median(cls),
    benchmarkIndex: median(benchmarkIndex),
  };
}
