import type { Page } from '@playwright/test';
import { apiLogin, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, setTokenCookie, shopUrl, test, tokenCookie } from './helpers';

/**
 * Waits for the login page the 401 handler sends the browser to. Every call
 * that answers 401 at page load navigates there, each aborting the previous
 * one, so the form is awaited first and the address checked after.
 */
async function expectLoginPage(page: Page) {
  await expect(page.getByRole('textbox', { name: '이메일', exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/register/login' && url.search === '');
}

/** HTTP 401 on a call: token removed, the login page (docs/DECISIONS.md); guarded pages (docs/DECISIONS.md). */
test.describe('stale session', () => {
  test('an unknown token is removed and the browser ends on /register/login', async ({ page, context, baseUrl }) => {
    await setTokenCookie(context, baseUrl, 'not-a-real-session-token');
    await page.goto(shopUrl(101));
    await expectLoginPage(page);
    await expect.poll(async () => (await tokenCookie(context))?.value ?? null).toBeNull();
    await expect(page.getByRole('link', { name: 'LOGIN', exact: true })).toBeVisible();
  });

  test('a revoked token is removed and the browser ends on /register/login', async ({
    page,
    context,
    request,
    baseUrl,
  }) => {
    const { token } = await apiLogin(request, DEMO_ACCOUNTS.retailer.email, DEMO_PASSWORD);
    const logout = await request.post('/api/v1/users/logout', { headers: { token } });
    expect(logout.status()).toBe(200);
    await setTokenCookie(context, baseUrl, token);
    await page.goto('/');
    await expectLoginPage(page);
    await expect.poll(async () => (await tokenCookie(context))?.value ?? null).toBeNull();
  });

  test('a guarded page without a session redirects on the server to the login page with returnUrl', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/cart', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/register/login?returnUrl=%2Fcart');

    await page.goto('/cart');
    await expect(page).toHaveURL((url) => url.pathname === '/register/login' && url.search === '?returnUrl=%2Fcart');
    await expect(page.getByLabel('이메일', { exact: true })).toBeVisible();
  });
});
