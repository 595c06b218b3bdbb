import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  applicationReviewMessages,
  auditActionLabels,
  consoleMessages,
  depositMessages,
  invitationMessages,
  memberMessages,
  signInMessages,
} from '../lib/admin/admin.messages';
import { totpCodeAt } from '../lib/admin/server/totp';
import { contentEditorMessages } from '../lib/content/contentEditor.messages';
import { noticeMessages } from '../lib/content/notices.messages';
import { apiLogin, createAccount, DB_FILE, DESKTOP, expect, gotoLoggedIn, setTokenCookie, test, WIDTHS } from './helpers';
import { expectAccessible } from './axe';
import { brandOfOwn, productOf } from './brandHelpers';

/**
 * The operator's console (issue 21), as an operator uses it in a browser: the
 * first 관리자 is invited by the README's command, accepts in the browser
 * (password, the authenticator app's code, recovery codes shown once), signs in
 * with the password and then the app's code, approves a retailer's
 * certification (the retailer sees wholesale prices on the next page load) and
 * confirms a bank transfer (the order goes to 상품준비중), suspends a brand (its
 * products leave search), and edits the FAQ and the notices (a retailer reads
 * each change on the next page load). Every console page
 * passes axe; a member's session finds no console at all.
 */

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const PASSWORD = 'console-pass-1';

interface Operator {
  email: string;
  secret: string;
}

/** `npm run admin -- create-operator`, as the README says, against the e2e server's database: the invitation link it prints. */
async function inviteByCommand(role: 'admin' | 'staff' = 'admin'): Promise<{ email: string; link: string }> {
  const email = `op-${crypto.randomBytes(4).toString('hex')}@ops.kr`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', 'create-operator', '--email', email, '--name', '김운영', '--role', role], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: `sqlite:${DB_FILE}`, NODE_ENV: 'production' },
      });
      const link = /https?:\/\/\S+\/admin\/invite\/\S+/.exec(stdout)?.[0];
      expect(link, stdout).toBeTruthy();
      return { email, link: new URL(link!).pathname };
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      if (attempt >= 5 || !/database is locked/.test(stderr)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/** The app's code `steps` 30-second steps from now (a code is good once: the next sign-in takes the next one). */
const codeOf = (secret: string, steps = 0) => totpCodeAt(secret, new Date(Date.now() + steps * 30_000));

/** Accepts an invitation in the browser; leaves the page on the dashboard. */
async function acceptInvitation(page: Page, link: string, email: string, check?: () => Promise<void>): Promise<Operator> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: invitationMessages.title })).toBeVisible();
  await expect(page.getByRole('img', { name: invitationMessages.qrLabel })).toBeVisible();
  const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await check?.();
  await page.getByLabel(invitationMessages.password).fill(PASSWORD);
  await page.getByLabel(invitationMessages.passwordConfirm).fill(PASSWORD);
  await page.getByLabel(invitationMessages.code).fill(await codeOf(secret));
  await page.getByRole('button', { name: invitationMessages.submit }).click();
  await expect(page.getByRole('heading', { name: invitationMessages.recoveryTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: invitationMessages.recoveryTitle }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: invitationMessages.toConsole }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  return { email, secret };
}

/** Signs in on /admin/login with the password, then the app's next code. */
async function signInOperator(page: Page, operator: Operator, steps = 1): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(signInMessages.email).fill(operator.email);
  await page.getByLabel(signInMessages.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: signInMessages.next }).click();
  const code = page.getByLabel(signInMessages.code);
  await expect(code).toBeVisible();
  await code.fill(await codeOf(operator.secret, steps));
  await page.getByRole('button', { name: signInMessages.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: consoleMessages.nav.home })).toBeVisible();
}

