import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accountMessages } from '../lib/account/account.messages';
import { expect, expectHydrated, test } from './helpers';

/**
 * Screenshots of the account and legal pages for the issue note, not a test:
 * E2E_SCREENS=1 npx playwright test e2e/register-screens.spec.ts (.tmp/screens/).
 */
const outDir = path.resolve(__dirname, '..', '.tmp', 'screens');
const step = accountMessages.smsStep;

test.describe('account screens @screens', () => {
  test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

  test('registration, reset, terms, privacy', async ({ page }, testInfo) => {
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(outDir, `${testInfo.project.name}-${name}.png`), fullPage });

    await page.goto('/register/register?ref=FRIEND12');
    const email = page.getByLabel(accountMessages.registerForm.email, { exact: true });
    await expectHydrated(email);
    await shot('register-empty');

    await email.fill('oops@');
    await email.blur();
    await page.getByLabel(accountMessages.registerForm.registrationNo, { exact: true }).pressSequentially('1208147522');
    await page.getByLabel(accountMessages.registerForm.password, { exact: true }).focus();
    await page.getByLabel(step.mobileNo, { exact: true }).pressSequentially(`010${String(crypto.randomInt(1e8)).padStart(8, '0')}`);
    await page.getByRole('button', { name: step.send }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('button', { name: accountMessages.registerForm.submit }).click();
    await shot('register-errors');

    await page.goto('/register/login');
    await shot('login', false);
    await page.goto('/register/password');
    await shot('password-reset');
    await page.goto('/terms');
    await shot('terms');
    await page.goto('/privacy');
    await shot('privacy', false);
  });
});
