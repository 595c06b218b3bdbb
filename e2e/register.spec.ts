import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { registrationNoCheckDigit } from '../lib/account/account.contract';
import { openDatabase } from '../lib/server/db';
import { clearThrottle } from '../lib/server/throttle';
import { accountMessages } from '../lib/account/account.messages';
import { applicationMessages } from '../lib/applications/applications.messages';
import { legalMessages } from '../lib/content/legal.messages';
import { expectAccessible } from './axe';
import { apiLogin, createAccount, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, expectHydrated, test } from './helpers';

/**
 * Registration, 비밀번호 찾기, the terms and the privacy policy, at 375 px and
 * 1280 px. The e2e server runs in production mode with the log SMS provider
 * (scripts/e2e-server.sh), so POST /users/sms answers no code: the form says
 * it is in the server log, and the journey reads it there
 * (`<E2E_DB_DIR>/server.log`), as a visitor of `npm start` reads the terminal.
 */

const SERVER_LOG = path.resolve(__dirname, '..', process.env.E2E_DB_DIR ?? '.tmp/e2e-db', 'server.log');
const step = accountMessages.smsStep;
const form = accountMessages.registerForm;
const reset = accountMessages.resetForm;

/** The latest code the server logged for `digits` after `since` (a byte offset of the log). */
async function codeFromServerLog(digits: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const log = fs.readFileSync(SERVER_LOG).subarray(since).toString('utf8');
        const matches = [...log.matchAll(new RegExp(`\\[sms\\] ${digits} \\[인증번호\\] (\\d{6})`, 'g'))];
        code = matches.at(-1)?.[1] ?? null;
        return code;
      },
      { message: `an SMS code for ${digits} in ${SERVER_LOG}` },
    )
    .not.toBeNull();
  return code!;
}

/**
 * createAccount() signed the account up a moment ago through the same SMS service, so the
 * number is within its one-code-a-minute limit; a real visitor resets days later.
 */
async function forgetRecentSms(mobileNo: string) {
  const handle = openDatabase(`sqlite:${path.join(path.dirname(SERVER_LOG), 'shop.db')}`);
  try {
    await clearThrottle(handle.db, `sms:phone:${mobileNo}`);
  } finally {
    await handle.close();
  }
}

const logSize = () => (fs.existsSync(SERVER_LOG) ? fs.statSync(SERVER_LOG).size : 0);
const randomMobile = () => `010${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`;
function randomRegistrationNo(): string {
  const firstNine = String(100_000_000 + crypto.randomInt(900_000_000));
  return `${firstNine}${registrationNoCheckDigit(firstNine)}`;
}

/** The SMS step, as the visitor does it: number, send, the code from the server log, verify. */
async function verifyPhone(page: Page, mobileNo: string) {
  await page.getByLabel(step.mobileNo, { exact: true }).fill(mobileNo);
  const since = logSize();
  await page.getByRole('button', { name: step.send }).click();
  await expect(page.getByRole('note')).toHaveText(step.devServerLog);
  await expect(page.getByRole('timer')).toContainText('남은 시간 3:00');
  await expect(page.getByRole('button', { name: /재전송 \(\d+초\)/ })).toBeDisabled();
  const code = await codeFromServerLog(mobileNo.replace(/\D/g, ''), since);
  await page.getByLabel(step.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: step.verify, exact: true }).click();
  await expect(page.getByText(step.verified)).toBeVisible();
}

