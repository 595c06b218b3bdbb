import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { registrationNoCheckDigit } from '../lib/account/account.contract';
import { accountMessages } from '../lib/account/account.messages';
import { startKakaoStandIn, type KakaoStandIn } from '../__tests__/helpers/kakaoStandIn';
import { expectAccessible } from './axe';
import { DEMO_ACCOUNTS, expect, expectHydrated, test } from './helpers';

/**
 * Kakao login at 375 px and 1280 px (docs/DECISIONS.md, Kakao login). The
 * shared e2e server has no Kakao keys (no button), so each project starts
 * its own: a stand-in of Kakao (../__tests__/helpers/kakaoStandIn.ts, which
 * consents at once) on E2E_PORT+5/+6, and the built app on a fresh database
 * (scripts/e2e-server.sh) on E2E_PORT+7/+8 with KAKAO_* pointing at it. Both
 * are this project's alone, so the demo account may be linked here.
 */

const ROOT = path.resolve(__dirname, '..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const DB_DIR = process.env.E2E_DB_DIR ?? '.tmp/e2e-db';
const text = accountMessages.kakao;
const form = accountMessages.registerForm;
const step = accountMessages.smsStep;

test.describe.configure({ mode: 'serial' });

let kakao: KakaoStandIn;
let server: ChildProcess | null = null;
let base = '';
let serverLog = '';

async function waitUntilUp(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the Kakao e2e server did not answer ${url}`);
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const slot = testInfo.project.name === 'mobile' ? 0 : 1;
  kakao = await startKakaoStandIn({ port: E2E_PORT + 5 + slot });
  const port = E2E_PORT + 7 + slot;
  const dir = `${DB_DIR}-kakao-${testInfo.project.name}`;
  serverLog = path.resolve(ROOT, dir, 'server.log');
  base = `http://127.0.0.1:${port}`;
  server = spawn('bash', ['scripts/e2e-server.sh', String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      E2E_DB_DIR: dir,
      KAKAO_REST_API_KEY: kakao.clientId,
      KAKAO_AUTH_BASE_URL: kakao.url,
      KAKAO_API_BASE_URL: kakao.url,
    },
  });
  await waitUntilUp(`${base}/api/v1/categories`, Date.now() + 200_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await kakao?.close();
});

const logSize = () => (fs.existsSync(serverLog) ? fs.statSync(serverLog).size : 0);

/** The SMS step: number, send, the code from this server's log, verify. */
async function verifyPhone(page: Page, mobileNo: string) {
  await page.getByLabel(step.mobileNo, { exact: true }).fill(mobileNo);
  const since = logSize();
  await page.getByRole('button', { name: step.send }).click();
  let code: string | null = null;
  await expect
    .poll(() => {
      const log = fs.readFileSync(serverLog).subarray(since).toString('utf8');
      code = [...log.matchAll(new RegExp(`\\[sms\\] ${mobileNo} \\[인증번호\\] (\\d{6})`, 'g'))].at(-1)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  await page.getByLabel(step.code, { exact: true }).fill(code!);
  await page.getByRole('button', { name: step.verify, exact: true }).click();
  await expect(page.getByText(step.verified)).toBeVisible();
}

async function startKakaoLogin(page: Page, loginPath = '/register/login') {
  await page.goto(`${base}${loginPath}`);
  const button = page.getByRole('link', { name: text.button });
  await expect(button).toBeVisible();
  await button.click();
}

async function sessionEmail(page: Page): Promise<string | null> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  if (!token) return null;
  const me = await page.request.get(`${base}/api/v1/users`, { headers: { token } });
  return me.ok() ? ((await me.json()) as { email: string }).email : null;
}

test('a new Kakao user registers with the e-mail Kakao verified; the next Kakao login opens that account', async ({ page }, testInfo) => {
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = `kakao-${suffix}@test.kr`;
  kakao.nextProfile = { id: crypto.randomInt(1, 2 ** 40), email };

  await page.goto(`${base}/register/login`);
  await expectAccessible(page, testInfo, 'the login page with the Kakao button');
  await startKakaoLogin(page);
  await page.waitForURL(/\/register\/register\?kakao=/);
  await expect(page.getByRole('status').filter({ hasText: text.register.notice })).toBeVisible();
  const emailField = page.getByLabel(form.email, { exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(page.getByText(text.register.emailVerified)).toBeVisible();
  await expectHydrated(emailField);

  await page.getByLabel(form.password, { exact: true }).fill('kakao-pass-1234');
  await page.getByLabel(form.passwordConfirm, { exact: true }).fill('kakao-pass-1234');
  await page.getByLabel(form.businessName, { exact: true }).fill(`카카오 상점 ${suffix.slice(0, 4)}`);
  const firstNine = String(100_000_000 + crypto.randomInt(900_000_000));
  await page.getByLabel(form.registrationNo, { exact: true }).pressSequentially(`${firstNine}${registrationNoCheckDigit(firstNine)}`);
  await verifyPhone(page, `010${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`);
  await page.getByText(form.consentAll).click();
  await expectAccessible(page, testInfo, 'the Kakao sign-up form');
  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL(/\/page\/certification/);
  expect(await sessionEmail(page)).toBe(email);

  // Another day, another browser session: Kakao alone logs in.
  await page.context().clearCookies();
  await startKakaoLogin(page);
  await expect.poll(() => sessionEmail(page)).toBe(email);
});

test('an existing account whose verified e-mail Kakao shows is linked and logged in, back to the returnUrl', async ({ page }) => {
  kakao.nextProfile = { id: crypto.randomInt(1, 2 ** 40), email: DEMO_ACCOUNTS.retailer.email };
  await startKakaoLogin(page, '/register/login?returnUrl=%2Fmypage');
  await page.waitForURL(/\/mypage$/);
  expect(await sessionEmail(page)).toBe(DEMO_ACCOUNTS.retailer.email);
});

test('a Kakao login the visitor cancels comes back to the login form with the reason', async ({ page }) => {
  kakao.deny = true;
  try {
    await startKakaoLogin(page);
    await page.waitForURL(/kakaoError=denied/);
    await expect(page.getByRole('alert').filter({ hasText: text.errors.denied })).toBeVisible();
    expect(await sessionEmail(page)).toBeNull();
  } finally {
    kakao.deny = false;
  }
});
