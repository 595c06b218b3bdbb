import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { applicationMessages } from '../lib/applications/applications.messages';
import { apiResponse, createAccount, DB_FILE, expect, expectHydrated, gotoLoggedIn, header, test } from './helpers';
import { placePaidCardOrder } from './orderHelpers';
import { expectAccessible } from './axe';

/**
 * Business certification on /page/certification and brand admission on /page/apply, at 375 px and
 * 1280 px: a new retailer is sent to the certification page, uploads the
 * business licence, sees 심사 중; the operator approves with the real command
 * (`npx tsx scripts/admin.ts approve <id>`) against the e2e server's
 * database; the next page load shows 인증 완료, a product page the wholesale
 * price, and the retailer buys. A visitor sends a brand application with a
 * catalogue. Each journey uses an account or application of its own.
 */

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const cert = applicationMessages.certification;
const brand = applicationMessages.brand;

/**
 * A small real PNG (8 x 8 pixels), made here: no fixture file in the repository. (The 1 x 1 one
 * this replaced had a broken image chunk, which uploads now refuse: they decode every picture.)
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** The operator's command, as an operator runs it beside the server. */
async function admin(...args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', ...args], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: `sqlite:${DB_FILE}`, NODE_ENV: 'production' },
      });
      return stdout;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= 5 || !/database is locked/.test(stderr)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

