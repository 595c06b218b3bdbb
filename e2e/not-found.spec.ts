import { expect, test } from './helpers';

/** Anything else is the Korean 404 page, with status 404 (docs/DECISIONS.md). */
test('an unknown path and a missing product answer the Korean not-found page with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/product-details/999999999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page).toHaveTitle(/페이지를 찾을 수 없습니다/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  }
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
