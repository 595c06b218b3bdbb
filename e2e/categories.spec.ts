import { CATEGORY_BAR_NAMES, categoryBar, DESKTOP, expect, shopUrl, subMenu, test } from './helpers';

/** The desktop category bar and sub-menu (docs/DECISIONS.md). */
test.describe('category bar and sub-menu', DESKTOP, () => {
  test('are hidden at 749 px and shown from 750 px, with the siblings of the current category', async ({ page }) => {
    await page.setViewportSize({ width: 749, height: 900 });
    await page.goto(shopUrl(101));
    // Both are in the server HTML, hidden by the breakpoint alone.
    await expect(categoryBar(page)).toBeAttached();
    await expect(categoryBar(page)).toBeHidden();
    await expect(subMenu(page)).toBeAttached();
    await expect(subMenu(page)).toBeHidden();

    await page.setViewportSize({ width: 750, height: 900 });
    await expect(categoryBar(page)).toBeVisible();
    await expect(subMenu(page)).toBeVisible();

    // The family of 패브릭 (101): the ten children of 홈인테리어, 패브릭 current.
    const chips = subMenu(page).getByRole('link');
    await expect(chips).toHaveCount(10);
    await expect(chips.first()).toHaveText('패브릭');
    await expect(chips.last()).toHaveText('소품/오브제');
    await expect(subMenu(page).getByRole('link', { name: '패브릭' })).toHaveAttribute('aria-current', 'page');
    await expect(subMenu(page).locator('[aria-current]')).toHaveCount(1);
    await expect(categoryBar(page).getByRole('link', { name: '홈인테리어' })).toHaveAttribute('aria-current', 'true');

    // Back under the breakpoint without a reload: hidden again.
    await page.setViewportSize({ width: 749, height: 900 });
    await expect(categoryBar(page)).toBeHidden();
    await expect(subMenu(page)).toBeHidden();
  });

  test('lists the fixed categories; 전체 (152) has no sub-menu; 시즌상품 (14) opens its first child', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(shopUrl(152));
    const entries = categoryBar(page).getByRole('link');
    await expect(entries).toHaveText(CATEGORY_BAR_NAMES);
    await expect(subMenu(page)).toHaveCount(0);

    const season = categoryBar(page).getByRole('link', { name: '시즌상품' });
    await expect(season).toHaveAttribute('href', shopUrl(15));
    await season.click();
    await expect(page).toHaveURL((url) => url.pathname === '/shop' && url.searchParams.get('idCategory') === '15');
    const chips = subMenu(page).getByRole('link');
    await expect(chips).toHaveText(['크리스마스', '신년', '가정의 달', '추석']);
    await expect(subMenu(page).getByRole('link', { name: '크리스마스' })).toHaveAttribute('aria-current', 'page');

    // A main category with children shows them all, none current.
    await page.goto(shopUrl(130));
    await expect(subMenu(page).getByRole('link')).toHaveText(['아크릴 키링', '인형 키링', '메탈 키링', '레진 키링']);
    await expect(subMenu(page).locator('[aria-current]')).toHaveCount(0);
  });
});
