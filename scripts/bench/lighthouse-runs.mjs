/**
 * Lighthouse in Debian's Chromium (CHROME_PATH overrides), run several times on
 * one page: the medians of what scripts/lighthouse.mjs and
 * scripts/bench-member.mjs print, and Lighthouse's benchmarkIndex of this
 * machine beside them (its simulated phone scales what it observes here, so
 * scores of two machines compare only alongside it).
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/**
 * `runs` Lighthouse runs of `url` (mobile unless `form` is 'desktop'), with the
 * session cookie `token` when given; the median of each category's score and
 * of LCP, TBT, CLS and benchmarkIndex.
 */
export async function lighthouseMedians(chrome, url, { runs = 3, form = 'mobile', token, categories = CATEGORIES } = {}) {
  const scores = Object.fromEntries(categories.map((c) => [c, []]));
  const lcp = [];
  const tbt = [];
  const cls = [];
  const benchmarkIndex = [];
  for (let i = 0; i < runs; i++) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(token ? { extraHeaders: { Cookie: `token=${token}` } } : {}),
    };
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
