/** @jest-environment node */
import ExcelJS from 'exceljs';
import { BRAND_CATEGORY_OPTIONS, type BrandProductInput, type BulkProductRow } from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { brandProductsBulkMessages } from '@/lib/brandCenter/brandProductsBulk.messages';
import { withApi } from '../helpers/api';
import { OTHER_NOTICE } from '../helpers/notice';
import { brand, member, type Member } from '../helpers/shop';
import { TINY_PNG } from '../helpers/pictures';

/**
 * Creating and updating many products from an Excel file (issue 22): the brand downloads its
 * products (a product's row, then a row per further option), edits them and adds new ones, and
 * uploads the file; every product is checked as the product form checks it and shown with what
 * changes; a file with a refused product saves nothing; a clean one saves every new and changed
 * product in one transaction. An option the brand left as downloaded keeps the stock orders left.
 */

const ctx = withApi({ seed: { products: 2, brands: 1, demoOrders: false } });
const text = brandProductsBulkMessages;
const m = text.errors;
const c = text.columns;
const CATEGORY = BRAND_CATEGORY_OPTIONS[0];

const NOTICE = OTHER_NOTICE;
const NOTICE_LINES = [
  '품명 및 모델명: 눈꽃 머플러',
  '법에 의한 인증·허가 사항: 해당 없음',
  '제조국(원산지): 대한민국',
  '제조자(수입자): 엑셀 브랜드',
  '소재: 울 80%, 나일론 20%',
  '크기: 30 x 180 cm',
  '품질보증기준: 소비자분쟁해결기준에 따름',
  'A/S 책임자와 전화번호: 엑셀 브랜드 070-1234-5678',
].join('\n');

interface BrandUser extends Member {
  brandId: number;
}

async function brandUser(): Promise<BrandUser> {
  const user = await member(ctx.db, { userType: 'brand' });
  const brandId = await brand(ctx.db, { name: `엑셀 브랜드 ${user.id}` });
  await ctx.db.updateTable('brands').set({ ownerUserId: user.id }).where('id', '=', brandId).execute();
  return { ...user, brandId };
}

async function picture(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${ctx.server.url}/api/v1/brands/upload/thumbnail`, { method: 'POST', body: form, headers: { token } });
  return ((await response.json()) as { url: string }).url;
}

async function created(owner: BrandUser, fields: Partial<BrandProductInput> = {}): Promise<number> {
  const body: BrandProductInput = {
    name: '펭귄 뜨개 장갑',
    description: '도톰한 울 장갑입니다.',
    idCategory: CATEGORY.id,
    wholesalePrice: 10_000,
    retailPrice: 19_000,
    minOrderQty: 5,
    orderStep: 5,
    tiers: [{ minQty: 50, price: 9_500 }],
    tiersOverTotal: true,
    colors: ['아이보리', '네이비'],
    sizes: ['S'],
    stocks: [
      { color: '아이보리', size: 'S', stock: 10 },
      { color: '네이비', size: 'S', stock: 20 },
    ],
    images: [await picture(owner.token)],
    status: 'active',
    notice: NOTICE,
    ...fields,
  };
  const answer = await ctx.api('/brands/products', { body, token: owner.token });
  expect(answer.status).toBe(201);
  return answer.body.idProduct;
}

async function downloaded(owner: BrandUser): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${ctx.server.url}/api/v1/brands/products/workbook`, { headers: { token: owner.token } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

/** The sheet's rows as objects by header. */
function rowsOf(sheet: ExcelJS.Worksheet): { index: number; cells: Record<string, string> }[] {
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = String(cell.value)));
  const rows: { index: number; cells: Record<string, string> }[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const cells: Record<string, string> = {};
    headers.forEach((header, column) => (cells[header] = row.getCell(column).value === null ? '' : String(row.getCell(column).value)));
    rows.push({ index, cells });
  });
  return rows;
}

function setCell(sheet: ExcelJS.Worksheet, row: number, header: string, value: string | number) {
  let at = 0;
  sheet.getRow(1).eachCell((cell, column) => {
    if (cell.value === header) at = column;
  });
  sheet.getCell(row, at).value = value;
}

function addProductRows(sheet: ExcelJS.Worksheet, rows: Record<string, string | number>[]) {
  for (const cells of rows) {
    const row = sheet.actualRowCount + 1;
    for (const [header, value] of Object.entries(cells)) setCell(sheet, row, header, value);
  }
}

async function upload(owner: BrandUser, book: ExcelJS.Workbook, apply: boolean) {
  const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  return ctx.api('/brands/products/workbook', { method: 'POST', token: owner.token, body: { file, apply } });
}

const product = async (owner: BrandUser, id: number) => (await ctx.api(`/brands/products/${id}`, { token: owner.token })).body;

