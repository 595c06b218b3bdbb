import { createAccount, expect, header, test, tokenCookie } from './helpers';

/**
 * The login form sent before the page's script has started (a slow phone, a
 * quick thumb): the browser posts it natively and the server logs in
 * (pages/register/login.tsx). Script is off here, so nothing can hydrate.
 * Each test logs into an account of its own: failures count per account.
 */
test.use({ javaScriptEnabled: false });

const RETURN_URL = '/cart?from=no-js';

test('the form posted without script logs in on the server and lands on the returnUrl', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount();
  await page.goto(`/register/login?returnUrl=${encodeURIComponent(RETURN_URL)}`);
  const form = page.locator('form').filter({ has: page.getByLabel('이메일', { exact: true }) });
  await form.getByLabel('이메일', { exact: true }).fill(account.email);
  await form.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await form.getByRole('checkbox', { name: /로그인 상태 유지/ }).check();
  await form.getByRole('button', { name: '로그인', exact: true }).click();

  // /cart is for members only: reaching it means the server saw the session.
  await expect(page).toHaveURL((url) => url.pathname + url.search === RETURN_URL);
  await expect(header(page).getByRole('button', { name: 'LOGOUT', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

  // The cookie the login form's script would have stored.
  const cookie = await tokenCookie(context);
  expect(cookie, 'token cookie').toBeDefined();
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  expect(cookie?.httpOnly).toBe(false);
  // 로그인 상태 유지: expires with the session (30 days by default), not with the browser.
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  const me = await request.get('/api/v1/users', { headers: { token: cookie?.value ?? '' } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(account.email);
});

test('a wrong password shows the Korean error by the form, keeps the e-mail and forgets the password', async ({
  page,
  context,
}) => {
  const account = await createAccount();
  await page.goto(`/login?returnUrl=${encodeURIComponent(RETURN_URL)}`);
  const form = page.locator('form').filter({ has: page.getByLabel('이메일', { exact: true }) });
  await form.getByLabel('이메일', { exact: true }).fill(account.email);
  await form.getByLabel('비밀번호', { exact: true }).fill('wrong-password-1');
  await form.getByRole('button', { name: '로그인', exact: true }).click();

  await expect(form.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/register/login' && url.searchParams.get('returnUrl') === RETURN_URL,
  );
  await expect(form.getByLabel('이메일', { exact: true })).toHaveValue(account.email);
  await expect(form.getByLabel('비밀번호', { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain('wrong-password-1');
  expect(await tokenCookie(context)).toBeUndefined();
  await expect(header(page).getByRole('link', { name: 'LOGIN', exact: true })).toBeVisible();

  // Trying again from the page that showed the error still returns to the returnUrl.
  await form.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === RETURN_URL);
  expect(await tokenCookie(context)).toBeDefined();
});
