/** @jest-environment node */
import ExcelJS from 'exceljs';
import { createSession } from '@/lib/server/auth/sessions';
import { deliverBrandGroup, shipBrandGroup } from '@/lib/orders/server/lifecycle';
import { completeFreeRefund } from '@/lib/orders/server/freeRefunds';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { withApi } from '../helpers/api';
import { signedInOperator, type TestOperator } from '../helpers/operators';
import { ADDRESS, cartLine, member, product } from '../helpers/shop';

/**
 * Settlement through its calls (issue 22): a brand's delivered order becomes ledger entries at
 * its commission rate; once the period has ended an operator makes the statements, confirms one
 * and marks it paid with the transfer's reference (each audited); the brand reads its statement,
 * every entry and the Excel file, whose figures are the order's; another brand's statement is a
 * 404; a refund after payment is taken off the next statement.
 */

const ctx = withApi({ seed: { products: 4, brands: 2, demoOrders: false }, clock: true });
const DAY = 24 * 60 * 60 * 1000;

let op: TestOperator;
let brandId: number;
let brandToken: string;
let otherToken: string;
beforeAll(async () => {
  op = await signedInOperator(ctx.db, 'staff');
  const owner = await ctx.db.selectFrom('users').select('id').where('email', '=', 'brand@demo.kr').executeTakeFirstOrThrow();
  brandId = (await ctx.db.selectFrom('brands').select('id').where('ownerUserId', '=', owner.id).executeTakeFirstOrThrow()).id;
  brandToken = (await createSession(ctx.db, owner.id)).token;
  const other = await member(ctx.db, { userType: 'brand' });
  await ctx.db.insertInto('brands').values({ ownerUserId: other.id, name: '다른 브랜드', description: '', logoUrl: '/logo.png', minimumOrderAmount: 0, deliveryFee: 3_000, freeDeliveryThreshold: null, isNew: 0, createdAt: new Date().toISOString() }).execute();
  otherToken = other.token;
});
const as = () => ({ headers: { cookie: op.cookie } });

