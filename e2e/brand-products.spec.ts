import type { Page } from '@playwright/test';
import { BRAND_CATEGORY_OPTIONS } from '../lib/brandCenter/brandProducts.contract';
import ExcelJS from 'exceljs';
import { DESKTOP, WIDTHS, expect, expectHydrated, test } from './helpers';
import { expectAccessible } from './axe';
import { brandOfOwn, NOTICE_ITEMS, PNG, productOf } from './brandHelpers';
import sharp from 'sharp';

/**
 * The brand centre's products (issue 9, "The brand side"): a brand of its own
 * (made for the test, so the two projects never share one) edits a product's
 * stock and the storefront follows; adds a product with two colours and an
 * uploaded picture, finds it on its brand page and in search, hides it and it
 * is gone. axe on each brand-centre page.
 */

const NOTICE_LABELS: Record<string, string> = {
  itemName: '품명 및 모델명',
  certification: '법에 의한 인증·허가 사항',
  origin: '제조국(원산지)',
  maker: '제조자(수입자)',
  material: '소재',
  bulk: '크기',
  warranty: '품질보증기준',
  afterService: 'A/S 책임자와 전화번호',
};

const stockFact = (page: Page) => page.locator('dt', { hasText: /^재고$/ }).locator('xpath=following-sibling::dd[1]');

