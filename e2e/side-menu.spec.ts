import { expect, header, openSideMenu, shopUrl, sideMenu, test } from './helpers';

/** The side menu behind the hamburger (docs/DECISIONS.md), a phone's only menu. */
test.describe('side menu', () => {
  test('a group with children expands in place; a group without children navigates and closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = await openSideMenu(page);
    const interior = menu.getByRole('button', { name: '홈인테리어' });
    await expect(interior).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '패브릭' })).toHaveCount(0);

    await interior.click();
    await expect(interior).toHaveAttribute('aria-expanded', 'true');
    const children = menu.locator(`#${await interior.getAttribute('aria-controls')}`).getByRole('link');
    // Its own page first, then its ten children.
    await expect(children).toHaveCount(11);
    await expect(children.first()).toHaveText('홈인테리어 전체보기');
    await expect(menu.getByRole('link', { name: '패브릭' })).toHaveAttribute('href', shopUrl(101));
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(menu).toBeVisible();

    // Another group takes its place; 시즌상품's own page is its first child, so no 전체보기.
    const season = menu.getByRole('button', { name: '시즌상품' });
    await season.click();
    await expect(season).toHaveAttribute('aria-expanded', 'true');
    await expect(interior).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.locator(`#${await season.getAttribute('aria-controls')}`).getByRole('link')).toHaveText([
      '크리스마스',
      '신년',
      '가정의 달',
      '추석',
    ]);

    // 인기상품 has no children: it is a link that navigates and closes the menu.
    await menu.getByRole('link', { name: '인기상품' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/page/popular');
    await expect(sideMenu(page)).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a child entry navigates to its category and closes the menu; the close button closes it', async ({ page }) => {
    await page.goto('/');
    let menu = await openSideMenu(page);
    await page.getByRole('button', { name: '메뉴 닫기' }).click();
    await expect(sideMenu(page)).toHaveCount(0);

    menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '키링' }).click();
    await menu.getByRole('link', { name: '인형 키링' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/shop' && url.searchParams.get('idCategory') === '132');
    await expect(sideMenu(page)).toHaveCount(0);

    // Reopened on a 키링 page, the current group starts expanded; guests get the login links.
    menu = await openSideMenu(page);
    await expect(menu.getByRole('button', { name: '키링' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: '비밀번호 변경' })).toHaveCount(0);
  });
});