/** A file download: its status, type and bytes. */
async function download(path: string, headers: Record<string, string>) {
  const response = await fetch(`${ctx.server.url}/api/v1${path}`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function xlsxCells(body: Buffer, sheet: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.getWorksheet(sheet)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('a delivered order is settled at 12.5%, confirmed, paid and read by its brand; a later refund is taken off the next statement', async () => {
  // The operator sets the rate first: 12.5%.
  const rate = await ctx.api(`/admin/brands/${brandId}/commission`, { method: 'PUT', body: { rate: 12.5 }, ...as() });
  expect(rate.body).toEqual({ brandId, rateBp: 1250 });
  expect((await ctx.api(`/admin/brands/${brandId}/commission`, { method: 'PUT', body: { rate: 60 }, ...as() })).body).toMatchObject({ field: 'rate', message: m.rateInvalid });

  const buyer = await member(ctx.db);
  const item = await product(ctx.db, brandId, { wholesalePrice: 13_300, stock: 50 });
  const placed = await ctx.api('/orders', { method: 'POST', token: buyer.token, body: { cartIds: [await cartLine(ctx.db, buyer.id, item, 3)], paymentMethod: 'card', address: ADDRESS } });
  await ctx.api(`/orders/${placed.body.idOrder}/payment`, { method: 'POST', token: buyer.token, body: { cardNumber: '4242424242424242' } });
  const orderId = placed.body.idOrder as number;
  const fee = (await ctx.db.selectFrom('orderShipments').select('deliveryFee').where('orderId', '=', orderId).executeTakeFirstOrThrow()).deliveryFee;
  await shipBrandGroup(ctx.db, orderId, brandId, { carrier: 'CJ대한통운', trackingNo: '123456789012' }, new Date(ctx.clock.now));
  await deliverBrandGroup(ctx.db, orderId, brandId, new Date(ctx.clock.now));

  // 39,900 won of goods: commission 4,987 (12.5%, rounded down), its VAT 498.
  const open = (await ctx.api('/brands/settlements', { token: brandToken })).body;
  expect(open).toMatchObject({ rateBp: 1250, open: { sales: 39_900, deliveryFees: fee, commission: -4_987, commissionVat: -498, refunds: 0 } });
  expect(open.balance).toBe(39_900 + fee - 4_987 - 498);

  // Not before the period has ended.
  expect((await ctx.api('/admin/settlements/run', { method: 'POST', ...as() })).body).toEqual({ created: 0 });
  ctx.clock.advance(17 * DAY);
  // An operator's session ends after 30 idle minutes: the next day's operator signs in afresh.
  op = await signedInOperator(ctx.db, 'staff');
  const ran = await ctx.api('/admin/settlements/run', { method: 'POST', ...as() });
  expect(ran.body.created).toBeGreaterThanOrEqual(1);
  const mine = (await ctx.api('/brands/settlements', { token: brandToken })).body.statements;
  expect(mine).toHaveLength(1);
  const [statement] = mine;
  expect(statement).toMatchObject({ status: 'scheduled', carriedIn: 0, sales: 39_900, deliveryFees: fee, commission: -4_987, commissionVat: -498, payout: 39_900 + fee - 5_485, carriedOut: 0 });

  // The brand's Excel file says the same, line by line.
  const file = await download(`/brands/settlements/${statement.id}/export`, { token: brandToken });
  expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const summary = await xlsxCells(file.bytes, '정산서');
  expect(summary).toEqual(expect.arrayContaining([[m.figures.sales, 39_900], [m.figures.commission, -4_987], [m.figures.payout, statement.payout]]));
  const entries = await xlsxCells(file.bytes, '정산 내역');
  expect(entries.map((row) => row[1])).toEqual(['구분', m.kinds.sale, m.kinds.commission, m.kinds.commission_vat, m.kinds.delivery_fee, '합계']);
  expect(entries.at(-1)![5]).toBe(statement.payout);

  // And as a PDF.
  const pdf = await download(`/brands/settlements/${statement.id}/export?format=pdf`, { token: brandToken });
  expect(pdf.type).toBe('application/pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download(`/brands/settlements/${statement.id}/export?format=doc`, { token: brandToken })).status).toBe(400);

  // Another brand sees none of it.
  expect((await ctx.api(`/brands/settlements/${statement.id}`, { token: otherToken })).status).toBe(404);
  expect((await ctx.api(`/brands/settlements/${statement.id}/export`, { token: otherToken })).status).toBe(404);
  expect((await ctx.api(`/brands/settlements/${statement.id}/export?format=pdf`, { token: otherToken })).status).toBe(404);

  // Paid only once confirmed, and with a reference.
  expect((await ctx.api(`/admin/settlements/${statement.id}/pay`, { body: { reference: '국민 0123' }, ...as() })).body).toMatchObject({ code: 'STATEMENT_STATE', message: m.notConfirmed });
  expect((await ctx.api(`/admin/settlements/${statement.id}/confirm`, { method: 'POST', ...as() })).body).toMatchObject({ status: 'confirmed' });
  expect((await ctx.api(`/admin/settlements/${statement.id}/confirm`, { method: 'POST', ...as() })).status).toBe(409);
  const payouts = await download('/admin/settlements/payouts', { cookie: op.cookie });
  expect((await xlsxCells(payouts.bytes, '지급 목록')).find((row) => row[0] === statement.id)).toEqual([statement.id, statement.brandName, m.period(statement.firstDate, statement.lastDate), statement.payout]);
  expect((await ctx.api(`/admin/settlements/${statement.id}/pay`, { body: { reference: ' ' }, ...as() })).body).toMatchObject({ field: 'reference' });
  expect((await ctx.api(`/admin/settlements/${statement.id}/pay`, { body: { reference: '국민 0123' }, ...as() })).body).toMatchObject({ status: 'paid', paidReference: '국민 0123' });
  expect((await ctx.api('/brands/settlements', { token: brandToken })).body.balance).toBe(0);

  // Refunded after payment: the next statement takes it off and carries what is left.
  const line = await ctx.db.selectFrom('orderItems').select('id').where('orderId', '=', orderId).executeTakeFirstOrThrow();
  const asked = await ctx.api('/orders/free_refunds', { method: 'POST', token: buyer.token, body: { idOrder: orderId, reason: '재고 정리', items: [{ idItem: line.id, count: 3 }] } });
  await completeFreeRefund(ctx.db, asked.body.id, new Date(ctx.clock.now));
  ctx.clock.advance(17 * DAY);
  op = await signedInOperator(ctx.db, 'staff');
  await ctx.api('/admin/settlements/run', { method: 'POST', ...as() });
  const next = (await ctx.api('/brands/settlements', { token: brandToken })).body.statements[0];
  expect(next).toMatchObject({ refunds: -39_900, commission: 4_987, commissionVat: 498, payout: 0, carriedOut: -39_900 + 5_485 });
  const detail = (await ctx.api(`/brands/settlements/${next.id}`, { token: brandToken })).body;
  expect(detail.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['refund', 'commission_refund', 'commission_vat_refund']);

  // The audit log: the rate, the confirmation and the payout, each by the operator who did it.
  const audit = await ctx.db
    .selectFrom('auditLog')
    .select(['action', 'targetId', 'reason'])
    .where('action', 'in', ['brand.commission_rate', 'statement.confirm', 'statement.pay'])
    .where('actor', 'like', 'op%@ops.kr')
    .orderBy('id')
    .execute();
  expect(audit).toEqual([
    { action: 'brand.commission_rate', targetId: String(brandId), reason: '' },
    { action: 'statement.confirm', targetId: String(statement.id), reason: '' },
    { action: 'statement.pay', targetId: String(statement.id), reason: '국민 0123' },
  ]);
});

test('an operator adjusts a balance with a reason the brand reads; bad input is a Korean 400', async () => {
  const before = (await ctx.api('/brands/settlements', { token: brandToken })).body.balance as number;
  expect((await ctx.api(`/admin/brands/${brandId}/settlement-adjustments`, { body: { amount: 0, reason: '확인' }, ...as() })).body).toMatchObject({ field: 'amount', message: m.adjustmentInvalid });
  expect((await ctx.api(`/admin/brands/${brandId}/settlement-adjustments`, { body: { amount: 5_000, reason: '' }, ...as() })).body).toMatchObject({ field: 'reason', message: m.reasonRequired });
  const adjusted = await ctx.api(`/admin/brands/${brandId}/settlement-adjustments`, { body: { amount: 5_000, reason: '11월 배송비 정정' }, ...as() });
  expect(adjusted.status).toBe(201);
  expect(adjusted.body).toEqual({ brandId, balance: before + 5_000 });
  expect((await ctx.api('/brands/settlements', { token: brandToken })).body.balance).toBe(before + 5_000);
  const entry = await ctx.db.selectFrom('brandLedger').select(['kind', 'amount', 'note']).where('brandId', '=', brandId).where('kind', '=', 'adjustment').executeTakeFirstOrThrow();
  expect(entry).toEqual({ kind: 'adjustment', amount: 5_000, note: '11월 배송비 정정' });
  expect((await ctx.api(`/admin/brands/999999/settlement-adjustments`, { body: { amount: 5_000, reason: '확인' }, ...as() })).status).toBe(404);
});