/** A new retailer's certification, sent with a licence as the certification page sends it. */
async function applyForCertification(request: APIRequestContext): Promise<{ token: string; id: number; email: string }> {
  const account = await createAccount({ userGroups: 'inValid' });
  const { token } = await apiLogin(request, account.email, account.password);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=', 'base64');
  const uploaded = await request.post('/api/v1/attachments/upload', {
    headers: { token },
    multipart: { purpose: 'business_licence', file: { name: '사업자등록증.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const { key } = (await uploaded.json()) as { key: string };
  const applied = await request.post('/api/v1/applications', { headers: { token }, data: { kind: 'certification', attachmentKeys: [key], message: '확인 부탁드립니다.' } });
  expect(applied.status()).toBe(201);
  return { token, id: ((await applied.json()) as { id: number }).id, email: account.email };
}

test('the first 관리자 accepts the invitation, signs in with the app’s code and approves a certification; the retailer sees wholesale prices on the next load', WIDTHS, async ({ page, browser, baseUrl }, testInfo) => {
  test.slow();
  const applicant = await applyForCertification(page.request);
  const { email, link } = await inviteByCommand('admin');
  const operator = await acceptInvitation(page, link, email, () => expectAccessible(page, testInfo, 'the invitation'));
  await expectAccessible(page, testInfo, 'the dashboard');

  // Signing out and in again: the password, then the next code of the app.
  await page.getByRole('button', { name: consoleMessages.signOut }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expectAccessible(page, testInfo, 'the sign-in');
  await signInOperator(page, operator);

  await page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.nav.applications }).click();
  await page.getByRole('link', { name: applicationReviewMessages.kinds.certification }).click();
  await expect(page).toHaveURL(/kind=certification/);
  await expectAccessible(page, testInfo, 'the applications');
  await page.getByRole('link', { name: String(applicant.id), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: applicationReviewMessages.detailTitle(applicant.id) })).toBeVisible();
  await expect(page.getByText(applicant.email)).toBeVisible();
  await expect(page.getByRole('img', { name: /^제출 서류: 사업자등록증\./ })).toBeVisible();
  await expect(page.getByText(applicationReviewMessages.checksumOnly)).toBeVisible();
  await expectAccessible(page, testInfo, 'an application');

  // The retailer, meanwhile, sees no wholesale price.
  const retailer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await setTokenCookie(retailer, baseUrl, applicant.token);
  const retailerPage = await retailer.newPage();
  await gotoLoggedIn(retailerPage, '/page/certification');
  await expect(retailerPage.getByText('심사 중', { exact: true })).toBeVisible();

  await page.getByLabel(applicationReviewMessages.note).fill('등록증 확인');
  await page.getByRole('button', { name: applicationReviewMessages.approve, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: applicationReviewMessages.approvedCertification(applicant.email) })).toBeVisible();
  await expect(page.getByRole('button', { name: applicationReviewMessages.approve, exact: true })).toHaveCount(0);

  // The retailer's next page load: certified, wholesale prices.
  await retailerPage.reload();
  await expect(retailerPage.getByText('심사 중', { exact: true })).toHaveCount(0);
  const products = await retailerPage.request.get('/api/v1/products?limit=5', { headers: { token: applicant.token } });
  const { items } = (await products.json()) as { items: { id: number; wholesalePrice: number | null }[] };
  await gotoLoggedIn(retailerPage, `/product-details/${items.find((item) => item.wholesalePrice !== null)!.id}`);
  await expect(retailerPage.getByText(/마진율 \d+%/)).toBeVisible();
  await retailer.close();

  // The audit log has it, by this operator.
  await page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.nav.audit }).click();
  const entry = page.getByRole('row').filter({ hasText: auditActionLabels['application.approve'] }).filter({ hasText: `신청 ${applicant.id}` });
  await expect(entry).toContainText(email);
  await expect(entry).toContainText('등록증 확인');
  await expectAccessible(page, testInfo, 'the audit log');
});

