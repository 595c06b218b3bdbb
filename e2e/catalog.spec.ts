import type { Locator, Page } from '@playwright/test';
import { createAccount, DESKTOP, expect, expectHydrated, gotoLoggedIn, shopUrl, test, WIDTHS } from './helpers';

/**
 * Browsing the catalogue at 375 px and 1280 px: a category with a brand and a
 * size filter kept in the URL through the pages, a product opened from it;
 * the wishlist heart on a card and on the wishlist page; and what a visitor
 * sees instead of wholesale prices (docs/DECISIONS.md).
 */

const countOf = async (page: Page) => Number((await page.getByRole('status').first().innerText()).replace(/[^\d]/g, ''));

/** The filters: the left column on a desktop, the bottom sheet on a phone (opened here). */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: '필터' });
  const button = page.getByRole('button', { name: /^필터/ });
  await expectHydrated(button);
  await button.click();
  const dialog = page.getByRole('dialog', { name: '필터' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits until the page shows the list for the new URL (the URL changes a moment before the new
 * props render): the sort links are built from the props, so they carry the new value.
 */
async function rendered(page: Page, key: string, values: string[]): Promise<void> {
  const sortLink = page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '신상품순' });
  await expect
    .poll(async () => new URL((await sortLink.getAttribute('href')) ?? '', 'http://x').searchParams.get(key)?.split(',').sort())
    .toEqual([...values].sort());
}

/** The label of a choice ("S (120)") ticks its checkbox, as a finger or a mouse would. */
async function tick(filters: Locator, group: string, index: number): Promise<string> {
  const label = filters.getByRole('group', { name: group }).locator('label').nth(index);
  const value = (await label.locator('input').getAttribute('value')) ?? '';
  await label.click();
  return value;
}

test('a category filtered by a brand and a size keeps both through the pages, then opens a product', WIDTHS, async ({ page, isMobile }) => {
  await page.goto(shopUrl(152));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('전체 상품');
  const total = await countOf(page);
  expect(total).toBeGreaterThan(24);
  await expectHydrated(page.getByRole('link', { name: '신상품순' }));

  let filters = await openFilters(page, isMobile);
  const inDialog = () => (isMobile ? page.getByRole('dialog', { name: '필터' }) : filters);
  // Sizes are rare in the demo catalogue: the three most common ones (a product matches any of them).
  const sizes: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    filters = inDialog();
    sizes.push(await tick(filters, '사이즈', index));
    await expect(page).toHaveURL((url) => url.searchParams.get('size') === sizes.join(',') && url.searchParams.get('page') === '1');
    await rendered(page, 'size', sizes);
  }

  // Then brands with the most products first, until the list has a second page.
  const brands: string[] = [];
  for (let index = 0; index < 30; index += 1) {
    filters = inDialog();
    brands.push(await tick(filters, '브랜드', index));
    await expect(page).toHaveURL((url) => url.searchParams.get('brand')?.split(',').length === brands.length);
    await expect(filters.locator(`input[name=brand][value="${brands.at(-1)}"]`)).toBeChecked();
    await rendered(page, 'brand', brands);
    if ((await countOf(page)) > 24) break;
  }
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(24);
  expect(filtered).toBeLessThan(total);
  if (isMobile) {
    const dialog = page.getByRole('dialog', { name: '필터' });
    await dialog.getByRole('button', { name: `${filtered.toLocaleString('ko-KR')}개 상품 보기` }).click();
    await expect(dialog).toBeHidden();
  }

  const url = new URL(page.url());
  expect(url.searchParams.get('idCategory')).toBe('152');
  expect(url.searchParams.get('size')).toBe(sizes.join(','));
  expect(url.searchParams.get('brand')?.split(',').sort()).toEqual([...brands].sort());

  await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL((next) => next.searchParams.get('page') === '2');
  const second = new URL(page.url());
  expect(second.searchParams.get('size')).toBe(sizes.join(','));
  expect(second.searchParams.get('brand')).toBe(url.searchParams.get('brand'));
  expect(second.searchParams.get('idCategory')).toBe('152');
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');

  // A shared link reproduces the view: the same URL opened fresh shows the same count.
  await page.goto(second.pathname + second.search);
  expect(await countOf(page)).toBe(filtered);

  const card = page.getByRole('article').first().getByRole('link');
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL((next) => next.pathname === href);
});

test('a visitor sees retail prices and the members-only prompt, never a wholesale price', async ({ page }) => {
  const response = await page.goto(shopUrl(152));
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/"(wholesalePrice|price)":\d/);
  const card = page.getByRole('article').first();
  await expect(card).toContainText('도매가는 사업자 인증 후 공개');
  await expect(card).toContainText('원');
  await expect(card.getByText('도매가', { exact: true })).toHaveCount(0);
});

