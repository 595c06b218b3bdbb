import AxeBuilder from '@axe-core/playwright';
import { DESKTOP, expect, expectHydrated, header, test, WIDTHS } from './helpers';

/**
 * The home page on the seeded catalogue, at 375 px and 1280 px: every banner
 * and section is there with products, a "전체보기" link opens its full page,
 * and the desktop header's search suggests while typing and remembers what
 * was searched.
 */

const sections = ['플래시 세일', '신규 브랜드', '인기상품', '신상품'] as const;

test('the home page shows the banners and every section with its products', WIDTHS, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expectHydrated(page.getByRole('link', { name: '플래시 세일 전체보기' }));
  await expect(page).toHaveTitle(/도매마켓/);
  const banners = page.getByRole('list', { name: '기획전' });
  await expect(banners.getByRole('link')).toHaveCount(3);
  await expect(banners.getByRole('link', { name: /플래시 세일 반값할인/ })).toContainText('마감');
  await expect(banners.getByRole('link', { name: /시즌 상품/ })).toHaveAttribute('href', /^\/shop\?idCategory=1[5-8]&/);
  await expect(banners.getByRole('link', { name: /60일 무료 반품/ })).toHaveAttribute('href', '/free-refunds');

  for (const name of sections) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: `${name} 전체보기` })).toBeVisible();
    if (name === '신규 브랜드') {
      await expect(section.locator('a[href^="/brand/"]').first()).toBeVisible();
      await expect(section.locator('a[href^="/product-details/"]').first()).toBeAttached();
    } else {
      expect(await section.getByRole('article').count()).toBeGreaterThan(0);
    }
  }
  // Visitors see no wholesale price.
  await expect(page.getByText('도매가는 사업자 인증 후 공개').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '카테고리', exact: true }).getByRole('link').first()).toBeVisible();
  // The server's and the browser's render agree (the sale's end and the season are formatted in Seoul time on both).
  expect(errors).toEqual([]);
});

test('the flash-sale strip scrolls sideways on a phone and is a grid on a desktop', WIDTHS, async ({ page, isMobile }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: '플래시 세일', exact: true }).getByRole('list');
  const overflow = await strip.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, page: document.documentElement.scrollWidth }));
  if (isMobile) expect(overflow.scroll).toBeGreaterThan(overflow.client);
  else expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  // The page itself never scrolls sideways.
  expect(overflow.page).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('"전체보기" of the new brands opens /new-brand, whose brands link to their pages', async ({ page }) => {
  await page.goto('/');
  const viewAll = page.getByRole('link', { name: '신규 브랜드 전체보기' });
  await expectHydrated(viewAll);
  await viewAll.click();
  await expect(page).toHaveURL((url) => url.pathname === '/new-brand');
  await expect(page.getByRole('heading', { level: 1, name: '신규 브랜드' })).toBeVisible();
  const list = page.getByRole('list', { name: '신규 브랜드 목록' });
  const firstBrand = list.locator('a[href^="/brand/"]').first();
  const href = await firstBrand.getAttribute('href');
  await firstBrand.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
});

test.describe('header search on desktop', DESKTOP, () => {
  test('typing ㅋㄷ asks for suggestions, and a search is remembered for next time', async ({ page }) => {
    await page.goto('/');
    const form = header(page).getByRole('search');
    await expectHydrated(form);
    const field = form.getByRole('combobox', { name: '검색' });

    const suggest = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/search/suggest');
    await field.pressSequentially('ㅋㄷ');
    const response = await suggest;
    expect(new URL(response.url()).searchParams.get('keyword')).toBe('ㅋㄷ');
    if (response.ok()) {
      // With the suggest endpoint: the listbox, and Enter on the first option opens it.
      const listbox = page.getByRole('listbox', { name: '추천 검색어' });
      await expect(listbox).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await field.press('ArrowDown');
      await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await field.press('Escape');
      await expect(listbox).toBeHidden();
    }

    await field.fill('캔들');
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '캔들');

    await page.goto('/');
    await expectHydrated(form);
    await field.click();
    const recent = page.getByRole('list', { name: '최근 검색어' });
    await expect(recent.getByRole('link', { name: '캔들' })).toHaveAttribute('href', '/search?keyword=%EC%BA%94%EB%93%A4');
    // The open panel passes axe (serious and critical rules).
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
    await page.getByRole('button', { name: '캔들 삭제' }).click();
    await expect(recent).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('recentSearches'))).toBe('[]');
  });
});

test.describe('header suggestions in a real browser', DESKTOP, () => {
  test('the listbox: arrow keys, Enter opens the option, and axe passes while it is open', async ({ page }) => {
    // The answer of GET /search/suggest, shaped by lib/catalog/catalog.contract.ts, given in the
    // browser so this journey runs whether or not the endpoint is on this branch.
    const products = (await (await page.request.get('/api/v1/products?limit=2')).json()) as {
      items: { id: number; name: string; brandName: string; image: string | null }[];
    };
    await page.route('**/api/v1/search/suggest?**', (route) =>
      route.fulfill({
        json: {
          keyword: 'ㅋㄷ',
          products: products.items.map(({ id, name, brandName, image }) => ({ id, name, brandName, image })),
          brands: [{ id: 1, name: '브랜드 하나' }],
          categories: [{ id: 131, name: '캔들', path: '/shop?idCategory=131&page=1&page_type=category' }],
        },
      }),
    );
    await page.goto('/');
    const form = header(page).getByRole('search');
    await expectHydrated(form);
    const field = form.getByRole('combobox', { name: '검색' });
    await field.pressSequentially('ㅋㄷ');
    const listbox = page.getByRole('listbox', { name: '추천 검색어' });
    await expect(listbox.getByRole('option')).toHaveCount(products.items.length + 2);
    await expect(field).toHaveAttribute('aria-expanded', 'true');

    const axe = await new AxeBuilder({ page }).include('header').analyze();
    const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);

    await field.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/product-details/${products.items[0]?.id}`);
  });
});