async function editStock(page: Page, name: string, values: Record<string, string>) {
  await page.getByRole('button', { name: `${name} 재고 수정` }).click();
  const dialog = page.getByRole('dialog', { name: `${name} 재고 수정` });
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(`${label} 재고`).fill(value);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/v1/brands/products/'));
  await dialog.getByRole('button', { name: '재고 저장' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

test("brand login -> edit a product's stock -> the storefront shows the new stock, then sold out", DESKTOP, async ({ page, request, context, baseURL }, testInfo) => {
  const brand = await brandOfOwn(request, context, baseURL!);
  const name = `재고 테스트 머플러 ${brand.brandId}`;
  const id = await productOf(request, brand, name, ['검정', '회색'], [20, 20]);

  await page.goto('/brand-center/products');
  await expect(page.getByRole('heading', { level: 1, name: '상품 관리' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('40개');
  await expectHydrated(page.getByRole('button', { name: `${name} 재고 수정` }));
  await expectAccessible(page, testInfo, 'brand products list');

  await editStock(page, name, { 검정: '0', 회색: '7' });
  await expect(row).toContainText('7개');
  await page.goto(`/product-details/${id}`);
  await expect(stockFact(page)).toHaveText('7개');

  await page.goto('/brand-center/products');
  await expectHydrated(page.getByRole('button', { name: `${name} 재고 수정` }));
  await editStock(page, name, { 회색: '0' });
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('품절');
  await page.goto(`/product-details/${id}`);
  await expect(stockFact(page)).toHaveText('품절');
});

test('brand adds a product with two colours and a picture -> brand page and search show it -> hidden, it is gone', DESKTOP, async ({ page, request, context, baseURL }, testInfo) => {
  const brand = await brandOfOwn(request, context, baseURL!);
  const name = `새 상품 니트 조끼 ${brand.brandId}`;

  await page.goto('/brand-center/products/new');
  await expect(page.getByRole('heading', { level: 1, name: '상품 등록' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '상품 등록' }) });
  await expectHydrated(form.getByRole('button', { name: '상품 등록' }));
  await form.getByLabel('상품명').fill(name);
  await form.getByLabel('카테고리').selectOption({ label: BRAND_CATEGORY_OPTIONS[0].label });
  await form.getByLabel('도매가 (원)').fill('12000');
  await form.getByLabel('소비자가 (원)').fill('24000');
  await expect(form.getByText('소비자가 대비 마진 50%')).toBeVisible();
  await form.getByLabel('새 색상').fill('베이지');
  await form.getByRole('button', { name: '색상 추가' }).click();
  await form.getByLabel('새 색상').fill('카키');
  await form.getByLabel('새 색상').press('Enter');
  await form.getByLabel('베이지 재고').fill('15');
  await form.getByLabel('카키 재고').fill('25');
  await expect(form.getByText('총 재고 40개')).toBeVisible();
  const notice = form.getByRole('group', { name: '상품군: 기타 재화' });
  for (const [key, label] of Object.entries(NOTICE_LABELS)) await notice.getByLabel(label, { exact: true }).fill(NOTICE_ITEMS[key]);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/brands/upload/thumbnail'));
  await page.locator('#product-image-file').setInputFiles({ name: 'vest.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  await expect(form.getByRole('img', { name: '상품 이미지 1' })).toBeVisible();
  await expectAccessible(page, testInfo, 'new product form');

  await form.getByRole('button', { name: '상품 등록' }).click();
  await page.waitForURL(/\/brand-center\/products\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: '상품 수정' })).toBeVisible();
  await expect(page.getByLabel('상품명')).toHaveValue(name);
  await expectAccessible(page, testInfo, 'edit product form');

  // Shared links show the brand's own photo (the blue picture), not a generated one.
  const card = await page.request.get(`/api/v1/images/og/p-${id}.png`);
  expect(card.status()).toBe(200);
  const { data, info } = await sharp(await card.body()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const centre = (313 * info.width + 313) * 3;
  // The upload's colour (40, 90, 200), give or take what WebP and JPEG re-encoding move.
  [40, 90, 200].forEach((channel, i) => expect(Math.abs(data[centre + i] - channel)).toBeLessThan(16));

  await page.goto(`/brand/${brand.brandId}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/search?keyword=${encodeURIComponent(name)}`);
  await expect(page.locator(`a[href^="/product-details/${id}"]`).first()).toBeVisible();

  await page.goto('/brand-center/products');
  const hide = page.getByRole('button', { name: `${name} 숨기기` });
  await expectHydrated(hide);
  await hide.click();
  await expect(page.getByRole('button', { name: `${name} 판매하기` })).toBeVisible();
  const product = await page.request.get(`/api/v1/products/${id}`);
  expect(product.status()).toBe(404);
  await page.goto(`/search?keyword=${encodeURIComponent(name)}`);
  await expect(page.locator(`a[href^="/product-details/${id}"]`)).toHaveCount(0);
  await page.goto(`/brand/${brand.brandId}`);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('the product page shows the 상품정보제공고시 under the description; the brand edits an item and the page shows it', async ({ page, request, context, baseURL }) => {
  const brand = await brandOfOwn(request, context, baseURL!);
  const id = await productOf(request, brand, `고시 테스트 장갑 ${brand.brandId}`, ['검정'], [10]);
  const itemOf = (label: string) =>
    page.getByRole('region', { name: '상품정보제공고시' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

  await page.goto(`/product-details/${id}`);
  const table = page.getByRole('region', { name: '상품정보제공고시' }).getByRole('table', { name: '기타 재화' });
  await expect(table.getByRole('row')).toHaveCount(Object.keys(NOTICE_ITEMS).length);
  await expect(itemOf('제조국(원산지)')).toHaveText('대한민국');
  // Readable at 375 px: nothing sticks out of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto(`/brand-center/products/${id}`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '저장' }) });
  await expectHydrated(form.getByRole('button', { name: '저장' }));
  const origin = form.getByRole('group', { name: '상품군: 기타 재화' }).getByLabel('제조국(원산지)', { exact: true });
  await expect(origin).toHaveValue('대한민국');
  await origin.fill('베트남');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/v1/brands/products/${id}`));
  await form.getByRole('button', { name: '저장' }).click();
  expect((await saved).status()).toBe(200);

  await page.goto(`/product-details/${id}`);
  await expect(itemOf('제조국(원산지)')).toHaveText('베트남');
});

test('the brand sets its 출고지 and 출고 소요일 in 브랜드 정보 -> the product page`s 배송 안내 shows them', DESKTOP, async ({ page, request, context, baseURL }) => {
  const brand = await brandOfOwn(request, context, baseURL!);
  const id = await productOf(request, brand, `출고지 테스트 양말 ${brand.brandId}`, ['검정'], [10]);

  await page.goto('/brand-center/settings');
  await expect(page.getByRole('heading', { level: 1, name: '브랜드 정보' })).toBeVisible();
  const form = page.getByRole('form', { name: '브랜드 정보' });
  await expectHydrated(form.getByRole('button', { name: '저장' }));
  // A brand made by the operator has no 대표자명 and the rest yet: its first save states them.
  for (const [label, value] of [
    ['대표자명', '김출고'],
    ['업태', '도소매'],
    ['종목', '의류 잡화'],
    ['사업장 주소', '경기도 파주시 회동길 145'],
    ['출고지', '경기도 파주시'],
    ['출고 소요일 (결제 후 영업일)', '3'],
  ]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '브랜드 정보를 저장했습니다.' })).toBeVisible();

  await page.goto(`/product-details/${id}`);
  const delivery = page.getByRole('region', { name: '배송 안내' });
  await expect(delivery).toContainText('경기도 파주시');
  await expect(delivery).toContainText('결제 후 보통 3영업일 안에 출고');
});

test('a brand edits a stock and adds a product from the Excel file: a picture uploaded for it, the file checked (a refused row first), then saved', WIDTHS, async ({ page, request, context, baseURL }, testInfo) => {
  const brand = await brandOfOwn(request, context, baseURL!);
  const name = `엑셀 머플러 ${brand.brandId}`;
  const added = `엑셀 새 장갑 ${brand.brandId}`;
  await productOf(request, brand, name, ['검정', '회색'], [20, 20]);

  await page.goto('/brand-center/products');
  const panel = page.getByRole('region', { name: '엑셀로 상품 등록·수정' });
  await expectHydrated(page.getByRole('button', { name: `${name} 재고 수정` }));
  await panel.getByText('엑셀로 상품 등록·수정').click();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/brands/upload/thumbnail'));
  await panel.getByLabel('올릴 사진 (여러 장 선택 가능)').setInputFiles({ name: 'gloves.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(201);
  const address = await panel.getByLabel('gloves.png의 주소').inputValue();
  expect(address).toMatch(/^\/api\/v1\/attachments\//);

  const download = page.waitForEvent('download');
  await panel.getByRole('link', { name: '상품 엑셀 받기' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const sheet = book.getWorksheet('상품')!;
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(String(cell.value), column));
  const cell = (row: number, header: string) => sheet.getCell(row, headers.get(header)!);
  expect(cell(2, '상품명').value).toBe(name);
  expect(cell(3, '색상').value).toBe('회색');
  cell(3, '재고').value = 35;
  const next = sheet.actualRowCount + 1;
  const values: Record<string, string | number> = {
    상품명: added, 재고: 12, 도매가: 9000, 소비자가: 8000, '최소 주문수량': 1, '주문 단위': 1, '판매 상태': '판매중', 카테고리: BRAND_CATEGORY_OPTIONS[0].label, '사진 주소': address, '고시 품목': '기타 재화',
    '고시 내용': Object.entries(NOTICE_LABELS).map(([key, label]) => `${label}: ${NOTICE_ITEMS[key]}`).join('\n'),
  };
  for (const [header, value] of Object.entries(values)) cell(next, header).value = value;
  const upload = async () => {
    await panel.getByLabel('작성한 엑셀 파일').setInputFiles({ name: '상품.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await panel.getByRole('button', { name: '내용 확인' }).click();
  };

  await upload();
  await expect(panel.getByRole('status')).toHaveText('새 상품 0개, 수정 1개, 변경 없음 0개, 고칠 상품 1개');
  await expect(panel.getByRole('row').filter({ hasText: added })).toContainText('도매가는 소비자가보다 낮아야 합니다.');
  await expect(panel.getByRole('button', { name: /개 저장$/ })).toHaveCount(0);
  await expectAccessible(page, testInfo, 'the product file checked');

  cell(next, '소비자가').value = 18000;
  await upload();
  await expect(panel.getByRole('status')).toHaveText('새 상품 1개, 수정 1개, 변경 없음 0개, 고칠 상품 0개');
  await expect(panel.getByRole('row').filter({ hasText: name })).toContainText('수정: 재고');
  await panel.getByRole('button', { name: '상품 2개 저장' }).click();
  await expect(page.getByText('새 상품 1개를 등록하고 1개를 수정했습니다.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('55개');
  await expect(page.getByRole('row').filter({ hasText: added })).toContainText('12개');
});