test('a 운영자 confirms a bank transfer and the order goes to 상품준비중; confirming it again changes nothing', WIDTHS, async ({ page, request }, testInfo) => {
  test.slow();
  const buyer = await createAccount();
  const { token } = await apiLogin(request, buyer.email, buyer.password);
  const products = (await (await request.get('/api/v1/products?limit=60&order=latest', { headers: { token } })).json()) as { items: { id: number; soldOut: boolean }[] };
  let idOrder = 0;
  for (const item of products.items.filter((entry) => !entry.soldOut)) {
    const product = (await (await request.get(`/api/v1/products/${item.id}`, { headers: { token } })).json()) as {
      id: number;
      minOrderQty: number;
      orderStep: number;
      price: number | null;
      wholesalePrice: number | null;
      brand: { minimumOrderAmount: number };
      options: { color: string | null; size: string | null; stock: number }[];
    };
    const unit = product.price ?? product.wholesalePrice ?? 1;
    let count = product.minOrderQty;
    while (count * unit < product.brand.minimumOrderAmount) count += Math.max(1, product.orderStep);
    const option = product.options.find((entry) => entry.stock >= count);
    if (!option || count > 500) continue;
    const cart = await request.post('/api/v1/carts', {
      headers: { token },
      data: { directCart: true, idProduct: product.id, cartInfo: [{ color: option.color ?? undefined, size: option.size ?? undefined, goodsCount: count }] },
    });
    const { cartIds } = (await cart.json()) as { cartIds: number[] };
    const order = await request.post('/api/v1/orders', {
      headers: { token },
      data: { cartIds, paymentMethod: 'bank_transfer', address: { recipient: '김입금', phone: '010-1234-5678', postcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '3층' } },
    });
    expect(order.status()).toBe(201);
    idOrder = ((await order.json()) as { idOrder: number }).idOrder;
    break;
  }
  expect(idOrder).toBeGreaterThan(0);

  const { email, link } = await inviteByCommand('staff');
  await acceptInvitation(page, link, email, () => expectAccessible(page, testInfo, 'the invitation'));
  await expectAccessible(page, testInfo, 'the dashboard');
  // A 운영자 has no operators' page: not in the menu, and the 404 page by its address.
  await expect(page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.nav.operators })).toHaveCount(0);
  expect((await page.goto('/admin/operators'))?.status()).toBe(404);

  await page.goto('/admin/deposits');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: String(idOrder), exact: true }) });
  await expect(row).toBeVisible();
  await expectAccessible(page, testInfo, 'the deposits');
  await row.getByRole('button', { name: depositMessages.confirmLabel(idOrder) }).click();
  await expect(page.getByRole('status').filter({ hasText: depositMessages.confirmed(idOrder) })).toBeVisible();
  await expect(page.getByRole('link', { name: String(idOrder), exact: true })).toHaveCount(0);

  const detail = (await (await request.get(`/api/v1/orders/${idOrder}`, { headers: { token } })).json()) as { status: string };
  expect(detail.status).toBe('preparing');
  // Again (another tab, another operator): nothing changes.
  const again = await page.request.post(`/api/v1/admin/orders/${idOrder}/deposit`);
  expect(await again.json()).toEqual({ confirmed: false });

  await page.goto(`/admin/orders/${idOrder}`);
  await expect(page.getByRole('heading', { level: 1, name: `주문번호 ${idOrder}` })).toBeVisible();
  await expect(page.getByText(buyer.email)).toBeVisible();
  await expectAccessible(page, testInfo, 'an order');
});

