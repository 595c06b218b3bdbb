import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, shopUrl, test } from './helpers';
import { demoMessages } from '../lib/messages/demo';

/**
 * The Content-Security-Policy in a real browser (docs/DECISIONS.md, Security
 * headers): every page works under it with no violation (Next's bootstrap
 * script and React's reveal scripts match their hashes: the footer, revealed
 * by one, is shown), with no nonce that a cache could hand to the next
 * visitor, and a script injected into a page does not run.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __injected?: number;
  }
}

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

async function visit(page: Page, url: string, status = 200): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  const headers = response!.headers();
  expect(headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy'], url).not.toContain("'nonce-");
  expect(await response!.text(), url).not.toContain(' nonce=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toBeTruthy();
  await page.waitForLoadState('networkidle');
  // The browser journeys run against the demo shop (scripts/e2e-server.sh): every page says so.
  await expect(page.getByRole('complementary', { name: demoMessages.label }), url).toContainText(demoMessages.text);
  // The footer is revealed by React's inline script: it shows only if the policy let it run.
  await expect(page.locator('footer').first(), url).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations), url).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await watchViolations(page);
});

test('public pages run under the policy with no violation', async ({ page }) => {
  for (const url of ['/', shopUrl(152), '/product-details/1', `/search?keyword=${encodeURIComponent('캔들')}`, '/faq-retail', '/notices', '/register/login', '/apply']) {
    await visit(page, url);
  }
  await visit(page, '/no-such-page-csp', 404);
});

test('member and brand pages run under the policy with no violation', async ({ page, signIn, context }) => {
  await signIn(DEMO_ACCOUNTS.retailer.email);
  for (const url of ['/cart', '/payment', '/mypage']) await visit(page, url);
  await context.clearCookies();
  await signIn(DEMO_ACCOUNTS.brand.email);
  await visit(page, '/brand-center/orders');
});

test('a script injected into a page does not run, and the browser reports it', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.body.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,');
    handler.setAttribute('onerror', 'window.__injected = 2');
    handler.setAttribute('onload', 'window.__injected = 3');
    document.body.append(handler);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return window.__injected ?? null;
  });
  expect(ran).toBeNull();
  expect((await page.evaluate(() => window.__cspViolations))?.length).toBeGreaterThanOrEqual(2);
});

test('the site cannot be framed by another page', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
