import type { Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEMO_ACCOUNTS, DESKTOP, DESKTOP_WIDTH, expect, gotoLoggedIn, header, openSideMenu, shopUrl, test, WIDTHS } from './helpers';

/**
 * Accessibility of every route and of the shell's overlays: axe-core with all
 * its rules, failing on any violation of any impact (minor ones included). Every
 * route is checked at 375 px; those whose layout changes at the 750 px
 * breakpoint (listings, product, cart, checkout, MY) at 1280 px too, and the
 * brand centre, a desk's tool, at 1280 px (@desktop; playwright.config.ts).
 * Also checks that every tap target of the shell is at least 44 x 44 px on a phone.
 *
 * A route checked at both widths is loaded once, checked at 375 px, widened to
 * 1280 px and checked again (`checkBothWidths`): the layout follows the width
 * alone (no pointer or hover media query, no matchMedia in the app), so the page
 * axe sees is the desktop one, for half the browser work of a second load. The
 * shell's overlays, opened by a tap, are checked in each project (@widths).
 *
 * Every check here only reads, so it runs in a page its worker keeps for each
 * account (`keptPage`, e2e/helpers.ts), warm from the check before.
 */

// Every check only reads: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

/** The first product of the catalogue, for a product page. */
async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/products?limit=1');
  expect(response.status()).toBe(200);
  const [product] = ((await response.json()) as { items: { id: number }[] }).items;
  return `/product-details/${product.id}`;
}

/** Checks the page at 375 px, then widened to 1280 px (see above). */
async function checkBothWidths(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  await expectAccessible(page, testInfo, `${what} at 375 px`);
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(DESKTOP_WIDTH);
  await expectAccessible(page, testInfo, `${what} at ${DESKTOP_WIDTH} px`);
}

/** Runs `check` at 375 px, and at 1280 px as well when the route's layout differs there. */
function widthsCheck(widths: true | undefined): (page: Page, testInfo: TestInfo, what: string) => Promise<void> {
  return widths ? checkBothWidths : expectAccessible;
}

const publicRoutes: { name: string; url: string | ((page: Page) => Promise<string>); widths?: true }[] = [
  { name: 'home', url: '/', widths: true },
  { name: 'shop, all categories (152)', url: shopUrl(152), widths: true },
  { name: 'shop, a child category (101)', url: shopUrl(101) },
  { name: 'product page', url: firstProductPath, widths: true },
  { name: 'search', url: `/search?keyword=${encodeURIComponent('캔들')}`, widths: true },
  { name: 'brand page', url: '/brand/1', widths: true },
  { name: 'new brands', url: '/new-brand', widths: true },
  { name: 'flash sale', url: '/flash-sale', widths: true },
  // The flash sale's template (CollectionPage) with other products: 1280 px is checked there.
  { name: 'popular', url: '/page/popular' },
  { name: 'retailer FAQ', url: '/faq-retail' },
  { name: 'apply', url: '/apply' },
  { name: 'free refunds', url: '/free-refunds' },
  { name: 'login', url: '/register/login' },
  { name: 'registration', url: '/register/register' },
  { name: 'password reset', url: '/register/password' },
  { name: 'notices', url: '/notices' },
  { name: 'a notice', url: '/notices/1' },
  { name: 'terms', url: '/terms' },
  { name: 'privacy policy', url: '/privacy' },
  { name: 'brand admission', url: '/page/apply' },
];

const memberRoutes: { name: string; url: string; widths?: true }[] = [
  { name: 'cart', url: '/cart', widths: true },
  { name: 'payment', url: '/payment', widths: true },
  { name: 'my page', url: '/mypage', widths: true },
  { name: 'referral', url: '/page/account/referral' },
  { name: 'wishlist', url: '/page/account/favorite', widths: true },
  { name: 'order detail', url: '/order-detail/1', widths: true },
];

test.describe('axe: public routes', () => {
  for (const route of publicRoutes) {
    test(`${route.name} has no axe violations`, async ({ keptPage }, testInfo) => {
      const page = await keptPage();
      const url = typeof route.url === 'string' ? route.url : await route.url(page);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await widthsCheck(route.widths)(page, testInfo, url);
    });
  }

  test('the 404 page has no axe violations', async ({ keptPage }, testInfo) => {
    const page = await keptPage();
    const response = await page.goto('/no-such-page-a11y');
    expect(response?.status()).toBe(404);
    await expectAccessible(page, testInfo, '404');
  });
});

