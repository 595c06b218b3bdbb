/**
 * The brand side of an order, at 375 px and 1280 px: a retailer's paid order
 * of a test brand's product comes in; the brand ships it with a carrier and a
 * tracking number; the retailer's order shows 배송중 with that number; the
 * brand marks it delivered; the retailer sees 배송완료 and asks for a free
 * refund; the brand accepts it. Each test makes its own brand user, brand,
 * product and retailer (the two projects run side by side), in the e2e
 * server's database as e2e/helpers.ts makes accounts. axe-core on each page.
 */
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { findCategoryByCode } from '../lib/catalog/categories';
import type { OrderDetail } from '../lib/orders/orders.contract';
import { openDatabase } from '../lib/server/db';
import { setProductOptions } from '../lib/catalog/server/options';
import { reindexProducts } from '../lib/catalog/server/searchIndexer';
import { ACCOUNT_PASSWORD, apiLogin, createAccount, DB_FILE, DESKTOP, WIDTHS, expect, expectHydrated, gotoLoggedIn, mailsTo, retryLocked, setTokenCookie, test } from './helpers';
import { DEMO_CARD } from './orderHelpers';
import { settlementPeriodOf } from '../lib/settlement/periods';
import { SETTLE_GRACE_MS } from '../lib/settlement/server/statements';
import { runSettle } from '../scripts/settle';
import { expectAccessible } from './axe';

const ADDRESS = { recipient: '김브랜드', phone: '010-2222-3333', postcode: '06236', address: '서울 강남구 테헤란로 152', addressDetail: '5층' };

