/** @jest-environment node */
import { businessDetailsFormMessages } from '@/lib/account/businessDetailsForm.messages';
import { statementsOf } from '@/lib/orders/server/statement/model';
import { statementSource } from '@/lib/orders/server/statement/source';
import { statementMessages } from '@/lib/orders/statement.messages';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * An order's documents (docs/API.md, docs/DECISIONS.md "거래명세서 and
 * receipts"): the 거래명세서 PDF, one page set per brand or one brand's, for
 * the order's retailer and the brand's own part for its brand user; the card
 * receipt of a paid card order; 404 for anyone else's order, 401 without a
 * session, a Korean 409 for an order not paid; and the retailer's business
 * details the statements state (GET/PUT /users/business).
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = statementMessages.errors;

/** A GET read as bytes (the test client reads text). */
async function download(path: string, token?: string) {
  const response = await fetch(`${ctx.server.url}/api/v1${path}`, { headers: token ? { token } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

/** Page objects in a PDF (pdfkit writes their dictionaries uncompressed). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

async function brandUser(brandId: number): Promise<Member> {
  const user = await member(ctx.db, { userType: 'brand' });
  await ctx.db.updateTable('brands').set({ ownerUserId: user.id }).where('id', '=', brandId).execute();
  return user;
}

async function order(who: Member, brandIds: number[], paymentMethod: 'card' | 'bank_transfer' = 'card', pay = true) {
  const lines: number[] = [];
  for (const [index, brandId] of brandIds.entries()) {
    lines.push(await cartLine(ctx.db, who.id, await product(ctx.db, brandId, { wholesalePrice: 4_800 + index * 1_100, colors: ['아이보리'] }), 3 + index, { color: '아이보리' }));
  }
  const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: lines, paymentMethod, address: ADDRESS } });
  expect(placed.status).toBe(201);
  if (pay && paymentMethod === 'card') {
    const paid = await api(`/orders/${placed.body.idOrder}/payment`, { method: 'POST', token: who.token, body: { cardNumber: '4242424242424242' } });
    expect(paid.status).toBe(200);
  }
  return placed.body.idOrder as number;
}

describe('거래명세서', () => {
  test('the retailer gets one page per brand as a PDF with a Korean file name, or one brand`s alone', async () => {
    const who = await member(ctx.db);
    const [first, second] = [await brand(ctx.db, { name: '소소한 하루' }), await brand(ctx.db, { name: '달빛 공방' })];
    const idOrder = await order(who, [first, second]);

    const whole = await download(`/orders/${idOrder}/statement`, who.token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(whole.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${idOrder}.pdf"; filename*=UTF-8''${encodeURIComponent(statementMessages.fileName(idOrder))}`,
    );
    expect(pageCount(whole.bytes)).toBe(2);

    const one = await download(`/orders/${idOrder}/statement?idBrand=${second}`, who.token);
    expect(one.status).toBe(200);
    expect(pageCount(one.bytes)).toBe(1);
    expect(one.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(statementMessages.brandFileName(idOrder, '달빛 공방'))}`);

    const absent = await download(`/orders/${idOrder}/statement?idBrand=${await brand(ctx.db)}`, who.token);
    expect([absent.status, absent.json()]).toEqual([404, expect.objectContaining({ code: 'BRAND_NOT_IN_ORDER', message: m.brandNotInOrder })]);
    expect((await download(`/orders/${idOrder}/statement?idBrand=abc`, who.token)).status).toBe(400);
  });

  test('the statements of an order read from the database add up to the 공급가액 and 세액 the order stored', async () => {
    const who = await member(ctx.db);
    const idOrder = await order(who, [await brand(ctx.db, { deliveryFee: 3_000, freeDeliveryThreshold: null }), await brand(ctx.db, { deliveryFee: 2_500, freeDeliveryThreshold: null })]);
    const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', idOrder).executeTakeFirstOrThrow();
    const statements = statementsOf(await statementSource(ctx.db, { ...row, paidAt: row.paidAt! }));
    expect(statements.map((statement) => statement.lines.map((line) => line.kind))).toEqual([
      ['goods', 'delivery'],
      ['goods', 'delivery'],
    ]);
    const sum = (key: 'supplyAmount' | 'vatAmount' | 'amount') => statements.reduce((total, statement) => total + statement.totals[key], 0);
    expect({ supplyAmount: sum('supplyAmount'), vatAmount: sum('vatAmount'), amount: sum('amount') }).toEqual({
      supplyAmount: row.supplyAmount,
      vatAmount: row.vatAmount,
      amount: row.goodsAmount + row.deliveryFee,
    });
    expect(statements[0].buyer.registrationNo).toBe('1208147521');
  });

  test('another retailer, a brand user and an unknown order get 404; no session 401; an unpaid order a Korean 409', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const idOrder = await order(who, [b]);
    const stranger = await member(ctx.db);
    const brandSide = await brandUser(b);
    for (const token of [stranger.token, brandSide.token]) {
      for (const path of [`/orders/${idOrder}/statement`, `/orders/${idOrder}/receipt`, '/orders/987654/statement']) {
        const answer = await download(path, token);
        expect([path, answer.status, answer.json().code]).toEqual([path, 404, 'ORDER_NOT_FOUND']);
      }
    }
    expect((await download(`/orders/${idOrder}/statement`)).status).toBe(401);
    expect((await download(`/orders/${idOrder}/receipt`)).status).toBe(401);

    const unpaid = await order(who, [b], 'card', false);
    const answer = await download(`/orders/${unpaid}/statement`, who.token);
    expect([answer.status, answer.json()]).toEqual([409, expect.objectContaining({ code: 'STATEMENT_NOT_READY', message: m.notPaid })]);
  });

  test('a brand user downloads its own part of a paid order, and nothing of other brands` or unpaid orders', async () => {
    const who = await member(ctx.db);
    const [own, other] = [await brand(ctx.db), await brand(ctx.db)];
    const side = await brandUser(own);
    const shared = await order(who, [own, other]);
    const part = await download(`/brands/orders/${shared}/statement`, side.token);
    expect(part.status).toBe(200);
    expect(part.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(part.bytes)).toBe(1);

    const notTheirs = await order(who, [other]);
    const unpaid = await order(who, [own], 'card', false);
    for (const id of [notTheirs, unpaid]) expect((await download(`/brands/orders/${id}/statement`, side.token)).json().code).toBe('ORDER_NOT_FOUND');
    expect((await download(`/brands/orders/${shared}/statement`, who.token)).json().code).toBe('BRAND_ONLY');
  });
});

describe('카드 영수증', () => {
  test('a paid card order has one; an unpaid or bank-transfer order gets a Korean 409', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const paid = await order(who, [b]);
    const receipt = await download(`/orders/${paid}/receipt`, who.token);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(receipt.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(statementMessages.receipt.fileName(paid))}`);

    const unpaid = await order(who, [b], 'card', false);
    const refused = await download(`/orders/${unpaid}/receipt`, who.token);
    expect([refused.status, refused.json()]).toEqual([409, expect.objectContaining({ code: 'RECEIPT_NOT_PAID', message: m.receiptNotPaid })]);
    const bank = await order(who, [b], 'bank_transfer');
    expect((await download(`/orders/${bank}/receipt`, who.token)).json()).toMatchObject({ code: 'RECEIPT_CARD_ONLY', message: m.receiptCardOnly });
  });
});

describe('business details (GET/PUT /users/business)', () => {
  const details = { ceoName: ' 김도매 ', businessAddress: '서울특별시 중구 세종대로 110, 1층', businessType: '소매업', businessItem: '생활용품, 잡화', taxEmail: 'Tax@Shop.KR' };

  test('a retailer reads and keeps them (trimmed, e-mail lower-cased); the certified name and number stay', async () => {
    const who = await member(ctx.db);
    const before = await api('/users/business', { token: who.token });
    expect(before.body).toMatchObject({ registrationNo: '1208147521', ceoName: '', taxEmail: '' });
    const saved = await api('/users/business', { method: 'PUT', token: who.token, body: { ...details, registrationNo: '1018206415', businessName: '바꾼 이름' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...before.body, ...details, ceoName: '김도매', taxEmail: 'tax@shop.kr' });
    expect((await api('/users/business', { token: who.token })).body).toEqual(saved.body);
  });

  test('a tax invoice asked for without an e-mail goes to the one kept here, else to the account`s', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const invoiceTo = async () => {
      const line = await cartLine(ctx.db, who.id, await product(ctx.db, b), 1);
      const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: [line], paymentMethod: 'bank_transfer', address: ADDRESS, taxInvoice: true } });
      expect(placed.status).toBe(201);
      return placed.body.taxInvoice.email as string;
    };
    const account = (await api('/users', { token: who.token })).body.email as string;
    expect(await invoiceTo()).toBe(account);
    await api('/users/business', { method: 'PUT', token: who.token, body: details });
    expect(await invoiceTo()).toBe('tax@shop.kr');
  });

  test('bad input is a Korean 400 on its field; no session 401; brand users 403', async () => {
    const who = await member(ctx.db);
    const bad = await api('/users/business', { method: 'PUT', token: who.token, body: { ...details, taxEmail: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', field: 'taxEmail', message: businessDetailsFormMessages.errors.taxEmail });
    const blank = await api('/users/business', { method: 'PUT', token: who.token, body: { ...details, ceoName: '  ' } });
    expect(blank.body).toMatchObject({ field: 'ceoName', message: businessDetailsFormMessages.errors.ceoName });
    expect((await api('/users/business')).status).toBe(401);
    const brandSide = await member(ctx.db, { userType: 'brand' });
    expect((await api('/users/business', { method: 'PUT', token: brandSide.token, body: details })).body.code).toBe('RETAILER_ONLY');
  });
});