test('a new retailer uploads the licence, is approved by the operator command, then sees wholesale prices and orders', async ({
  page,
  signIn,
}, testInfo) => {
  // The longest journey: two runs of the operator command (a tsx process each) and three axe
  // checks, beside three other journeys and the PostgreSQL tests (docs/DECISIONS.md, Tests and CI).
  test.slow();
  const account = await createAccount({ userGroups: 'inValid' });
  await signIn(account.email, account.password);

  // Sent to the certification page from anywhere else, by the server before anything renders.
  const home = await page.goto('/');
  expect(home?.request().redirectedFrom()?.url(), 'a redirect of the server').toMatch(/\/$/);
  await expect(page).toHaveURL((url) => url.pathname === '/page/certification' && /^\?id=\d+$/.test(url.search));
  await expect(page.getByRole('heading', { level: 1, name: cert.heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: cert.applyHeading })).toBeVisible();
  await expect(page.getByText(cert.why)).toBeVisible();
  await expect(page.getByRole('region', { name: cert.applyHeading }).getByText(/^\d{3}-\d{2}-\d{5}$/)).toBeVisible();
  await expect(page.getByText(cert.fileHint)).toBeVisible();

  const file = page.getByLabel(cert.fileLabel, { exact: false }).and(page.locator('input[type=file]'));
  await expect(file).toBeEnabled();
  await expectHydrated(file);
  await expectAccessible(page, testInfo, 'the certification form');

  // Submitting without a file says so next to the control.
  await page.getByRole('button', { name: cert.submit }).click();
  await expect(page.getByText(cert.fileRequired)).toBeVisible();

  const uploaded = apiResponse(page, '/attachments/upload');
  await file.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  const list = page.getByRole('list', { name: cert.fileLabel });
  // Stored re-encoded as WebP, and named for what it is.
  await expect(list.getByRole('link', { name: 'licence.webp' })).toBeVisible();
  // The stored file's size (re-encoded, so not the bytes sent).
  await expect(list).toContainText(/\d+ B/);
  await expect(page.getByText(cert.fileRequired)).toHaveCount(0);
  await expect(page.getByText(cert.replace)).toBeVisible();

  await page.getByLabel(cert.messageLabel).fill('사업자등록증 사본입니다.');
  const sent = apiResponse(page, '/applications');
  await page.getByRole('button', { name: cert.submit }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };

  await expect(page.getByRole('heading', { name: cert.pendingTitle })).toBeVisible();
  await expect(page.getByText(cert.pendingBadge, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'licence.webp' })).toBeVisible();
  await expect(page.getByText(cert.reviewTime)).toBeVisible();
  await expect(page.getByRole('link', { name: cert.meanwhileFaq })).toBeVisible();
  await expectAccessible(page, testInfo, 'the pending certification');

  // The status reads from the server on a new load too.
  await page.reload();
  await expect(page.getByText(cert.pendingBadge, { exact: true })).toBeVisible();

  const listed = await admin('list', '--kind', 'certification');
  expect(listed).toContain(account.email);
  const approved = await admin('approve', String(id));
  expect(approved).toContain(`approved certification ${id}`);

  await page.reload();
  await expect(page.getByRole('heading', { name: cert.validTitle })).toBeVisible();
  await expectAccessible(page, testInfo, 'the certified retailer on /page/certification');
  await page.getByRole('link', { name: cert.shop }).click();
  await page.waitForURL(/\/shop/);

  // Wholesale prices now, and buying works.
  const token = await tokenOf(page);
  const products = await page.request.get('/api/v1/products?limit=20', { headers: { token } });
  const { items } = (await products.json()) as { items: { id: number; soldOut: boolean; wholesalePrice: number | null }[] };
  const product = items.find((item) => !item.soldOut && item.wholesalePrice !== null);
  expect(product, 'a product with its wholesale price for the certified retailer').toBeDefined();
  await gotoLoggedIn(page, `/product-details/${product!.id}`);
  await expect(page.getByText(/마진율 \d+%/)).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeVisible();
  await expect(page.getByText('사업자 인증하고 도매가 보기')).toHaveCount(0);

  const order = await placePaidCardOrder(page.request, token);
  await gotoLoggedIn(page, `/order-detail/${order.idOrder}`);
  await expect(header(page)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/order-detail/${order.idOrder}`);
  await expect(page.getByText(String(order.idOrder)).first()).toBeVisible();
});

test('a visitor applies as a brand with a catalogue attached and sees what happens next', async ({ page }, testInfo) => {
  await page.goto('/apply');
  await expect(page.getByRole('heading', { level: 1, name: applicationMessages.page.brandTitle })).toBeVisible();
  const brandName = page.getByLabel(brand.brandName, { exact: true });
  await expectHydrated(brandName);
  await expectAccessible(page, testInfo, 'the brand application form');

  // Checked as the fields are left.
  const registrationNo = page.getByLabel(brand.registrationNo, { exact: true });
  await registrationNo.pressSequentially('1234567890');
  await expect(registrationNo).toHaveValue('123-45-67890');
  await registrationNo.blur();
  await expect(page.getByText(applicationMessages.input.registrationNoChecksum)).toBeVisible();

  const suffix = `${Date.now().toString(36)}${testInfo.project.name.length}`;
  await brandName.fill(`이투이 브랜드 ${suffix}`);
  await page.getByLabel(brand.businessName, { exact: true }).fill('이투이상사');
  await registrationNo.fill('');
  await registrationNo.pressSequentially('6068145221');
  await expect(page.getByText(applicationMessages.input.registrationNoChecksum)).toHaveCount(0);
  await page.getByLabel(brand.category, { exact: true }).selectOption({ label: '문구' });
  await page.getByLabel(brand.contactName, { exact: true }).fill('이담당');
  await page.getByLabel(brand.contactPhone, { exact: true }).pressSequentially('01055556666');
  await expect(page.getByLabel(brand.contactPhone, { exact: true })).toHaveValue('010-5555-6666');
  await page.getByLabel(brand.contactEmail, { exact: true }).fill(`brand-${suffix}@test.kr`);
  await page.getByLabel(brand.website, { exact: true }).fill('https://example.kr/catalog');
  await page.getByLabel(brand.introduction, { exact: true }).fill('손으로 만드는 문구 브랜드입니다. 전국 문구점에 공급하고 싶습니다.');

  const uploaded = apiResponse(page, '/attachments/upload');
  await page.locator('input[type=file]').setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByRole('list', { name: brand.attachments })).toContainText('catalogue.pdf');

  // Consent is required.
  await page.getByRole('button', { name: brand.submit }).click();
  await expect(page.getByText(applicationMessages.input.consentRequired)).toBeVisible();
  await page.getByText(brand.consent).click();
  await expectAccessible(page, testInfo, 'the filled brand application');

  const sent = apiResponse(page, '/applications');
  await page.getByRole('button', { name: brand.submit }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: brand.successTitle })).toBeVisible();
  await expect(page.getByText(brand.successBody[0])).toBeVisible();
  await expectAccessible(page, testInfo, 'the brand application sent');

  const shown = await admin('list', '--kind', 'brand');
  expect(shown).toContain(`이투이 브랜드 ${suffix}`);
});
