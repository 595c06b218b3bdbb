import { apiResponse, CATEGORY_BAR_NAMES, categoryBar, DEMO_ACCOUNTS, documentIsMarked, expect, header, markDocument, openSideMenu, test, WIDTHS } from './helpers';

const BRAND_HIDDEN = ['전체', '플래시 세일 반값할인', '인기상품', '신상품'];

/** The demo accounts (docs/DECISIONS.md): the uncertified retailer and the brand. */
test.describe('demo accounts', () => {
  test('pending@demo.kr is sent to /page/certification?id=<id> by the server, and stays there', async ({ page, context, signIn }) => {
    const { user } = await signIn(DEMO_ACCOUNTS.pending.email);
    expect(user.userGroups).toBe('inValid');
    const target = `/page/certification?id=${user.id}`;

    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname + url.search === target);

    // Loaded directly (in a tab of its own), the certification page keeps its address with the user known
    // from the server render: no client redirect (the URL would gain ?id=) and no reload (the mark
    // would be gone), and no GET /users either.
    const tab = await context.newPage();
    const userCalls: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/users') userCalls.push(request.url());
    });
    const countLoaded = apiResponse(tab, '/carts/cartcount');
    await tab.goto('/page/certification');
    await markDocument(tab);
    await countLoaded;
    await expect(header(tab).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
    // Let React commit what the answers changed (effects run after the next frame).
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(tab).toHaveURL((url) => url.pathname === '/page/certification' && url.search === '');
    expect(await documentIsMarked(tab)).toBe(true);
    expect(userCalls).toEqual([]);
  });

  test('brand@demo.kr sees only the brand entries and is not redirected', WIDTHS, async ({ page, signIn, isMobile }) => {
    const { user } = await signIn(DEMO_ACCOUNTS.brand.email);
    expect(user.userType).toBe('brand');
    await page.goto('/');

    const groups = isMobile
      ? (await openSideMenu(page)).locator(':scope > ul').first().locator(':scope > li > :first-child')
      : categoryBar(page).getByRole('link');
    await expect(groups).toHaveText(CATEGORY_BAR_NAMES.filter((name) => !BRAND_HIDDEN.includes(name)));
    for (const name of BRAND_HIDDEN) {
      await expect(groups.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
    }
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  test('a valid retailer sees every entry, including the ones brands do not', WIDTHS, async ({ page, signIn, isMobile }) => {
    await signIn(DEMO_ACCOUNTS.retailer.email);
    await page.goto('/');
    const groups = isMobile
      ? (await openSideMenu(page)).locator(':scope > ul').first().locator(':scope > li > :first-child')
      : categoryBar(page).getByRole('link');
    await expect(groups).toHaveCount(15);
    for (const name of BRAND_HIDDEN) {
      await expect(groups.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
    }
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});