test("a page's styles come from one file the browser keeps, and hydrating adds none of them again", async ({ page }) => {
  await page.goto(shopUrl(152));
  // The page has hydrated once a card's heart has React's props.
  await expectHydrated(page.getByRole('article').first().getByRole('button'));
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({
      href: sheet.href,
      styled: (sheet.ownerNode as Element | null)?.getAttribute('data-styled') ?? null,
      rules: sheet.cssRules.length,
    })),
  );
  const linked = sheets.filter((sheet) => sheet.href?.includes('/api/styles/'));
  expect(linked).toHaveLength(1);
  expect(linked[0].rules).toBeGreaterThan(50);
  // styled-components' own tag in the browser read the page's names back from the markers and injected nothing.
  expect(sheets.filter((sheet) => sheet.styled === 'active').map((sheet) => sheet.rules)).toEqual([0]);
  const file = await page.request.get(linked[0].href!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a retailer hearts a product on a card and removes it on the wishlist page', async ({ page, signIn }) => {
  const account = await createAccount();
  await signIn(account.email, account.password);
  await gotoLoggedIn(page, '/page/account/favorite');
  await expect(page.getByText('아직 찜한 상품이 없습니다', { exact: false })).toBeVisible();

  await gotoLoggedIn(page, shopUrl(152));
  const heart = page.getByRole('article').first().getByRole('button', { name: /찜하기$/ });
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/ 찜하기$/, '');
  await expectHydrated(heart);
  const saved = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v1/products/favorite' && answer.ok());
  await heart.click();
  await saved;
  await expect(page.getByRole('button', { name: `${name} 찜하기` })).toHaveAttribute('aria-pressed', 'true');

  await gotoLoggedIn(page, '/page/account/favorite');
  await expect(page.getByText('찜한 상품 1개')).toBeVisible();
  await expect(page.getByRole('link', { name: `${name} 옵션 선택하고 장바구니에 담기` })).toBeVisible();
  const remove = page.getByRole('button', { name: `${name} 찜하기` });
  await expectHydrated(remove);
  const removed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v1/products/favorite' && answer.ok());
  await remove.click();
  await removed;
  // The card leaves at once, and the list stays empty when the page is loaded again.
  await expect(page.getByRole('link', { name: `${name} 옵션 선택하고 장바구니에 담기` })).toHaveCount(0);
  await expect(page.getByText('아직 찜한 상품이 없습니다', { exact: false })).toBeVisible();
  await gotoLoggedIn(page, '/page/account/favorite');
  await expect(page.getByText('아직 찜한 상품이 없습니다', { exact: false })).toBeVisible();
});

test.describe('without JavaScript', DESKTOP, () => {
  test.use({ javaScriptEnabled: false });
  test('the filter column is a GET form and the pages are links', async ({ page }) => {
    await page.goto(shopUrl(152));
    // Every card is shown where it belongs, not left hidden for a script to reveal.
    await expect(page.getByRole('main').getByRole('article').filter({ visible: true })).toHaveCount(24);
    const filters = page.getByRole('complementary', { name: '필터' });
    const size = filters.getByRole('group', { name: '사이즈' }).locator('input').first();
    const brand = filters.getByRole('group', { name: '브랜드' }).locator('input').first();
    const sizeValue = await size.getAttribute('value');
    const brandValue = await brand.getAttribute('value');
    await filters.getByRole('group', { name: '사이즈' }).locator('label').first().click();
    await brand.check();
    await filters.getByRole('button', { name: '필터 적용' }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/shop' &&
        url.searchParams.get('idCategory') === '152' &&
        url.searchParams.get('size') === sizeValue &&
        url.searchParams.get('brand') === brandValue,
    );
    await expect(filters.locator(`input[name=brand][value="${brandValue}"]`)).toBeChecked();
  });
});

test('a search by initials (ㅋㄷ) finds the candles, from the search form', async ({ page }) => {
  await page.goto('/search');
  const form = page.getByRole('main').getByRole('search').or(page.getByRole('main').locator('form[action="/search"]')).first();
  await form.locator('input[name="keyword"]').fill('ㅋㄷ');
  await form.locator('input[name="keyword"]').press('Enter');
  await expect(page).toHaveURL(/keyword=%E3%85%8B%E3%84%B7/);
  await expect(page.getByRole('main').getByRole('link', { name: /캔들/ }).first()).toBeVisible();
});