test('a new retailer registers from a referral link and lands on the certification page', async ({ page, request }, testInfo) => {
  const inviter = await apiLogin(request, DEMO_ACCOUNTS.retailer.email, DEMO_PASSWORD);
  const me = await request.get('/api/v1/users', { headers: { token: inviter.token } });
  const { referralCode } = (await me.json()) as { referralCode: string };

  await page.goto(`/register/register?ref=${referralCode}`);
  await expect(page.getByRole('heading', { level: 1, name: accountMessages.pages.register.title })).toBeVisible();
  await expect(page.getByLabel(form.referralCode)).toHaveValue(referralCode);
  const email = page.getByLabel(form.email, { exact: true });
  await expectHydrated(email);

  // Checked when the field is left, formatted as typed.
  await email.fill('new-shop@');
  await email.blur();
  await expect(page.getByText(accountMessages.input.emailInvalid)).toBeVisible();
  const suffix = crypto.randomBytes(4).toString('hex');
  await email.fill(`join-${suffix}@test.kr`);
  await expect(page.getByText(accountMessages.input.emailInvalid)).toHaveCount(0);
  await page.getByLabel(form.password, { exact: true }).fill('join-pass-1234');
  await page.getByLabel(form.passwordConfirm, { exact: true }).fill('join-pass-1234');
  await page.getByLabel(form.businessName, { exact: true }).fill(`가입 상점 ${suffix.slice(0, 4)}`);
  const registrationNo = page.getByLabel(form.registrationNo, { exact: true });
  await registrationNo.pressSequentially(randomRegistrationNo());
  await expect(registrationNo).toHaveValue(/^\d{3}-\d{2}-\d{5}$/);

  const mobileNo = randomMobile();
  await verifyPhone(page, mobileNo);
  await expect(page.getByLabel(step.mobileNo, { exact: true })).toHaveValue(
    `${mobileNo.slice(0, 3)}-${mobileNo.slice(3, 7)}-${mobileNo.slice(7)}`,
  );

  // Consent is required.
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByText(form.consentTermsRequired)).toBeVisible();
  await expectAccessible(page, testInfo, 'the filled registration form');
  await page.getByText(form.consentAll).click();

  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL(/\/page\/certification/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.value).toBeTruthy();
  const user = await request.get('/api/v1/users', { headers: { token: cookie!.value } });
  expect(await user.json()).toMatchObject({ email: `join-${suffix}@test.kr`, mobileNo, userGroups: 'inValid' });
  // The certification form is what they land on (the rest of the journey: e2e/certification.spec.ts).
  await expect(page.getByRole('heading', { level: 2, name: applicationMessages.certification.applyHeading })).toBeVisible();
  await expect(page.getByText(applicationMessages.certification.why)).toBeVisible();
});

test('비밀번호 찾기: from the login form, reset by SMS, then log in with the new password', async ({ page, request }, testInfo) => {
  const account = await createAccount();
  const session = await apiLogin(request, account.email, account.password);
  const { mobileNo } = (await (await request.get('/api/v1/users', { headers: { token: session.token } })).json()) as {
    mobileNo: string;
  };
  await forgetRecentSms(mobileNo);

  await page.goto('/register/login');
  await page.getByRole('link', { name: accountMessages.loginForm.forgotPassword }).click();
  await page.waitForURL('**/register/password');
  await expect(page.getByRole('heading', { level: 1, name: accountMessages.pages.passwordReset.title })).toBeVisible();
  const email = page.getByLabel(reset.email, { exact: true });
  await expectHydrated(email);
  await expectAccessible(page, testInfo, '/register/password');

  await email.fill(account.email);
  await verifyPhone(page, mobileNo);
  await page.getByLabel(reset.newPassword, { exact: true }).fill('reset-pass-5678');
  await page.getByLabel(reset.newPasswordConfirm, { exact: true }).fill('reset-pass-5678');
  await page.getByRole('button', { name: reset.submit }).click();
  await expect(page.getByText(accountMessages.passwordReset.done)).toBeVisible();

  // The old session was revoked with the reset.
  expect((await request.get('/api/v1/users', { headers: { token: session.token } })).status()).toBe(401);

  await page.getByRole('link', { name: reset.toLogin }).click();
  await page.waitForURL('**/register/login');
  const loginEmail = page.getByLabel(accountMessages.loginForm.email, { exact: true });
  await expectHydrated(loginEmail);
  await loginEmail.fill(account.email);
  await page.getByLabel(accountMessages.loginForm.password, { exact: true }).fill('reset-pass-5678');
  await page.getByRole('button', { name: accountMessages.loginForm.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(true);
});

for (const [route, doc] of [
  ['/terms', legalMessages.terms],
  ['/privacy', legalMessages.privacy],
] as const) {
  test(`${route}: the whole text with its date and articles, no serious axe violation`, async ({ page }, testInfo) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByText(legalMessages.effective(doc.effectiveDate))).toBeVisible();
    // Every article and the contents list; the footer's headings are outside <main>.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(doc.articles.length + 1);
    await expectAccessible(page, testInfo, route);
  });
}

test('the registration page links both legal texts, and an uncertified retailer may read them', async ({ page, signIn }) => {
  await page.goto('/register/register');
  await expect(page.getByRole('link', { name: new RegExp(form.viewTerms) })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: new RegExp(form.viewPrivacy) })).toHaveAttribute('href', '/privacy');

  await signIn(DEMO_ACCOUNTS.pending.email);
  // Elsewhere the server sends a pending retailer to the certification page…
  await page.goto('/cart');
  await page.waitForURL(/\/page\/certification/);
  // …but the policy pages stay readable.
  await page.goto('/privacy');
  await expectHydrated(page.getByRole('heading', { level: 1 }));
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/privacy');
});
