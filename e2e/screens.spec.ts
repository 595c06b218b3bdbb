import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, expect, header, openSideMenu, shopUrl, test } from './helpers';

/**
 * Screenshots for the issue note, not a test of behaviour: run with
 *   E2E_SCREENS=1 npx playwright test
 * (the config leaves @screens out otherwise). Full-page PNGs per project in .tmp/screens/.
 */
const outDir = path.resolve(__dirname, '..', '.tmp', 'screens');

test.describe('screens @screens', () => {
  test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

  test('storefront pages, side menu and logged-in header', async ({ page, request, signIn }, testInfo) => {
    const shot = (name: string) => path.join(outDir, `${testInfo.project.name}-${name}.png`);
    const settle = async () => {
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
    };

    await page.goto('/');
    await settle();
    await page.screenshot({ path: shot('home'), fullPage: true });

    await page.goto(shopUrl(101));
    await settle();
    await page.screenshot({ path: shot('shop-101'), fullPage: true });

    const listed = await request.get('/api/v1/products?limit=1');
    const [product] = ((await listed.json()) as { items: { id: number }[] }).items;
    await page.goto(`/product-details/${product.id}`);
    await settle();
    await page.screenshot({ path: shot('product-details'), fullPage: true });

    for (const [name, url] of [
      ['search', `/search?keyword=${encodeURIComponent('ㅋㄷ')}`],
      ['brand', '/brand/1'],
      ['flash-sale', '/flash-sale'],
      ['new-brand', '/new-brand'],
      ['popular', '/page/popular'],
      ['login', '/register/login'],
    ] as const) {
      await page.goto(url);
      await settle();
      await page.screenshot({ path: shot(name), fullPage: true });
    }

    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '홈인테리어' }).click();
    // Clicking scrolled the panel; show it from its top.
    await menu.evaluate((nav) => nav.parentElement?.scrollTo(0, 0));
    await settle();
    await page.screenshot({ path: shot('side-menu') });

    await signIn(DEMO_ACCOUNTS.retailer.email);
    await page.goto(shopUrl(101));
    await expect(header(page).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
    await settle();
    await page.screenshot({ path: shot('logged-in') });
    await page.screenshot({ path: shot('logged-in-full'), fullPage: true });
    await header(page).screenshot({ path: shot('logged-in-header') });
    await page.goto(`/product-details/${product.id}`);
    await settle();
    await page.screenshot({ path: shot('product-member'), fullPage: true });
    await page.goto('/page/account/favorite');
    await settle();
    await page.screenshot({ path: shot('favorite'), fullPage: true });
  });
});
