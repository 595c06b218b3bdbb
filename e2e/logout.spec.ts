import {
  DEMO_ACCOUNTS,
  confirmAlert,
  documentIsMarked,
  expect,
  gotoLoggedIn,
  header,
  markDocument,
  openSideMenu,
  shopUrl,
  test,
  tokenCookie,
} from './helpers';

/** Logging out (docs/DECISIONS.md): cookie removed, alert '로그아웃 되었습니다.' (확인), page reloaded. */
test.describe('logout', () => {
  test('LOGOUT alerts, then reloads the page logged out', async ({ page, context, request, signIn }) => {
    const { token } = await signIn(DEMO_ACCOUNTS.retailer.email);
    const here = shopUrl(120);
    await gotoLoggedIn(page, here);
    const bar = header(page);
    await expect(bar.getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
    await markDocument(page);

    await bar.getByRole('button', { name: 'LOGOUT', exact: true }).click();
    await confirmAlert(page, '로그아웃 되었습니다.');

    await expect(bar.getByRole('link', { name: 'LOGIN', exact: true })).toBeVisible();
    await expect.poll(() => documentIsMarked(page), { message: 'the page was reloaded' }).toBe(false);
    await expect(page).toHaveURL((url) => url.pathname + url.search === here);
    expect(await tokenCookie(context)).toBeUndefined();
    await expect(bar.getByRole('link', { name: '장바구니', exact: true })).toHaveCount(0);
    // The session itself was revoked, not only forgotten by the browser.
    const me = await request.get('/api/v1/users', { headers: { token } });
    expect(me.status()).toBe(401);
  });

  test('the side menu logout goes to / and reloads logged out', async ({ page, context, signIn }) => {
    await signIn(DEMO_ACCOUNTS.retailer.email);
    await gotoLoggedIn(page, shopUrl(140));
    await markDocument(page);
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: '로그아웃', exact: true }).click();
    await confirmAlert(page, '로그아웃 되었습니다.');

    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(header(page).getByRole('link', { name: 'LOGIN', exact: true })).toBeVisible();
    await expect.poll(() => documentIsMarked(page), { message: 'the page was reloaded' }).toBe(false);
    expect(await tokenCookie(context)).toBeUndefined();
  });
});