test.describe('axe: member routes (demo retailer)', () => {
  for (const route of memberRoutes) {
    test(`${route.name} has no axe violations`, async ({ keptPage }, testInfo) => {
      const page = await keptPage(DEMO_ACCOUNTS.retailer.email);
      await gotoLoggedIn(page, route.url);
      await expect(page).toHaveURL((url) => url.pathname === route.url);
      await expect(header(page).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
      await widthsCheck(route.widths)(page, testInfo, route.url);
    });
  }

  test('order completion and cancellation of an order of the demo retailer have no axe violations', async ({ keptPage }, testInfo) => {
    const page = await keptPage(DEMO_ACCOUNTS.retailer.email);
    const orders = (await (await page.request.get('/api/v1/orders?limit=50')).json()) as { items: { idOrder: number; status: string }[] };
    const preparing = orders.items.find((order) => order.status === 'preparing');
    expect(preparing, 'a 상품준비중 order of the demo retailer').toBeDefined();
    for (const url of [`/order-complete?idOrder=${preparing!.idOrder}`, `/cancel/${preparing!.idOrder}`]) {
      await gotoLoggedIn(page, url);
      await expectAccessible(page, testInfo, url);
    }
  });
});

test.describe('axe: the brand centre (demo brand) and certification (uncertified retailer)', () => {
  // One test per page, so each has the whole time limit to itself on a slow machine.
  const brandPages: { name: string; url: (page: Page) => Promise<string>; widths?: true }[] = [
    { name: 'home', url: async () => '/brand-center', widths: true },
    { name: 'orders', url: async () => '/brand-center/orders', widths: true },
    {
      name: 'an order',
      url: async (page) => {
        const orders = (await (await page.request.get('/api/v1/brands/orders')).json()) as { items: { idOrder: number }[] };
        return `/brand-center/orders/${orders.items[0].idOrder}`;
      },
    },
    { name: 'products', url: async () => '/brand-center/products', widths: true },
    { name: 'a new product', url: async () => '/brand-center/products/new' },
    {
      name: 'a product',
      url: async (page) => {
        const products = (await (await page.request.get('/api/v1/brands/products?limit=1')).json()) as { items: { idProduct: number }[] };
        return `/brand-center/products/${products.items[0].idProduct}`;
      },
    },
    { name: 'refunds', url: async () => '/brand-center/refunds' },
    { name: 'sales', url: async () => '/brand-center/sales' },
    { name: 'settings', url: async () => '/brand-center/settings' },
    { name: 'settlements', url: async () => '/brand-center/settlements', widths: true },
    {
      name: 'a statement',
      url: async (page) => {
        const settlement = (await (await page.request.get('/api/v1/brands/settlements')).json()) as { statements: { id: number }[] };
        return `/brand-center/settlements/${settlement.statements[0].id}`;
      },
      widths: true,
    },
  ];
  for (const brandPage of brandPages) {
    test(`brand centre, ${brandPage.name}: no axe violations`, brandPage.widths ? {} : DESKTOP, async ({ keptPage }, testInfo) => {
      const page = await keptPage(DEMO_ACCOUNTS.brand.email);
      const url = await brandPage.url(page);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await page.waitForLoadState('networkidle');
      await widthsCheck(brandPage.widths)(page, testInfo, url);
    });
  }

  test('the certification page of an uncertified retailer has no axe violations', async ({ keptPage }, testInfo) => {
    const page = await keptPage(DEMO_ACCOUNTS.pending.email);
    await gotoLoggedIn(page, '/page/certification');
    await expectAccessible(page, testInfo, '/page/certification (pending)');
  });
});

test.describe('axe: the shell`s overlays', () => {
  test('the side menu of a visitor, with a group expanded', WIDTHS, async ({ keptPage }, testInfo) => {
    const page = await keptPage();
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '홈인테리어' }).click();
    await expect(menu.getByRole('link', { name: '패브릭' })).toBeVisible();
    await expectAccessible(page, testInfo, 'side menu (visitor)');
  });

  test('the side menu of a member', async ({ keptPage }, testInfo) => {
    const page = await keptPage(DEMO_ACCOUNTS.retailer.email);
    await gotoLoggedIn(page, '/');
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expectAccessible(page, testInfo, 'side menu (member)');
  });

  test('the change-password dialog', async ({ keptPage }, testInfo) => {
    const page = await keptPage(DEMO_ACCOUNTS.retailer.email);
    await gotoLoggedIn(page, '/');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, testInfo, 'change-password dialog');
  });

  test('the footer with the operator details unfolded', WIDTHS, async ({ keptPage }, testInfo) => {
    const page = await keptPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const toggle = footer.getByRole('button', { name: /사업자 정보/ });
    if (await toggle.isVisible()) {
      await expect(async () => {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
      }).toPass();
    }
    await expectAccessible(page, testInfo, 'footer', 'footer');
  });
});

