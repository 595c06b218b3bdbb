import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectHydrated, header, shopUrl, test, tokenCookie } from './helpers';

/** Logging in through the form (docs/DECISIONS.md). */
test('LOGIN carries the current path; the form logs in, returns there and the header changes', async ({
  page,
  context,
  request,
}) => {
  const here = shopUrl(101);
  await page.goto(here);
  const bar = header(page);
  const login = bar.getByRole('link', { name: 'LOGIN', exact: true });
  await expect(login).toHaveAttribute('href', `/register/login/?returnUrl=${encodeURIComponent(here)}`);
  for (const name of ['찜', 'MY', '친구 초대 50,000원', '장바구니']) {
    await expect(bar.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(bar.getByRole('button', { name: 'LOGOUT' })).toHaveCount(0);

  await login.click();
  await expect(page).toHaveURL((url) => /^\/register\/login\/?$/.test(url.pathname) && url.searchParams.get('returnUrl') === here);
  const form = page.locator('form').filter({ has: page.getByLabel('이메일', { exact: true }) });
  await expectHydrated(form);
  await form.getByLabel('이메일', { exact: true }).fill(DEMO_ACCOUNTS.retailer.email);
  await form.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname + url.search === here);
  await expect(bar.getByRole('link', { name: '찜', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'MY', exact: true })).toBeVisible();
  const referral = bar.getByRole('link', { name: '친구 초대 50,000원', exact: true });
  await expect(referral).toBeVisible();
  await expect(referral).toHaveText('친구 초대 50,000원');
  await expect(bar.getByRole('link', { name: '장바구니', exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

  const cookie = await tokenCookie(context);
  expect(cookie, 'token cookie').toBeDefined();
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  // The cookie is a live session of this account.
  const me = await request.get('/api/v1/users', { headers: { token: cookie?.value ?? '' } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(DEMO_ACCOUNTS.retailer.email);

  // The server render knows the session too: after a reload the header is still logged in.
  await page.reload();
  await expect(bar.getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
});

test('a wrong password is refused in a modal alert and leaves the visitor logged out', async ({ page, context }) => {
  await page.goto('/register/login');
  const form = page.locator('form').filter({ has: page.getByLabel('이메일', { exact: true }) });
  await expectHydrated(form);
  // An unknown e-mail: a failure counts against the account, and no other journey uses this one.
  await form.getByLabel('이메일', { exact: true }).fill(`nobody-${Date.now()}@test.kr`);
  await form.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await popup.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/register/login');
  expect(await tokenCookie(context)).toBeUndefined();
  await expect(header(page).getByRole('link', { name: 'LOGIN', exact: true })).toBeVisible();
});