/** A brand owned by `ownerId` with one product (two colours, ample stock), written as the seed writes them. */
async function brandWithProduct(ownerId: number): Promise<{ brandId: number; productId: number; productName: string }> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  try {
    return await retryLocked(() =>
      handle.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const brand = await trx
          .insertInto('brands')
          .values({ ownerUserId: ownerId, name: `테스트 공방 ${suffix}`, description: '', logoUrl: '/logo.png', minimumOrderAmount: 0, deliveryFee: 3000, freeDeliveryThreshold: 100000, isNew: 0, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const productName = `밀랍 캔들 ${suffix}`;
        const product = await trx
          .insertInto('products')
          .values({
            brandId: brand.id,
            categoryId: findCategoryByCode('fashion-socks')!.id,
            name: productName,
            description: '',
            wholesalePrice: 8000,
            retailPrice: 16000,
            flashSalePrice: null,
            flashSaleStartsAt: null,
            flashSaleEndsAt: null,
            minOrderQty: 1,
            stock: 100,
            colors: JSON.stringify(['아이보리']),
            sizes: JSON.stringify([]),
            images: JSON.stringify([]),
            isNew: 0,
            salesCount: 0,
            status: 'active',
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setProductOptions(trx, product.id, [{ color: '아이보리', size: '', stock: 100 }]);
        await reindexProducts(trx, [product.id]);
        return { brandId: brand.id, productId: product.id, productName };
      }),
    );
  } finally {
    await handle.close();
  }
}

/** A new brand with a product, a new retailer's paid order of it, and the brand signed in (its cookie set). */
async function orderOfNewBrand(request: APIRequestContext, context: BrowserContext, baseUrl: string) {
  const brandAccount = await createAccount({ userType: 'brand' });
  const { brandId, productId, productName } = await brandWithProduct(brandAccount.id);
  const retailerAccount = await createAccount();
  const retailer = await apiLogin(request, retailerAccount.email, ACCOUNT_PASSWORD);
  const order = await paidOrder(request, retailer.token, productId);
  const brand = await apiLogin(request, brandAccount.email, ACCOUNT_PASSWORD);
  await setTokenCookie(context, baseUrl, brand.token);
  return { brandAccount, brandId, productName, retailerAccount, retailer, brand, order };
}

/** The signed-in brand's messages list the new order. */
async function expectBrandTold(page: Page, idOrder: number) {
  await gotoLoggedIn(page, '/notifications');
  await expect(page.getByRole('list', { name: '알림' }).getByText(`새 주문이 들어왔습니다 (주문번호 ${idOrder})`)).toBeVisible();
}

/** The orders list's 엑셀로 한 번에 발송 opened and its file downloaded. */
async function shippingFile(page: Page): Promise<{ panel: Locator; book: ExcelJS.Workbook }> {
  await gotoLoggedIn(page, '/brand-center/orders');
  const panel = page.getByRole('region', { name: '엑셀로 한 번에 발송' });
  await panel.getByText('엑셀로 한 번에 발송').click();
  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: '발송할 주문 엑셀 받기' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  return { panel, book };
}

/** The filled file uploaded and checked. */
async function checkShippingFile(panel: Locator, book: ExcelJS.Workbook): Promise<void> {
  await panel.getByLabel('작성한 엑셀 파일').setInputFiles({ name: '발송.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await panel.getByRole('button', { name: '내용 확인' }).click();
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string, status = 200): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The retailer buys 3 of the product by card (the demo provider approves the demo card). */
async function paidOrder(request: APIRequestContext, token: string, productId: number): Promise<OrderDetail> {
  const headers = { token };
  const cart = await json<{ cartIds: number[] }>(
    await request.post('/api/v1/carts', { headers, data: { directCart: true, idProduct: productId, cartInfo: [{ color: '아이보리', goodsCount: 3 }] } }),
    'POST /carts',
    201,
  );
  const order = await json<OrderDetail>(
    await request.post('/api/v1/orders', { headers, data: { cartIds: cart.cartIds, address: ADDRESS, paymentMethod: 'card', deliveryNote: '오전 배송 부탁드립니다.' } }),
    'POST /orders',
    201,
  );
  return json<OrderDetail>(await request.post(`/api/v1/orders/${order.idOrder}/payment`, { headers, data: { cardNumber: DEMO_CARD } }), 'payment');
}

const orderCard = (page: Page, idOrder: number) => page.getByRole('article', { name: `주문번호 ${idOrder}` });

test('a brand ships and delivers its order, and accepts the free refund that follows', DESKTOP, async ({ page, request, context, baseUrl }, testInfo) => {
  const { brandAccount, productName, retailer, order } = await orderOfNewBrand(request, context, baseUrl);

  // The brand hears of the paid order: its messages (the header's MY counts them) and an e-mail, which the server's worker writes to the mail folder.
  await expectBrandTold(page, order.idOrder);
  await expect(page.getByRole('banner').getByRole('link', { name: 'MY', exact: true })).toHaveAccessibleDescription(/^읽지 않은 알림 \d+개$/);
  await expectAccessible(page, testInfo, 'notifications');
  await expect.poll(() => mailsTo(brandAccount.email), { timeout: 30_000 }).toBeGreaterThan(0);

  // New orders: the order is there with the brand's line, waiting to ship.
  await gotoLoggedIn(page, '/brand-center/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 관리');
  const tabs = page.getByRole('navigation', { name: '주문 상태' });
  await expect(tabs.getByRole('link', { name: '신규(상품준비중) 1' })).toHaveAttribute('aria-current', 'page');
  const card = orderCard(page, order.idOrder);
  await expect(card).toContainText(productName);
  await expect(card).toContainText('24,000원');
  await expectAccessible(page, testInfo, 'brand orders');

  // A wrong number is refused as typed; then shipped with CJ대한통운.
  const form = card.getByRole('form', { name: `주문번호 ${order.idOrder} 발송 처리` });
  const trackingNo = form.getByLabel('운송장 번호');
  await expectHydrated(trackingNo);
  await form.getByLabel('택배사').selectOption('CJ대한통운');
  await trackingNo.fill('12345678901');
  await trackingNo.blur();
  await expect(form.getByRole('alert')).toHaveText('CJ대한통운 운송장 번호는 10 또는 12자리 숫자입니다.');
  await trackingNo.fill('6400-1234-5678');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: '발송 처리' }).click();
  await expect(page.getByRole('status').filter({ hasText: '발송 처리했습니다. (CJ대한통운 640012345678)' })).toBeVisible();
  await expect(orderCard(page, order.idOrder)).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: '배송중 1' })).toBeVisible();

  // The retailer's order shows 배송중 with the tracking number.
  const retailerPage = await context.browser()!.newPage({ viewport: page.viewportSize()!, isMobile: testInfo.project.name === 'mobile' });
  await retailerPage.context().addCookies([{ name: 'token', value: retailer.token, url: baseUrl, sameSite: 'Lax' }]);
  await retailerPage.goto(`${baseUrl}/order-detail/${order.idOrder}`);
  await expect(retailerPage.getByRole('main').getByText('배송중').first()).toBeVisible();
  await expect(retailerPage.getByText('CJ대한통운 운송장 640012345678')).toBeVisible();
  // One tap to follow the parcel on the carrier's own page, in a new window.
  const track = retailerPage.getByRole('link', { name: /배송 조회/ });
  await expect(track).toHaveAttribute('href', 'https://trace.cjlogistics.com/next/tracking.html?wblNo=640012345678');
  await expect(track).toHaveAttribute('target', '_blank');

  // The brand's detail page has the address; the group is marked delivered after a confirm.
  await gotoLoggedIn(page, `/brand-center/orders/${order.idOrder}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`주문 ${order.idOrder}`);
  await expect(page.getByRole('region', { name: '배송지' })).toContainText('서울 강남구 테헤란로 152 5층');
  await expect(page.getByRole('region', { name: '배송지' })).toContainText('오전 배송 부탁드립니다.');
  await expectAccessible(page, testInfo, 'brand order detail');
  const deliver = page.getByRole('button', { name: `주문번호 ${order.idOrder} 배송완료 처리` });
  await expectHydrated(deliver);
  await deliver.click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toContainText('60일 무료 반품');
  await popup.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '배송완료로 처리했습니다.' })).toBeVisible();
  await expect(page.getByRole('region', { name: '처리 내역' })).toContainText('배송완료');

  // The retailer sees 배송완료, may return it free, and asks back one unit.
  await retailerPage.reload();
  await expect(retailerPage.getByRole('main').getByText('배송완료').first()).toBeVisible();
  await expect(retailerPage.getByRole('link', { name: '무료 반품 신청' })).toBeVisible();
  const lineId = order.brands[0].items[0].id;
  const refund = await json<{ id: number }>(
    await request.post('/api/v1/orders/free_refunds', { headers: { token: retailer.token }, data: { idOrder: order.idOrder, reason: '포장 파손', items: [{ idItem: lineId, count: 1 }] } }),
    'POST /orders/free_refunds',
    201,
  );
  await retailerPage.close();

  // The brand accepts it once the goods are back.
  await gotoLoggedIn(page, '/brand-center/refunds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('반품 요청');
  const requestCard = page.getByRole('article', { name: `반품 요청 ${refund.id}` });
  await expect(requestCard).toContainText('포장 파손');
  await expect(requestCard).toContainText('8,000원');
  await expectAccessible(page, testInfo, 'brand refunds');
  const accept = requestCard.getByRole('button', { name: `반품 요청 ${refund.id} 회수 확인·환불 승인` });
  await expectHydrated(accept);
  await accept.click();
  await popup.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '환불을 승인했습니다.' })).toBeVisible();
  await expect(page.getByRole('article', { name: `반품 요청 ${refund.id}` })).toHaveCount(0);

  const after = await json<OrderDetail>(await request.get(`/api/v1/orders/${order.idOrder}`, { headers: { token: retailer.token } }), 'GET /orders/{id}');
  expect(after.amounts.refundedAmount).toBe(8000);

  // Sales by retailer: this month's order, minus the refunded unit.
  await gotoLoggedIn(page, '/brand-center/sales');
  const table = page.getByRole('region', { name: '거래처별 매출' });
  await expect(table.getByRole('row').filter({ hasText: retailer.user.businessName })).toContainText('16,000원');
  await expectAccessible(page, testInfo, 'brand sales');

  // 정산 내역: the period under way has the sale, its fee, the refund and the 20% commission net of what the refund gave back.
  await gotoLoggedIn(page, '/brand-center/settlements');
  const open = page.getByRole('region', { name: '진행 중인 정산 (예상)' });
  for (const [label, amount] of [['상품 판매', '24,000원'], ['배송비', '3,000원'], ['반품 환불', '-8,000원'], ['판매 수수료', '-3,200원'], ['수수료 부가세', '-320원'], ['기간 합계 (예상)', '15,480원']]) {
    await expect(open.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(amount);
  }
  await expectAccessible(page, testInfo, 'brand settlements');
});

test('the demo brand opens a statement and its Excel file, whose figures are the page\'s', DESKTOP, async ({ page, signIn }, testInfo) => {
  await signIn('brand@demo.kr');
  await gotoLoggedIn(page, '/brand-center/settlements');
  const statements = page.getByRole('region', { name: '정산서' });
  await statements.getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('정산서');
  await expectAccessible(page, testInfo, 'a statement');
  const figures = page.getByRole('region', { name: '정산 금액' });
  const shown = async (label: string) => Number(((await figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent()) ?? '').replace(/[^0-9-]/g, ''));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '엑셀로 받기' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = new Map<string, unknown>();
  book.getWorksheet('정산서')!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
  for (const label of ['상품 판매', '배송비', '판매 수수료', '수수료 부가세', '지급액']) expect([label, rows.get(label)]).toEqual([label, await shown(label)]);
  // The entries add up to the period's total.
  const entries: number[] = [];
  book.getWorksheet('정산 내역')!.eachRow((row, index) => {
    if (index > 1 && !['합계', '정산금 지급'].includes(String(row.getCell(2).value))) entries.push(Number(row.getCell(6).value));
  });
  expect(entries.reduce((sum, amount) => sum + amount, 0)).toBe(await shown('기간 합계'));
});

test('a brand ships two orders at once from the Excel file: downloaded, filled, checked (a wrong number refused first), then shipped together', WIDTHS, async ({ page, request, context, baseUrl }, testInfo) => {
  const brandAccount = await createAccount({ userType: 'brand' });
  const { productId } = await brandWithProduct(brandAccount.id);
  const retailerAccount = await createAccount();
  const retailer = await apiLogin(request, retailerAccount.email, ACCOUNT_PASSWORD);
  const orders = [await paidOrder(request, retailer.token, productId), await paidOrder(request, retailer.token, productId)];
  const brand = await apiLogin(request, brandAccount.email, ACCOUNT_PASSWORD);
  await setTokenCookie(context, baseUrl, brand.token);
  const { panel, book } = await shippingFile(page);
  const sheet = book.getWorksheet('발송')!;
  const rowOf = (idOrder: number) => {
    let found: ExcelJS.Row | null = null;
    sheet.eachRow((row) => {
      if (Number(row.getCell(1).value) === idOrder) found = row;
    });
    return found!;
  };
  rowOf(orders[0].idOrder).getCell(7).value = 'CJ대한통운';
  rowOf(orders[0].idOrder).getCell(8).value = '1234';
  rowOf(orders[1].idOrder).getCell(7).value = '우체국택배';
  rowOf(orders[1].idOrder).getCell(8).value = '6012345678901';
  const upload = () => checkShippingFile(panel, book);

  await upload();
  await expect(panel.getByRole('status')).toHaveText('발송할 수 있는 줄 1건, 고칠 줄 1건');
  await expect(panel.getByRole('button', { name: /건 발송 처리$/ })).toHaveCount(0);
  await expectAccessible(page, testInfo, 'the shipping file checked');

  rowOf(orders[0].idOrder).getCell(8).value = '640012345678';
  await upload();
  await expect(panel.getByRole('status')).toHaveText('발송할 수 있는 줄 2건, 고칠 줄 0건');
  await panel.getByRole('button', { name: '2건 발송 처리' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2건을 발송 처리했습니다.' })).toBeVisible();
  for (const order of orders) await expect(orderCard(page, order.idOrder)).toHaveCount(0);
  const after = await json<OrderDetail>(await request.get(`/api/v1/orders/${orders[1].idOrder}`, { headers: { token: retailer.token } }), 'GET /orders/{id}');
  expect(after.brands[0]).toMatchObject({ carrier: '우체국택배', trackingNo: '6012345678901' });
});

test('issue 22’s journey: an order told to the brand (in the site and by mail), shipped by Excel, told to the retailer, delivered, settled by the command; the statement and its Excel file are the order’s figures', DESKTOP, async ({ page, request, context, baseUrl }, testInfo) => {
  const { brandAccount, brandId, retailerAccount, retailer, brand, order } = await orderOfNewBrand(request, context, baseUrl);

  // The brand is told: its messages and an e-mail in the mail folder.
  await expectBrandTold(page, order.idOrder);
  await expect.poll(() => mailsTo(brandAccount.email), { timeout: 30_000 }).toBeGreaterThan(0);

  // Shipped from the Excel file.
  const { panel, book } = await shippingFile(page);
  book.getWorksheet('발송')!.eachRow((row) => {
    if (Number(row.getCell(1).value) === order.idOrder) {
      row.getCell(7).value = '한진택배';
      row.getCell(8).value = '512345678901';
    }
  });
  await checkShippingFile(panel, book);
  await panel.getByRole('button', { name: '1건 발송 처리' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1건을 발송 처리했습니다.' })).toBeVisible();

  // The retailer is told, in the site and by mail.
  const mailsBefore = mailsTo(retailerAccount.email);
  const retailerPage = await context.browser()!.newPage({ viewport: page.viewportSize()! });
  await retailerPage.context().addCookies([{ name: 'token', value: retailer.token, url: baseUrl, sameSite: 'Lax' }]);
  await retailerPage.goto(`${baseUrl}/notifications`);
  await expect(retailerPage.getByRole('list', { name: '알림' }).getByText(`상품이 출고되었습니다 (주문번호 ${order.idOrder})`)).toBeVisible();
  await retailerPage.close();
  await expect.poll(() => mailsTo(retailerAccount.email), { timeout: 30_000 }).toBeGreaterThan(mailsBefore);

  // Delivered; then the settlement command runs once the period has ended (its clock moved past the period's end and the hour's grace).
  await json(await request.post(`/api/v1/brands/orders/${order.idOrder}/deliver`, { headers: { token: brand.token } }), 'deliver');
  const settledAt = new Date(new Date(settlementPeriodOf(new Date()).end).getTime() + SETTLE_GRACE_MS + 1000);
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  try {
    const lines: string[] = [];
    await retryLocked(() => runSettle(handle.db, settledAt, (line) => lines.push(line), { brandId }));
    expect(lines[0]).toBe('정산서 1건을 만들었습니다.');
  } finally {
    await handle.close();
  }

  // The brand's statement: 3 x 8,000 = 24,000 goods, 3,000 delivery, 20% commission 4,800 and its VAT 480: 21,720 to pay.
  await gotoLoggedIn(page, '/brand-center/settlements');
  await page.getByRole('region', { name: '정산서' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('정산서');
  const figures = page.getByRole('region', { name: '정산 금액' });
  const expected: [string, number][] = [['상품 판매', 24_000], ['배송비', 3_000], ['판매 수수료', -4_800], ['수수료 부가세', -480], ['지급액', 21_720]];
  for (const [label, amount] of expected) {
    await expect(figures.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(`${amount.toLocaleString('ko-KR')}원`);
  }
  await expectAccessible(page, testInfo, 'the journey’s statement');
  const statementFile = page.waitForEvent('download');
  await page.getByRole('link', { name: '엑셀로 받기' }).click();
  const statement = new ExcelJS.Workbook();
  await statement.xlsx.readFile(await (await statementFile).path());
  const rows = new Map<string, unknown>();
  statement.getWorksheet('정산서')!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
  for (const [label, amount] of expected) expect([label, rows.get(label)]).toEqual([label, amount]);
});