test.describe('axe: the product lists` states', () => {
  test('a filtered category with its chips (the filter sheet open on a phone)', WIDTHS, async ({ keptPage, isMobile }, testInfo) => {
    const page = await keptPage();
    await page.goto(`${shopUrl(152)}&minPrice=10&maxPrice=30&order=price_asc`);
    await expect(page.getByRole('list', { name: '선택한 필터' })).toBeVisible();
    if (isMobile) {
      const button = page.getByRole('button', { name: /^필터/ });
      await expect
        .poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
        .toBe(true);
      await button.click();
      await expect(page.getByRole('dialog', { name: '필터' })).toBeVisible();
    }
    await expectAccessible(page, testInfo, 'filtered shop');
  });

  test('a search without results, and a filtered list without products', async ({ keptPage }, testInfo) => {
    const page = await keptPage();
    await page.goto(`/search?keyword=${encodeURIComponent('없는상품zzqx')}`);
    await expect(page.getByRole('heading', { name: '이렇게 검색해 보세요' })).toBeVisible();
    await expectAccessible(page, testInfo, 'empty search');
    await page.goto(`${shopUrl(152)}&color=${encodeURIComponent('없는색')}`);
    await expect(page.getByText('조건에 맞는 상품이 없습니다.')).toBeVisible();
    await expectAccessible(page, testInfo, 'empty filtered shop');
  });
});

/** WCAG 2.5.5 (AAA) and the platforms' guidelines: a finger needs 44 x 44 CSS px. */
const MIN_TAP = 44;

/**
 * The shell's tap targets: visible links, buttons and fields outside <main>
 * (top bar, header, footer, side menu, dialogs), with their size. The skip
 * link (a keyboard's, shown only when focused) is left out.
 */
async function shellTapTargets(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea'))
      .filter((element) => {
        if (element.closest('main') || element.getAttribute('href') === '#main-content') return false;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return element.checkVisibility({ visibilityProperty: true });
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { name, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
      }),
  );
}

type Target = Awaited<ReturnType<typeof shellTapTargets>>[number];

/** The check found these controls (so a broken query cannot pass by finding nothing). */
function expectMeasured(targets: Target[], names: string[]) {
  const found = targets.map((target) => target.name);
  for (const name of names) expect(found, `measured controls: ${found.join(", ")}`).toContain(name);
}

function tooSmall(targets: Target[]) {
  return targets.filter((target) => target.width < MIN_TAP || target.height < MIN_TAP);
}

test.describe('tap targets on a phone', () => {
  test('top bar, header and footer of a visitor: every target at least 44 x 44 px', async ({ keptPage }) => {
    const page = await keptPage();
    await page.goto('/');
    const footerToggle = page.getByRole('contentinfo').getByRole('button', { name: /사업자 정보/ });
    await expect(async () => {
      await footerToggle.click();
      await expect(footerToggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    const targets = await shellTapTargets(page);
    expectMeasured(targets, ['할인 상품 보기', '메뉴 열기', '검색', 'LOGIN', '채팅 상담']);
    expect(tooSmall(targets)).toEqual([]);
  });

  test('header of a member: every target at least 44 x 44 px', async ({ keptPage }) => {
    const page = await keptPage(DEMO_ACCOUNTS.retailer.email);
    await gotoLoggedIn(page, '/');
    const targets = await shellTapTargets(page);
    expectMeasured(targets, ['찜', 'MY', '친구 초대 50,000원', '장바구니', 'LOGOUT']);
    expect(tooSmall(targets)).toEqual([]);
  });

  test('the side menu of a visitor and of a member: every target at least 44 x 44 px', async ({ keptPage }) => {
    let page = await keptPage();
    await page.goto('/');
    let menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '홈인테리어' }).click();
    await expect(menu.getByRole('link', { name: '패브릭' })).toBeVisible();
    let targets = await shellTapTargets(page);
    expectMeasured(targets, ['메뉴 닫기', '로그인', '회원가입', '패브릭']);
    expect(tooSmall(targets)).toEqual([]);

    page = await keptPage(DEMO_ACCOUNTS.retailer.email);
    await gotoLoggedIn(page, '/');
    menu = await openSideMenu(page);
    await expect(menu.getByRole('button', { name: '로그아웃' })).toBeVisible();
    targets = await shellTapTargets(page);
    expectMeasured(targets, ['비밀번호 변경', '로그아웃']);
    expect(tooSmall(targets)).toEqual([]);

    await menu.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    targets = await shellTapTargets(page);
    expectMeasured(targets, ['변경하기', '취소']);
    expect(tooSmall(targets)).toEqual([]);
  });
});
