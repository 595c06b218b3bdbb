/** @jest-environment node */
import ExcelJS from 'exceljs';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { confirmDeposit } from '@/lib/orders/server/lifecycle';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { createSession } from '@/lib/server/auth/sessions';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product } from '../helpers/shop';

/**
 * Shipping many orders from an Excel file (issue 22): the brand downloads its groups waiting to
 * ship, fills in carriers and tracking numbers, and uploads the file; the rows are checked and
 * shown first (a wrong number, another brand's order, an order twice, a shipped one); a file with
 * a refused row ships nothing; a clean one ships every row in one transaction and each retailer
 * is told.
 */

const ctx = withApi({ seed: { products: 4, brands: 1, demoOrders: false } });
const m = brandOrderMessages.bulk;

let brandId: number;
let token: string;
beforeAll(async () => {
  const owner = await member(ctx.db, { userType: 'brand' });
  brandId = await brand(ctx.db, { minimumOrderAmount: 0 });
  await ctx.db.updateTable('brands').set({ ownerUserId: owner.id }).where('id', '=', brandId).execute();
  token = (await createSession(ctx.db, owner.id)).token;
});

async function paidOrder(): Promise<{ orderId: number; buyerId: number }> {
  const buyer = await member(ctx.db);
  const item = await product(ctx.db, brandId, { wholesalePrice: 10_000, stock: 50 });
  const placed = await ctx.api('/orders', { method: 'POST', token: buyer.token, body: { cartIds: [await cartLine(ctx.db, buyer.id, item, 2)], paymentMethod: 'bank_transfer', address: ADDRESS } });
  expect(placed.status).toBe(201);
  await confirmDeposit(ctx.db, placed.body.idOrder, COMMAND_ACTOR);
  return { orderId: placed.body.idOrder, buyerId: buyer.id };
}

async function downloaded(): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${ctx.server.url}/api/v1/brands/orders/shipments`, { headers: { token } });
  expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

async function upload(book: ExcelJS.Workbook, apply: boolean) {
  const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  return ctx.api('/brands/orders/shipments', { method: 'POST', token, body: { file, apply } });
}

test('download, fill, check, fix and ship: nothing ships while a row is refused, then all at once', async () => {
  const first = await paidOrder();
  const second = await paidOrder();
  const book = await downloaded();
  const sheet = book.getWorksheet('발송')!;
  const rows = new Map<number, ExcelJS.Row>();
  sheet.eachRow((row, index) => {
    if (index > 1) rows.set(Number(row.getCell(1).value), row);
  });
  expect([...rows.keys()]).toEqual(expect.arrayContaining([first.orderId, second.orderId]));
  expect(String(rows.get(first.orderId)!.getCell(6).value)).toContain('2개');
  expect(String(rows.get(first.orderId)!.getCell(5).value)).toContain(ADDRESS.address);

  rows.get(first.orderId)!.getCell(7).value = 'CJ대한통운';
  rows.get(first.orderId)!.getCell(8).value = '1234';
  rows.get(second.orderId)!.getCell(7).value = '한진택배';
  rows.get(second.orderId)!.getCell(8).value = '4567-8901-2345';
  sheet.addRow([987654, '', '', '', '', '', 'CJ대한통운', '640012345678']);

  const checked = (await upload(book, false)).body;
  expect(checked).toMatchObject({ ready: 1, refused: 2 });
  const byOrder = new Map(checked.rows.map((row: { idOrder: number; error: string | null }) => [row.idOrder, row.error]));
  expect(byOrder.get(first.orderId)).toMatch(/운송장 번호는 .*자리 숫자입니다/);
  expect(byOrder.get(second.orderId)).toBeNull();
  expect(byOrder.get(987654)).toBe(m.notWaiting);

  const refused = await upload(book, true);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'ROWS_REFUSED', message: m.refusedRows(2) });
  expect((await ctx.db.selectFrom('orderShipments').select('shippedAt').where('orderId', '=', second.orderId).executeTakeFirstOrThrow()).shippedAt).toBeNull();

  rows.get(first.orderId)!.getCell(8).value = '6400-1234-5678';
  sheet.spliceRows(sheet.rowCount, 1);
  const shipped = await upload(book, true);
  expect(shipped.body).toEqual({ shipped: 2 });
  for (const { orderId, buyerId } of [first, second]) {
    expect((await ctx.db.selectFrom('orderShipments').select('shippedAt').where('orderId', '=', orderId).executeTakeFirstOrThrow()).shippedAt).not.toBeNull();
    const told = await ctx.db.selectFrom('notifications').select('kind').where('userId', '=', buyerId).where('kind', '=', 'shipped').execute();
    expect(told).toHaveLength(1);
  }
  const group = await ctx.db.selectFrom('orderShipments').select(['carrier', 'trackingNo']).where('orderId', '=', first.orderId).executeTakeFirstOrThrow();
  expect(group).toEqual({ carrier: 'CJ대한통운', trackingNo: '640012345678' });

  // Uploaded again: those orders are no longer waiting.
  expect((await upload(book, false)).body).toMatchObject({ ready: 0, refused: 2 });
});

test('a file that is not Excel, an empty one and another brand\'s orders are refused in Korean', async () => {
  expect((await ctx.api('/brands/orders/shipments', { method: 'POST', token, body: { file: Buffer.from('not a workbook').toString('base64') } })).body).toMatchObject({ field: 'file', message: m.notExcel });
  const empty = await downloaded();
  expect((await upload(empty, true)).body).toMatchObject({ field: 'file', message: m.nothingFilled });
  const retailer = await member(ctx.db);
  expect((await ctx.api('/brands/orders/shipments', { token: retailer.token })).status).toBe(403);
});