test('the file lists every product, a row per option, with its guide, categories and notice items', async () => {
  const owner = await brandUser();
  const id = await created(owner);
  const book = await downloaded(owner);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual([text.sheets.products, text.sheets.guide, text.sheets.categories, text.sheets.notice]);
  const rows = rowsOf(book.getWorksheet(text.sheets.products)!);
  expect(rows).toHaveLength(2);
  expect(rows[0].cells).toMatchObject({
    [c.idProduct]: String(id),
    [c.name]: '펭귄 뜨개 장갑',
    [c.color]: '아이보리',
    [c.size]: 'S',
    [c.stock]: '10',
    [c.seenStock]: '10',
    [c.wholesalePrice]: '10000',
    [c.tiers]: '50개 이상 9,500원',
    [c.status]: '판매중',
    [c.category]: CATEGORY.label,
    [c.noticeGroup]: '기타 재화',
  });
  expect(rows[0].cells[c.notice]).toContain('소재: 울 100%');
  expect(rows[1].cells).toMatchObject({ [c.idProduct]: '', [c.name]: '', [c.color]: '네이비', [c.stock]: '20', [c.seenStock]: '20' });
  expect(rowsOf(book.getWorksheet(text.sheets.categories)!).map((row) => row.cells['카테고리'])).toContain(CATEGORY.label);

  // Uploaded untouched, nothing changes.
  const untouched = await upload(owner, book, false);
  expect(untouched.body).toMatchObject({ created: 0, updated: 0, unchanged: 1, refused: 0 });
  expect((await upload(owner, book, true)).body).toMatchObject({ code: 'VALIDATION', message: m.nothingChanged });

  // Options stored in another order than the form's grid (an API caller's) are written in the grid's order, so the file reads back unchanged.
  await created(owner, { name: '거꾸로 장갑', stocks: [{ color: '네이비', size: 'S', stock: 3 }, { color: '아이보리', size: 'S', stock: 4 }] });
  const again = await downloaded(owner);
  expect(rowsOf(again.getWorksheet(text.sheets.products)!).slice(2).map((row) => [row.cells[c.name], row.cells[c.color], row.cells[c.stock]])).toEqual([
    ['거꾸로 장갑', '아이보리', '4'],
    ['', '네이비', '3'],
  ]);
  expect((await upload(owner, again, false)).body).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 0 });
});

test('edit, add and fix: nothing is saved while a product is refused, then every change at once', async () => {
  const owner = await brandUser();
  const id = await created(owner);
  const book = await downloaded(owner);
  const sheet = book.getWorksheet(text.sheets.products)!;
  // The brand changes 아이보리's stock and the wholesale price, and leaves 네이비 as downloaded.
  setCell(sheet, 2, c.stock, 40);
  setCell(sheet, 2, c.wholesalePrice, '9,800원');
  // Meanwhile an order takes 3 of 네이비.
  await ctx.db.updateTable('productOptions').set({ stock: 17 }).where('productId', '=', id).where('color', '=', '네이비').execute();
  const image = await picture(owner.token);
  addProductRows(sheet, [
    { [c.name]: '눈꽃 머플러', [c.color]: '그레이', [c.stock]: 30, [c.wholesalePrice]: 12_000, [c.retailPrice]: 25_000, [c.minOrderQty]: 3, [c.orderStep]: 1, [c.tiers]: '30개 이상 11,000원 / 60개 이상 10,500원', [c.status]: '숨김', [c.category]: CATEGORY.label, [c.images]: image, [c.noticeGroup]: '기타 재화', [c.notice]: NOTICE_LINES },
    { [c.color]: '크림', [c.stock]: 12 },
    { [c.name]: '털실 방울 모자', [c.stock]: 5, [c.wholesalePrice]: 8_000, [c.retailPrice]: 15_000, [c.minOrderQty]: 1, [c.orderStep]: 1, [c.tiers]: '열 개 이상 칠천 원', [c.status]: '판매중', [c.category]: CATEGORY.label, [c.images]: image, [c.noticeGroup]: '기타 재화', [c.notice]: NOTICE_LINES },
  ]);

  const checked = (await upload(owner, book, false)).body;
  expect(checked).toMatchObject({ created: 1, updated: 1, unchanged: 0, refused: 1 });
  const byName = new Map<string, BulkProductRow>(checked.rows.map((row: BulkProductRow) => [row.name, row]));
  expect(byName.get('펭귄 뜨개 장갑')).toMatchObject({ firstRow: 2, lastRow: 3, idProduct: id, change: 'update', changes: [c.stock, c.wholesalePrice], error: null });
  expect(byName.get('눈꽃 머플러')).toMatchObject({ firstRow: 4, lastRow: 5, change: 'new', error: null });
  expect(byName.get('털실 방울 모자')).toMatchObject({ firstRow: 6, error: m.tiers });

  const refused = await upload(owner, book, true);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'ROWS_REFUSED', message: m.refused(1) });
  expect((await product(owner, id)).wholesalePrice).toBe(10_000);
  expect((await ctx.db.selectFrom('products').select('id').where('brandId', '=', owner.brandId).execute()).length).toBe(1);

  setCell(sheet, 6, c.tiers, '');
  const saved = await upload(owner, book, true);
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual({ created: 2, updated: 1 });

  const edited = await product(owner, id);
  expect(edited).toMatchObject({ wholesalePrice: 9_800, tiersOverTotal: true, stock: 57 });
  // 아이보리 as the brand wrote it; 네이비 as the order left it, not as downloaded.
  expect(edited.options.map((option: { color: string; stock: number }) => [option.color, option.stock])).toEqual([
    ['아이보리', 40],
    ['네이비', 17],
  ]);
  const scarfId = (await ctx.db.selectFrom('products').select('id').where('name', '=', '눈꽃 머플러').executeTakeFirstOrThrow()).id;
  const scarf = await product(owner, scarfId);
  expect(scarf).toMatchObject({
    status: 'hidden',
    wholesalePrice: 12_000,
    minOrderQty: 3,
    colors: ['그레이', '크림'],
    sizes: [],
    stock: 42,
    tiers: [
      { minQty: 30, price: 11_000 },
      { minQty: 60, price: 10_500 },
    ],
    tiersOverTotal: false,
    images: [image],
  });
  expect(scarf.notice).toMatchObject({ group: 'other', values: { material: '울 80%, 나일론 20%', bulk: '30 x 180 cm' } });
});