test('an operator suspends a brand: its products leave search at once, and come back when it is reactivated', DESKTOP, async ({ page, request }, testInfo) => {
  test.slow();
  const brand = await brandOfOwn(request);
  const name = `정지확인 머그 ${brand.brandId}`;
  await productOf(request, brand, name, ['화이트'], [50]);
  const search = async () => {
    const answer = await request.get(`/api/v1/search?keyword=${encodeURIComponent(name)}`);
    return ((await answer.json()) as { items: { name: string }[] }).items.map((item) => item.name);
  };
  expect(await search()).toContain(name);

  const { email, link } = await inviteByCommand('staff');
  await acceptInvitation(page, link, email);
  await page.goto(`/admin/members?kind=brand&q=${encodeURIComponent(brand.brandName)}`);
  const row = page.getByRole('row').filter({ hasText: brand.brandName });
  await row.getByRole('button', { name: memberMessages.suspendLabel(brand.brandName) }).click();
  const dialog = page.getByRole('dialog', { name: memberMessages.dialogTitle(brand.brandName) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, testInfo, 'the suspension dialog');
  await dialog.getByLabel(memberMessages.reason).fill('위조품 신고 확인 중');
  await dialog.getByRole('button', { name: memberMessages.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: memberMessages.suspendedDone(brand.brandName) })).toBeVisible();
  await expect(row.getByText(memberMessages.suspended, { exact: true })).toBeVisible();

  // The storefront: gone from search, its page the 404 page.
  expect(await search()).not.toContain(name);
  expect((await request.get(`/brand/${brand.brandId}`)).status()).toBe(404);
  // The brand's own session ended.
  expect((await request.get('/api/v1/users', { headers: { token: brand.token } })).status()).toBe(401);

  await row.getByRole('button', { name: memberMessages.reactivateLabel(brand.brandName) }).click();
  await expect(page.getByRole('status').filter({ hasText: memberMessages.reactivatedDone(brand.brandName) })).toBeVisible();
  expect(await search()).toContain(name);
});

