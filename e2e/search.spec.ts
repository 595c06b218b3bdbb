import type { Locator } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, expectHydrated, test, WIDTHS } from './helpers';

/** Search that finds (docs/DECISIONS.md, Search): ranking by words, and the typo suggestion. */

/** The product names of the first `count` cards, read from their 찜하기 buttons. */
async function firstNames(main: Locator, count: number): Promise<string[]> {
  const hearts = main.getByRole('article').getByRole('button', { name: / 찜하기$/ });
  await expect(hearts.first()).toBeVisible();
  const labels = await hearts.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.slice(0, count).map((label) => label.replace(/ 찜하기$/, ''));
}

test.describe('search', WIDTHS, () => {
  test('a typo offers the close term; following it lists key rings that can be ordered', async ({ page }, testInfo) => {
    await page.goto(`/search?keyword=${encodeURIComponent('키랑')}`);
    const main = page.getByRole('main');
    await expect(main.getByText("'키랑'에 대한 검색 결과가 없습니다.")).toBeVisible();
    const offer = main.getByRole('link', { name: '키링으로 검색할까요?' });
    await expectHydrated(offer);
    await expectAccessible(page, testInfo, 'the search page offering a close term');
    expect((await offer.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await offer.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '키링');
    const names = await firstNames(main, 5);
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toMatch(/키링$/);
    for (const card of (await main.getByRole('article').all()).slice(0, 5)) await expect(card).not.toContainText(/품절|주문 불가/);
    await expect(main.getByRole('link', { name: /검색할까요/ })).toHaveCount(0);
  });

  test('캔들 lists candles first', async ({ page }) => {
    await page.goto(`/search?keyword=${encodeURIComponent('캔들')}`);
    // The thing named is the last word without a digit: 캔들, not 홀더 or 디퓨저.
    for (const name of await firstNames(page.getByRole('main'), 5)) expect(name).toMatch(/캔들( \S*\d\S*)?$/);
  });
});