test('a changed stock that an order changed meanwhile, another brand’s product, a product twice and a stray option are refused', async () => {
  const owner = await brandUser();
  const other = await brandUser();
  const id = await created(owner);
  const othersId = await created(other);
  const book = await downloaded(owner);
  const sheet = book.getWorksheet(text.sheets.products)!;
  setCell(sheet, 2, c.stock, 99);
  await ctx.db.updateTable('productOptions').set({ stock: 8 }).where('productId', '=', id).where('color', '=', '아이보리').execute();
  const copy = rowsOf(sheet)[0].cells;
  addProductRows(sheet, [{ ...copy, [c.idProduct]: othersId }, { ...copy, [c.idProduct]: othersId + 100_000 }]);

  const checked = (await upload(owner, book, false)).body;
  const errors = checked.rows.map((row: BulkProductRow) => [row.firstRow, row.error]);
  expect(errors).toEqual([
    [2, m.stockChanged(2, 8)],
    [4, m.notOwn],
    [5, m.notOwn],
  ]);

  const again = await downloaded(owner);
  const twice = again.getWorksheet(text.sheets.products)!;
  twice.spliceRows(2, 0, ['', '', '블루', 'S', 3]);
  addProductRows(twice, [rowsOf(twice)[1].cells]);
  const refused = (await upload(owner, again, false)).body;
  expect(refused.rows.map((row: BulkProductRow) => row.error)).toEqual([m.optionWithoutProduct(2), null, m.twice]);
});

test('a picture that is not the brand’s own, a notice item of another group and a missing column are refused with their reasons', async () => {
  const owner = await brandUser();
  const other = await brandUser();
  const book = await downloaded(owner);
  const sheet = book.getWorksheet(text.sheets.products)!;
  const base = { [c.name]: '털실 방울 모자', [c.stock]: 5, [c.wholesalePrice]: 8_000, [c.retailPrice]: 15_000, [c.minOrderQty]: 1, [c.orderStep]: 1, [c.status]: '판매중', [c.category]: CATEGORY.label, [c.noticeGroup]: '기타 재화', [c.notice]: NOTICE_LINES };
  addProductRows(sheet, [
    { ...base, [c.images]: await picture(other.token) },
    { ...base, [c.images]: await picture(owner.token), [c.notice]: `${NOTICE_LINES}\n세탁방법: 손세탁` },
    { ...base, [c.images]: await picture(owner.token), [c.wholesalePrice]: 20_000 },
  ]);
  const checked = (await upload(owner, book, false)).body;
  expect(checked.rows.map((row: BulkProductRow) => row.error)).toEqual([
    brandProductsMessages.errors.imageNotOwned,
    m.noticeItem('세탁방법'),
    brandProductsMessages.errors.wholesaleNotBelowRetail,
  ]);

  sheet.getRow(1).getCell(5).value = '수량';
  expect((await upload(owner, book, false)).body).toMatchObject({ code: 'VALIDATION', field: 'file', message: m.columnsMissing(c.stock) });
  const notExcel = await ctx.api('/brands/products/workbook', { method: 'POST', token: owner.token, body: { file: Buffer.from('이름,재고').toString('base64') } });
  expect(notExcel.body).toMatchObject({ code: 'VALIDATION', message: m.notExcel });
});