test('an operator writes, edits and deletes an FAQ question and a notice; a retailer reads each change on the next page load', DESKTOP, async ({ page, browser, baseUrl }, testInfo) => {
  test.slow();
  const text = contentEditorMessages;
  const mark = crypto.randomBytes(3).toString('hex');
  const { email, link } = await inviteByCommand('staff');
  await acceptInvitation(page, link, email);

  const account = await createAccount();
  const retailer = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await setTokenCookie(retailer, baseUrl, (await apiLogin(page.request, account.email, account.password)).token);
  const shop = await retailer.newPage();

  // A new question, first under 결제.
  await page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.nav.faq }).click();
  await expect(page.getByRole('heading', { level: 2, name: '결제' })).toBeVisible();
  await expectAccessible(page, testInfo, 'the FAQ list');
  await page.getByRole('link', { name: text.faq.create }).click();
  const question = `세금계산서는 언제 발행되나요? ${mark}`;
  await page.getByLabel(text.faq.fields.topic, { exact: true }).selectOption({ label: '결제' });
  await page.getByLabel(text.faq.fields.position, { exact: true }).fill('1');
  await page.getByLabel(text.faq.fields.question, { exact: true }).fill(question);
  await page.getByLabel(text.faq.fields.answer, { exact: true }).fill('배송이 시작된 날 발행합니다.');
  await page.getByLabel(text.faq.fields.linkLabel, { exact: true }).fill('주문 내역 보기');
  await page.getByLabel(text.faq.fields.linkHref, { exact: true }).fill('주문내역');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.hrefInvalid)).toBeVisible();
  await page.getByLabel(text.faq.fields.linkHref, { exact: true }).fill('/page/account/mypage');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status')).toContainText(text.saved);
  await expect(page).toHaveURL(/\/admin\/faq\/\d+\?saved=1$/);
  await expectAccessible(page, testInfo, 'a question saved');

  await gotoLoggedIn(shop, '/faq-retail');
  const payment = shop.locator('#faq-payment');
  await expect(payment.locator('summary').first()).toHaveText(question);
  const asked = shop.locator('details', { hasText: question });
  await asked.locator('summary').click();
  await expect(asked.getByText('배송이 시작된 날 발행합니다.')).toBeVisible();
  await expect(asked.getByRole('link', { name: '주문 내역 보기', exact: true })).toHaveAttribute('href', '/page/account/mypage');

  await page.getByLabel(text.faq.fields.answer, { exact: true }).fill('배송이 시작된 다음 날 발행합니다.');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status')).toContainText(text.saved);
  await shop.reload();
  await asked.locator('summary').click();
  await expect(asked.getByText('배송이 시작된 다음 날 발행합니다.')).toBeVisible();

  await page.getByRole('button', { name: text.faq.remove }).click();
  const dialog = page.getByRole('dialog', { name: text.faq.removeTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, testInfo, 'deleting a question');
  await dialog.getByRole('button', { name: text.removeConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(text.deleted);
  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.locator('summary', { hasText: question })).toHaveCount(0);

  // A notice, dated in the past so it takes no one's place at the top of the list.
  await page.getByRole('navigation', { name: consoleMessages.navLabel }).getByRole('link', { name: consoleMessages.nav.notices }).click();
  await expectAccessible(page, testInfo, 'the notices');
  await page.getByRole('link', { name: text.notices.create }).click();
  const title = `포장재 변경 안내 ${mark}`;
  await page.getByLabel(text.notices.fields.category, { exact: true }).selectOption('이벤트');
  await page.getByLabel(text.notices.fields.title, { exact: true }).fill(title);
  await page.getByLabel(text.notices.fields.date, { exact: true }).fill('2025-12-01');
  await page.getByLabel(text.notices.paragraph(1), { exact: true }).fill('12월부터 친환경 포장재로 바꿉니다.');
  await page.getByRole('button', { name: text.notices.addParagraph }).click();
  await page.getByLabel(text.notices.paragraph(2), { exact: true }).fill('자세한 내용은 반품 안내를 보세요.');
  await page.getByLabel(text.notices.linkLabel(2), { exact: true }).fill('무료 반품 안내');
  await page.getByLabel(text.notices.linkHref(2), { exact: true }).fill('/free-refunds');
  await expectAccessible(page, testInfo, 'a new notice');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status')).toContainText(text.saved);
  const id = Number(/\/admin\/notices\/(\d+)/.exec(page.url())?.[1]);

  await gotoLoggedIn(shop, `/notices/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByText(noticeMessages.posted('2025-12-01'))).toBeVisible();
  await expect(shop.getByRole('link', { name: '무료 반품 안내', exact: true })).toHaveAttribute('href', '/free-refunds');

  await page.getByRole('button', { name: text.notices.remove }).click();
  await page.getByRole('dialog', { name: text.notices.removeTitle }).getByRole('button', { name: text.removeConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(text.deleted);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await shop.goto(`/notices/${id}`))?.status()).toBe(404);
  await retailer.close();

  // The audit log: both, by this operator.
  await page.goto(`/admin/audit?targetType=notice&q=${encodeURIComponent(mark)}`);
  await expect(page.getByRole('row').filter({ hasText: auditActionLabels['notice.delete'] }).filter({ hasText: title })).toContainText(email);
  await page.goto(`/admin/audit?targetType=faq&q=${encodeURIComponent(mark)}`);
  await expect(page.getByRole('row').filter({ hasText: auditActionLabels['faq.update'] })).toContainText('배송이 시작된 날 발행합니다. → 배송이 시작된 다음 날 발행합니다.');
});

test('every console page passes axe', DESKTOP, async ({ page }, testInfo) => {
  test.slow();
  const { email, link } = await inviteByCommand('admin');
  await acceptInvitation(page, link, email);
  for (const url of ['/admin/orders', '/admin/members', '/admin/members?kind=brand&soldOut=1', '/admin/faq?faq=brand', '/admin/faq/1', '/admin/notices/1', '/admin/settlements', '/admin/settlements/1', '/admin/settlements/brands/1', '/admin/outbox', '/admin/operators', '/admin/account']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, testInfo, url);
  }
});

test('a member’s session finds no console: its pages and its sign-in are the 404 page', async ({ page, signIn }) => {
  await signIn('retailer@demo.kr');
  for (const url of ['/admin', '/admin/login', '/admin/applications']) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(404);
  }
});
