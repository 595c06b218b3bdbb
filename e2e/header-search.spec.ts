import { DESKTOP, expect, expectHydrated, header, test } from './helpers';

/** The header's search (docs/DECISIONS.md): a field from 750 px, an icon to /search on phones. */
const keyword = '캔들';

test.describe('header search on desktop', DESKTOP, () => {
  test('typing a keyword and pressing Enter shows its search page', async ({ page }) => {
    await page.goto('/shop?idCategory=101&page=1&page_type=category');
    const form = header(page).getByRole('search');
    await expectHydrated(form);
    await expect(header(page).getByRole('link', { name: '검색' })).toBeHidden();
    const field = form.getByRole('combobox', { name: '검색' });
    await expect(field).toHaveAttribute('placeholder', '상품명, 브랜드를 검색해 보세요');
    await field.fill(keyword);
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === keyword);
    await expect(header(page).getByRole('combobox', { name: '검색' })).toHaveValue(keyword);
  });

  test('a blank field stays on the page', async ({ page }) => {
    await page.goto('/');
    const form = header(page).getByRole('search');
    await expectHydrated(form);
    await form.getByRole('combobox', { name: '검색' }).fill('   ');
    await form.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still submits to /search?keyword=', async ({ page }) => {
      await page.goto('/');
      const field = header(page).getByRole('combobox', { name: '검색' });
      await field.fill(keyword);
      await field.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === keyword);
    });
  });
});

test.describe('header search on phones', () => {
  test('the search icon goes to the search page', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('search')).toBeHidden();
    const icon = header(page).getByRole('link', { name: '검색' });
    await expectHydrated(icon);
    await icon.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search');
  });

  test('the search page`s field suggests as the desktop header does; a tapped suggestion opens its product', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('combobox', { name: '검색어' });
    await expectHydrated(field);
    await field.tap();
    await field.pressSequentially('캔들');
    const listbox = page.getByRole('main').getByRole('listbox', { name: '추천 검색어' });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const first = listbox.getByRole('group', { name: '상품' }).getByRole('option').first();
    const option = (await first.textContent()) ?? '';
    await first.tap();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/product-details/'));
    // The option reads the product's name, then its brand: the page that opens is that product's.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => option.startsWith((await heading.textContent()) || '-')).toBe(true);
  });
});
