/** @jest-environment node */
import { findCategoryByCode } from '@/lib/catalog/categories';
import { createSession } from '@/lib/server/auth/sessions';
import type { NewProduct } from '@/lib/server/db/schema';
import type { AddToCartRequest, CartView } from '@/lib/cart/cart.contract';
import { setProductOptions } from '@/lib/catalog/server/options';
import { product as shopProduct } from '../helpers/shop';
import { withApi } from '../helpers/api';
import { cartMessages } from '@/lib/cart/cart.messages';

/**
 * The cart calls of /api/v1 (docs/API.md) and their wholesale rules: minimum
 * order quantity per line, stock per product, brand minimum order amount,
 * options, buy-now vs add, ownership, roles. Products, brands and users are
 * inserted directly so every number is known; sessions come from createSession.
 */

const ctx = withApi({ seed: { products: 8, brands: 2 } });
const { api } = ctx;
let seq = 0;
const categoryId = findCategoryByCode('fashion-socks')!.id;
const m = cartMessages;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

interface Member {
  id: number;
  token: string;
}

async function member(
  userType: 'retailer' | 'brand' = 'retailer',
  userGroups: 'valid' | 'inValid' = 'valid',
): Promise<Member> {
  const n = ++seq;
  const now = new Date().toISOString();
  const row = await ctx.db
    .insertInto('users')
    .values({
      email: `cart${n}@test.kr`,
      passwordHash: 'not-a-real-hash',
      userType,
      userGroups,
      businessName: `테스트 상점 ${n}`,
      registrationNo: '1208147521',
      mobileNo: `0101000${String(n).padStart(4, '0')}`,
      referralCode: `CART${n}`,
      referredBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(ctx.db, row.id);
  return { id: row.id, token };
}

async function brand(minimumOrderAmount = 0, name = `테스트 브랜드 ${++seq}`): Promise<number> {
  const row = await ctx.db
    .insertInto('brands')
    .values({
      ownerUserId: null,
      name,
      description: '',
      logoUrl: '/logo.png',
      minimumOrderAmount,
      isNew: 0,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product of the fashion-socks category (helpers/shop.ts), as the cart tests need it. */
function product(brandId: number, fields: Parameters<typeof shopProduct>[2] = {}): Promise<number> {
  return shopProduct(ctx.db, brandId, { categoryId, ...fields });
}

const add = (who: Member, body: Partial<AddToCartRequest> | unknown) => api('/carts', { method: 'POST', token: who.token, body });
const put = (who: Member, id: number | string, body: unknown) =>
  api(`/carts/item/${id}`, { method: 'PUT', token: who.token, body });
const cart = async (who: Member) => (await api<CartView>('/carts', { token: who.token })).body;
const count = async (who: Member) => (await api('/carts/cartcount', { token: who.token })).body.cartcount as number;
const available = (who: Member, ids: unknown) =>
  api(`/carts/available?checkedIds=${encodeURIComponent(typeof ids === 'string' ? ids : JSON.stringify(ids))}`, {
    token: who.token,
  });
const stored = (userId: number) =>
  ctx.db.selectFrom('cartItems').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe('permissions', () => {
  test('every cart call answers 401 to an anonymous caller and to a revoked token', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/carts'],
      ['POST', '/carts', { directCart: false, idProduct: 1, cartInfo: [{ goodsCount: 1 }] }],
      ['PUT', '/carts/item/1', { goodsCount: 1 }],
      ['DELETE', '/carts/1'],
      ['DELETE', '/carts/multiple/delete', { cartIds: [1] }],
      ['GET', '/carts/cartcount'],
      ['GET', '/carts/available?checkedIds=%5B1%5D'],
    ];
    for (const [method, path, body] of calls) {
      const { status, body: answer } = await api(path, { method, body });
      expect([method, path, status, answer.code]).toEqual([method, path, 401, 'UNAUTHORIZED']);
      const bogus = await api(path, { method, body, token: 'not-a-session' });
      expect(bogus.status).toBe(401);
    }
  });

  test('brand users get 403 BRAND_CANNOT_BUY and inValid retailers 403 NOT_CERTIFIED on writes and the purchase check', async () => {
    const p = await product(await brand());
    const brandUser = await member('brand', 'valid');
    const pending = await member('retailer', 'inValid');
    for (const [who, code, text] of [
      [brandUser, 'BRAND_CANNOT_BUY', m.brandCannotBuy],
      [pending, 'NOT_CERTIFIED', m.notCertified],
    ] as const) {
      const post = await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 1 }] });
      expect(post.status).toBe(403);
      expect(post.body).toMatchObject({ code, message: text });
      expect((await put(who, 1, { goodsCount: 2 })).body.code).toBe(code);
      expect((await available(who, [1])).body.code).toBe(code);
      expect(await stored(who.id)).toHaveLength(0);
    }
  });

  test('brand and inValid users read their (empty) cart and count, and may still clear lines', async () => {
    const brandUser = await member('brand', 'valid');
    expect(await cart(brandUser)).toEqual({ brands: [], totalCount: 0, totalQuantity: 0, totalAmount: 0, totalDeliveryFee: 0 });
    expect(await count(brandUser)).toBe(0);

    // A retailer whose certification was withdrawn keeps old lines: reads and deletes still work.
    const pending = await member('retailer', 'inValid');
    const p = await product(await brand());
    const now = new Date().toISOString();
    const line = await ctx.db
      .insertInto('cartItems')
      .values({ userId: pending.id, productId: p, color: '', size: '', goodsCount: 2, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await cart(pending)).totalCount).toBe(1);
    const removed = await api(`/carts/${line.id}`, { method: 'DELETE', token: pending.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: 1, cartcount: 0 });
  });

  test("retailer B can neither see, change nor delete retailer A's lines", async () => {
    const a = await member();
    const b = await member();
    const p = await product(await brand());
    const { body } = await add(a, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 3 }] });
    const [lineId] = body.cartIds as number[];

    expect((await cart(b)).brands).toEqual([]);
    const update = await put(b, lineId, { goodsCount: 5 });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('CART_ITEM_NOT_FOUND');
    // Same answer as for an id that does not exist: existence is not revealed.
    const missing = await put(b, 99_999_999, { goodsCount: 5 });
    expect(missing.body).toEqual(update.body);
    expect((await api(`/carts/${lineId}`, { method: 'DELETE', token: b.token })).status).toBe(404);
    const many = await api('/carts/multiple/delete', { method: 'DELETE', token: b.token, body: { cartIds: [lineId] } });
    expect(many.body).toEqual({ deleted: 0, cartcount: 0 });
    const check = await available(b, [lineId]);
    expect(check.body.items).toEqual([{ id: lineId, available: false, problems: ['NOT_IN_CART'] }]);

    expect(await stored(a.id)).toEqual([expect.objectContaining({ id: lineId, goodsCount: 3 })]);
  });
});

describe('POST /carts', () => {
  test('adds lines with options: 201 { cartIds, cartcount }, then the cart shows them priced now', async () => {
    const who = await member();
    const b = await brand(0, '모노 리빙');
    const p = await product(b, { colors: ['빨강', '파랑'], sizes: ['S', 'M'], wholesalePrice: 7_000, retailPrice: 14_000 });
    const { status, body } = await add(who, {
      directCart: false,
      idProduct: p,
      cartInfo: [
        { color: '빨강', size: 'S', goodsCount: 2 },
        { color: '파랑', size: 'M', goodsCount: 3 },
      ],
    });
    expect(status).toBe(201);
    expect(body.cartIds).toHaveLength(2);
    expect(body.cartcount).toBe(2);
    expect(await count(who)).toBe(2);

    const view = await cart(who);
    expect(view.totalCount).toBe(2);
    expect(view.totalQuantity).toBe(5);
    expect(view.totalAmount).toBe(35_000);
    expect(view.brands).toHaveLength(1);
    expect(view.brands[0]).toMatchObject({ idBrand: b, brandName: '모노 리빙', subtotal: 35_000, shortfall: 0 });
    const red = view.brands[0].items.find((item) => item.color === '빨강')!;
    expect(red).toEqual({
      id: body.cartIds[0],
      idProduct: p,
      name: expect.stringContaining('주문 상품'),
      image: expect.stringMatching(/^\/images\//),
      color: '빨강',
      size: 'S',
      goodsCount: 2,
      unitPrice: 7_000,
      baseUnitPrice: 7_000,
      retailPrice: 14_000,
      lineTotal: 14_000,
      minOrderQty: 1,
      orderStep: 1,
      tiers: [],
      tiersOverTotal: false,
      stock: 100,
      optionStock: expect.any(Number),
      soldOut: false,
      onFlashSale: false,
      problems: [],
    });
  });

  test('the same line again adds to its count (directCart=false) or sets it (directCart=true)', async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['검정'] });
    const first = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '검정', goodsCount: 2 }] });
    const again = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '검정', goodsCount: 3 }] });
    expect(again.body).toEqual({ cartIds: first.body.cartIds, cartcount: 1 });
    expect((await stored(who.id))[0].goodsCount).toBe(5);

    const buyNow = await add(who, { directCart: true, idProduct: p, cartInfo: [{ color: '검정', goodsCount: 4 }] });
    expect(buyNow.status).toBe(201);
    expect(buyNow.body).toEqual({ cartIds: first.body.cartIds, cartcount: 1 });
    expect((await stored(who.id))[0].goodsCount).toBe(4);
  });

  test('duplicate options within one cartInfo are merged into one line; directCart defaults to adding', async () => {
    const who = await member();
    const p = await product(await brand(), { sizes: ['FREE', 'L'] });
    const { body } = await add(who, {
      idProduct: p,
      cartInfo: [
        { size: 'FREE', goodsCount: 2 },
        { size: ' FREE ', goodsCount: 3 },
        { size: 'L', goodsCount: 1 },
      ],
    });
    expect(body.cartIds).toHaveLength(2);
    expect(body.cartcount).toBe(2);
    const lines = await stored(who.id);
    expect(lines.map((line) => [line.color, line.size, line.goodsCount])).toEqual([
      ['', 'FREE', 5],
      ['', 'L', 1],
    ]);
  });

  test('options must fit the product: required when offered, known values only, none when not offered', async () => {
    const who = await member();
    const b = await brand();
    const withOptions = await product(b, { colors: ['빨강'], sizes: ['M'] });
    const plain = await product(b);
    const cases: [number, Record<string, unknown>, string, string][] = [
      [withOptions, { size: 'M', goodsCount: 1 }, 'cartInfo.0.color', m.colorRequired],
      [withOptions, { color: '빨강', goodsCount: 1 }, 'cartInfo.0.size', m.sizeRequired],
      [withOptions, { color: '초록', size: 'M', goodsCount: 1 }, 'cartInfo.0.color', m.colorInvalid('초록')],
      [withOptions, { color: '빨강', size: 'XXL', goodsCount: 1 }, 'cartInfo.0.size', m.sizeInvalid('XXL')],
      [plain, { color: '빨강', goodsCount: 1 }, 'cartInfo.0.color', m.colorNotOffered],
      [plain, { size: 'M', goodsCount: 1 }, 'cartInfo.0.size', m.sizeNotOffered],
    ];
    for (const [idProduct, line, field, message] of cases) {
      const { status, body } = await add(who, { directCart: false, idProduct, cartInfo: [line] });
      expect([status, body]).toEqual([400, { code: 'INVALID_OPTION', message, field }]);
    }
    // A bad second line rejects the whole call: nothing is written.
    const mixed = await add(who, {
      directCart: false,
      idProduct: withOptions,
      cartInfo: [
        { color: '빨강', size: 'M', goodsCount: 1 },
        { color: '빨강', size: 'S', goodsCount: 1 },
      ],
    });
    expect(mixed.body.field).toBe('cartInfo.1.size');
    expect(await stored(who.id)).toHaveLength(0);
    // No option given to a plain product ('' and null mean "no option").
    const ok = await add(who, { directCart: false, idProduct: plain, cartInfo: [{ color: '', size: null, goodsCount: 1 }] });
    expect(ok.status).toBe(201);
  });

  test('each line must reach the minimum order quantity, counted after adding to an existing line', async () => {
    const who = await member();
    const p = await product(await brand(), { minOrderQty: 5, colors: ['흰색', '회색'] });
    const low = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '흰색', goodsCount: 4 }] });
    expect(low.status).toBe(400);
    // The line's option is named: the product page's grid sends several at once.
    expect(low.body).toEqual({
      code: 'BELOW_MIN_ORDER_QTY',
      message: m.forOption('흰색', m.belowMinOrderQty(5)),
      field: 'cartInfo.0.goodsCount',
      minOrderQty: 5,
      color: '흰색',
      size: '',
    });
    expect(low.body.message).toContain('5개');
    // Per line, not per product: 5 white + 4 grey is refused for the grey line.
    const perLine = await add(who, {
      directCart: false,
      idProduct: p,
      cartInfo: [
        { color: '흰색', goodsCount: 5 },
        { color: '회색', goodsCount: 4 },
      ],
    });
    expect(perLine.body).toMatchObject({ code: 'BELOW_MIN_ORDER_QTY', field: 'cartInfo.1.goodsCount' });
    expect(await stored(who.id)).toHaveLength(0);

    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '흰색', goodsCount: 5 }] })).status).toBe(201);
    // 5 in the cart + 1 more = 6 ≥ 5: fine when adding ...
    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '흰색', goodsCount: 1 }] })).status).toBe(201);
    // ... but buy now sets the count to 1, under the minimum.
    const direct = await add(who, { directCart: true, idProduct: p, cartInfo: [{ color: '흰색', goodsCount: 1 }] });
    expect(direct.body.code).toBe('BELOW_MIN_ORDER_QTY');
    expect((await stored(who.id))[0].goodsCount).toBe(6);
  });

  // The rule changed (docs/DECISIONS.md, Cart rules): stock is per option; it used to be per product.
  test("a user's line for an option never exceeds that option's stock; the answer names the option and how many remain", async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['빨강', '파랑'], optionStocks: [6, 4] });
    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '빨강', goodsCount: 6 }] })).status).toBe(201);
    const over = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '파랑', goodsCount: 5 }] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', message: m.optionOutOfStock('파랑', 4), stock: 4, remaining: 4, color: '파랑', size: '' });
    expect(over.body.message).toContain('4개');
    const more = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '빨강', goodsCount: 1 }] });
    expect(more.body).toMatchObject({ code: 'OUT_OF_STOCK', remaining: 0, message: m.optionOutOfStock('빨강', 0) });
    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '파랑', goodsCount: 4 }] })).status).toBe(201);
    // Buy now replaces the red line's 6: red may hold up to its option's 6.
    const direct = await add(who, { directCart: true, idProduct: p, cartInfo: [{ color: '빨강', goodsCount: 7 }] });
    expect(direct.body).toMatchObject({ code: 'OUT_OF_STOCK', remaining: 6 });
    expect((await add(who, { directCart: true, idProduct: p, cartInfo: [{ color: '빨강', goodsCount: 2 }] })).status).toBe(201);
    expect((await stored(who.id)).map((line) => line.goodsCount)).toEqual([2, 4]);

    // Another retailer's cart does not count against this one's stock check.
    const other = await member();
    expect((await add(other, { directCart: false, idProduct: p, cartInfo: [{ color: '빨강', goodsCount: 6 }] })).status).toBe(201);

    const soldOut = await product(await brand(), { stock: 0 });
    const none = await add(who, { directCart: false, idProduct: soldOut, cartInfo: [{ goodsCount: 1 }] });
    expect(none.body).toMatchObject({ code: 'OUT_OF_STOCK', remaining: 0, message: m.outOfStock(0) });
  });

  test('unknown product is 404, a product taken off sale is 409', async () => {
    const who = await member();
    const missing = await add(who, { directCart: false, idProduct: 987_654, cartInfo: [{ goodsCount: 1 }] });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: m.productNotFound });
    const hidden = await product(await brand(), { status: 'hidden' });
    const off = await add(who, { directCart: false, idProduct: hidden, cartInfo: [{ goodsCount: 1 }] });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: m.productUnavailable });
  });

  test('malformed bodies are 400 with a Korean message naming the field, and write nothing', async () => {
    const who = await member();
    const p = await product(await brand());
    const line = { goodsCount: 1 };
    const cases: [unknown, string][] = [
      [{ directCart: false, cartInfo: [line] }, 'idProduct'],
      [{ directCart: false, idProduct: String(p), cartInfo: [line] }, 'idProduct'],
      [{ directCart: false, idProduct: -1, cartInfo: [line] }, 'idProduct'],
      [{ directCart: false, idProduct: 1.5, cartInfo: [line] }, 'idProduct'],
      [{ directCart: 'yes', idProduct: p, cartInfo: [line] }, 'directCart'],
      [{ directCart: false, idProduct: p }, 'cartInfo'],
      [{ directCart: false, idProduct: p, cartInfo: [] }, 'cartInfo'],
      [{ directCart: false, idProduct: p, cartInfo: Array.from({ length: 51 }, () => line) }, 'cartInfo'],
      [{ directCart: false, idProduct: p, cartInfo: [{ goodsCount: 0 }] }, 'cartInfo.0.goodsCount'],
      [{ directCart: false, idProduct: p, cartInfo: [{ goodsCount: '2' }] }, 'cartInfo.0.goodsCount'],
      [{ directCart: false, idProduct: p, cartInfo: [{ goodsCount: 2.5 }] }, 'cartInfo.0.goodsCount'],
      [{ directCart: false, idProduct: p, cartInfo: [{ goodsCount: 1e12 }] }, 'cartInfo.0.goodsCount'],
      [{ directCart: false, idProduct: p, cartInfo: [{ color: 'x'.repeat(5000), goodsCount: 1 }] }, 'cartInfo.0.color'],
      [{ directCart: false, idProduct: p, cartInfo: [{ color: 7, goodsCount: 1 }] }, 'cartInfo.0.color'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(who, body);
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'VALIDATION', field]);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const zero = await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 0 }] });
    expect(zero.body.message).toBe(m.goodsCountMin);
    const empty = await add(who, { directCart: false, idProduct: p, cartInfo: [] });
    expect(empty.body.message).toBe(m.cartInfoEmpty);
    const badJson = await api('/carts', {
      method: 'POST',
      token: who.token,
      rawBody: '{"idProduct": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect([badJson.status, badJson.body.code]).toEqual([400, 'BAD_JSON']);
    expect((await add(who, [1, 2, 3])).status).toBe(400);
    expect(await stored(who.id)).toHaveLength(0);
  });
});

describe('PUT /carts/item/{id}', () => {
  test('sets the count and answers the updated line and cartcount', async () => {
    const who = await member();
    const p = await product(await brand(), { wholesalePrice: 3_000 });
    const { body } = await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 2 }] });
    const id = body.cartIds[0];
    const { status, body: answer } = await put(who, id, { goodsCount: 9 });
    expect(status).toBe(200);
    expect(answer.cartcount).toBe(1);
    expect(answer.item).toMatchObject({ id, idProduct: p, goodsCount: 9, unitPrice: 3_000, lineTotal: 27_000, problems: [] });
    expect((await stored(who.id))[0].goodsCount).toBe(9);
  });

  // The rule changed (docs/DECISIONS.md, Cart rules): the line's own option's stock is the limit.
  test("applies the minimum order quantity and the line's option's stock", async () => {
    const who = await member();
    const p = await product(await brand(), { minOrderQty: 3, colors: ['A', 'B'], optionStocks: [7, 5] });
    const { body } = await add(who, {
      directCart: false,
      idProduct: p,
      cartInfo: [
        { color: 'A', goodsCount: 3 },
        { color: 'B', goodsCount: 5 },
      ],
    });
    const [a] = body.cartIds as number[];
    const low = await put(who, a, { goodsCount: 2 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'BELOW_MIN_ORDER_QTY', field: 'goodsCount', minOrderQty: 3 });
    const over = await put(who, a, { goodsCount: 8 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', remaining: 7, stock: 7, color: 'A', field: 'goodsCount' });
    expect((await put(who, a, { goodsCount: 7 })).status).toBe(200);
    expect((await stored(who.id)).map((line) => line.goodsCount)).toEqual([7, 5]);
  });

  test('a line whose product went off sale or whose option was withdrawn cannot be changed (409)', async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['빨강', '파랑'] });
    const { body } = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: '파랑', goodsCount: 1 }] });
    await ctx.db.updateTable('products').set({ colors: JSON.stringify(['빨강']) }).where('id', '=', p).execute();
    expect((await put(who, body.cartIds[0], { goodsCount: 2 })).body.code).toBe('OPTION_UNAVAILABLE');
    await ctx.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', p).execute();
    const hidden = await put(who, body.cartIds[0], { goodsCount: 2 });
    expect([hidden.status, hidden.body.code]).toEqual([409, 'PRODUCT_UNAVAILABLE']);
  });

  test('bad ids and counts are 400', async () => {
    const who = await member();
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const answer = await put(who, id, { goodsCount: 1 });
      expect([id, answer.status, answer.body.code, answer.body.field]).toEqual([id, 400, 'VALIDATION', 'id']);
    }
    for (const body of [{}, { goodsCount: 0 }, { goodsCount: -1 }, { goodsCount: 'many' }, { goodsCount: 100_000 }]) {
      const answer = await put(who, 1, body);
      expect([answer.status, answer.body.field]).toEqual([400, 'goodsCount']);
    }
  });
});

describe('DELETE /carts/{id} and /carts/multiple/delete', () => {
  test('removes one line, answers the new cartcount; the same id again is 404', async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['A', 'B'] });
    const { body } = await add(who, {
      directCart: false,
      idProduct: p,
      cartInfo: [
        { color: 'A', goodsCount: 1 },
        { color: 'B', goodsCount: 1 },
      ],
    });
    const [first] = body.cartIds as number[];
    const removed = await api(`/carts/${first}`, { method: 'DELETE', token: who.token });
    expect([removed.status, removed.body]).toEqual([200, { deleted: 1, cartcount: 1 }]);
    expect(await count(who)).toBe(1);
    const again = await api(`/carts/${first}`, { method: 'DELETE', token: who.token });
    expect([again.status, again.body.code]).toEqual([404, 'CART_ITEM_NOT_FOUND']);
    expect((await api('/carts/abc', { method: 'DELETE', token: who.token })).status).toBe(400);
  });

  test("removes the caller's lines among cartIds and never another user's", async () => {
    const a = await member();
    const b = await member();
    const p = await product(await brand(), { colors: ['A', 'B', 'C'] });
    const mine = (
      await add(a, {
        directCart: false,
        idProduct: p,
        cartInfo: ['A', 'B', 'C'].map((color) => ({ color, goodsCount: 1 })),
      })
    ).body.cartIds as number[];
    const theirs = (await add(b, { directCart: false, idProduct: p, cartInfo: [{ color: 'A', goodsCount: 1 }] })).body
      .cartIds as number[];

    const { status, body } = await api('/carts/multiple/delete', {
      method: 'DELETE',
      token: a.token,
      body: { cartIds: [mine[0], mine[1], mine[1], theirs[0], 88_888_888] },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: 2, cartcount: 1 });
    expect((await stored(a.id)).map((line) => line.id)).toEqual([mine[2]]);
    expect((await stored(b.id)).map((line) => line.id)).toEqual(theirs);
  });

  test('cartIds must be a list of 1 to 200 positive integers', async () => {
    const who = await member();
    for (const body of [{}, { cartIds: [] }, { cartIds: 'all' }, { cartIds: [1, 'x'] }, { cartIds: [0] }, { cartIds: Array.from({ length: 201 }, (_, i) => i + 1) }]) {
      const answer = await api('/carts/multiple/delete', { method: 'DELETE', token: who.token, body });
      expect([answer.status, answer.body.code, String(answer.body.field).split('.')[0]]).toEqual([400, 'VALIDATION', 'cartIds']);
    }
    const empty = await api('/carts/multiple/delete', { method: 'DELETE', token: who.token, body: { cartIds: [] } });
    expect(empty.body.message).toBe(m.cartIdsEmpty);
  });
});

describe('GET /carts', () => {
  test('groups lines by brand, newest line first, brands ordered by their newest line, with the brand shortfall', async () => {
    const who = await member();
    const brandA = await brand(100_000, '가 브랜드');
    const brandB = await brand(50_000, '나 브랜드');
    const a1 = await product(brandA, { wholesalePrice: 10_000 });
    const b1 = await product(brandB, { wholesalePrice: 30_000 });
    const a2 = await product(brandA, {
      wholesalePrice: 8_000,
      flashSalePrice: 4_000,
      flashSaleStartsAt: iso(-3_600_000),
      flashSaleEndsAt: iso(3_600_000),
    });
    const ids: number[] = [];
    for (const [idProduct, goodsCount] of [
      [a1, 3],
      [b1, 2],
      [a2, 5],
    ]) {
      ids.push((await add(who, { directCart: false, idProduct, cartInfo: [{ goodsCount }] })).body.cartIds[0]);
    }
    const view = await cart(who);
    expect(view.brands.map((group) => group.idBrand)).toEqual([brandA, brandB]);
    expect(view.brands[0].items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    // Brand A: 3 x 10,000 + 5 x 4,000 (flash sale price) = 50,000 of 100,000.
    expect(view.brands[0]).toMatchObject({ brandName: '가 브랜드', minimumOrderAmount: 100_000, subtotal: 50_000, shortfall: 50_000 });
    expect(view.brands[0].items[0]).toMatchObject({ unitPrice: 4_000, onFlashSale: true, lineTotal: 20_000 });
    // Brand B: 2 x 30,000 = 60,000 ≥ 50,000.
    expect(view.brands[1]).toMatchObject({ brandName: '나 브랜드', minimumOrderAmount: 50_000, subtotal: 60_000, shortfall: 0 });
    expect(view).toMatchObject({ totalCount: 3, totalQuantity: 10, totalAmount: 110_000 });

    // A newer line of brand B moves brand B first.
    const b2 = await product(brandB, { wholesalePrice: 1_000 });
    await add(who, { directCart: false, idProduct: b2, cartInfo: [{ goodsCount: 1 }] });
    expect((await cart(who)).brands.map((group) => group.idBrand)).toEqual([brandB, brandA]);
  });

  test('reports what changed since a line was added: sold out, stock, minimum quantity, off sale, withdrawn option', async () => {
    const who = await member();
    const b = await brand();
    const stockP = await product(b, { stock: 10, colors: ['A', 'B'] });
    const minP = await product(b);
    const hiddenP = await product(b);
    const optionP = await product(b, { sizes: ['S', 'M'] });
    const soldP = await product(b, { stock: 5 });
    await add(who, { directCart: false, idProduct: stockP, cartInfo: [{ color: 'A', goodsCount: 4 }, { color: 'B', goodsCount: 4 }] });
    await add(who, { directCart: false, idProduct: minP, cartInfo: [{ goodsCount: 2 }] });
    await add(who, { directCart: false, idProduct: hiddenP, cartInfo: [{ goodsCount: 1 }] });
    await add(who, { directCart: false, idProduct: optionP, cartInfo: [{ size: 'M', goodsCount: 1 }] });
    await add(who, { directCart: false, idProduct: soldP, cartInfo: [{ goodsCount: 1 }] });

    const set = (id: number, values: Partial<Omit<NewProduct, 'id'>>) =>
      ctx.db.updateTable('products').set(values).where('id', '=', id).execute();
    await set(stockP, { stock: 7 });
    await set(minP, { minOrderQty: 3 });
    await set(hiddenP, { status: 'hidden' });
    await set(optionP, { sizes: JSON.stringify(['S']) });
    await set(soldP, { stock: 0 });

    const items = (await cart(who)).brands[0].items;
    const byProduct = (id: number) => items.filter((item) => item.idProduct === id);
    expect(byProduct(stockP).map((item) => item.problems)).toEqual([['OUT_OF_STOCK'], ['OUT_OF_STOCK']]);
    expect(byProduct(minP)[0].problems).toEqual(['BELOW_MIN_ORDER_QTY']);
    expect(byProduct(hiddenP)[0].problems).toEqual(['PRODUCT_UNAVAILABLE']);
    expect(byProduct(optionP)[0].problems).toEqual(['OPTION_UNAVAILABLE']);
    expect(byProduct(soldP)[0]).toMatchObject({ soldOut: true, stock: 0, problems: ['OUT_OF_STOCK'] });
  });
});

describe('GET /carts/cartcount', () => {
  test('counts lines (not units) after every change', async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['A', 'B', 'C'] });
    expect(await count(who)).toBe(0);
    const { body } = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'A', goodsCount: 5 }] });
    expect(await count(who)).toBe(1);
    await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'A', goodsCount: 5 }] });
    expect(await count(who)).toBe(1);
    const more = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'B', goodsCount: 1 }, { color: 'C', goodsCount: 1 }] });
    expect(more.body.cartcount).toBe(3);
    expect(await count(who)).toBe(3);
    await put(who, body.cartIds[0], { goodsCount: 1 });
    expect(await count(who)).toBe(3);
    await api(`/carts/${body.cartIds[0]}`, { method: 'DELETE', token: who.token });
    expect(await count(who)).toBe(2);
    await api('/carts/multiple/delete', { method: 'DELETE', token: who.token, body: { cartIds: more.body.cartIds } });
    expect(await count(who)).toBe(0);
  });
});

describe('GET /carts/available', () => {
  test('checked lines that can be ordered: available, with brand subtotals and the total at current prices', async () => {
    const who = await member();
    const b = await brand(20_000, '다 브랜드');
    const p = await product(b, { wholesalePrice: 5_000, colors: ['A', 'B'] });
    const { body } = await add(who, {
      directCart: false,
      idProduct: p,
      cartInfo: [
        { color: 'A', goodsCount: 3 },
        { color: 'B', goodsCount: 1 },
      ],
    });
    const [lineA, lineB] = body.cartIds as number[];
    const ok = await available(who, [lineA, lineB]);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      available: true,
      items: [
        { id: lineA, available: true, problems: [] },
        { id: lineB, available: true, problems: [] },
      ],
      brands: [{ idBrand: b, brandName: '다 브랜드', subtotal: 20_000, minimumOrderAmount: 20_000, shortfall: 0 }],
      totalAmount: 20_000,
    });

    // Only line A checked: 15,000 of the brand's 20,000 minimum.
    const partial = await available(who, [lineA]);
    expect(partial.body.available).toBe(false);
    expect(partial.body.brands[0]).toMatchObject({ subtotal: 15_000, shortfall: 5_000 });
    expect(partial.body.items[0]).toEqual({ id: lineA, available: false, problems: ['BRAND_MINIMUM_NOT_MET'] });

    // A price change is picked up: the check uses the price of now.
    await ctx.db.updateTable('products').set({ wholesalePrice: 4_000 }).where('id', '=', p).execute();
    const cheaper = await available(who, [lineA, lineB]);
    expect(cheaper.body).toMatchObject({ available: false, totalAmount: 16_000 });
    expect(cheaper.body.brands[0].shortfall).toBe(4_000);
  });

  test('bad lines: stock summed over the checked lines, minimum quantity, off sale, and ids not in the cart', async () => {
    const who = await member();
    const other = await member();
    const b = await brand(0);
    const stockP = await product(b, { stock: 10, colors: ['A', 'B'] });
    const minP = await product(b);
    const hiddenP = await product(b);
    const fine = await product(b);
    const s = (await add(who, { directCart: false, idProduct: stockP, cartInfo: [{ color: 'A', goodsCount: 5 }, { color: 'B', goodsCount: 5 }] })).body.cartIds as number[];
    const [minLine] = (await add(who, { directCart: false, idProduct: minP, cartInfo: [{ goodsCount: 1 }] })).body.cartIds;
    const [hiddenLine] = (await add(who, { directCart: false, idProduct: hiddenP, cartInfo: [{ goodsCount: 1 }] })).body.cartIds;
    const [fineLine] = (await add(who, { directCart: false, idProduct: fine, cartInfo: [{ goodsCount: 1 }] })).body.cartIds;
    const [foreign] = (await add(other, { directCart: false, idProduct: fine, cartInfo: [{ goodsCount: 1 }] })).body.cartIds;
    await ctx.db.updateTable('products').set({ stock: 8 }).where('id', '=', stockP).execute();
    await ctx.db.updateTable('products').set({ minOrderQty: 2 }).where('id', '=', minP).execute();
    await ctx.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', hiddenP).execute();

    const { status, body } = await available(who, [s[0], s[1], minLine, hiddenLine, fineLine, foreign, 77_777_777, fineLine]);
    expect(status).toBe(200);
    expect(body.available).toBe(false);
    expect(body.items).toEqual([
      { id: s[0], available: false, problems: ['OUT_OF_STOCK'] },
      { id: s[1], available: false, problems: ['OUT_OF_STOCK'] },
      { id: minLine, available: false, problems: ['BELOW_MIN_ORDER_QTY'] },
      { id: hiddenLine, available: false, problems: ['PRODUCT_UNAVAILABLE'] },
      { id: fineLine, available: true, problems: [] },
      { id: foreign, available: false, problems: ['NOT_IN_CART'] },
      { id: 77_777_777, available: false, problems: ['NOT_IN_CART'] },
    ]);
    // 5 of stock 8 is fine when only one of the two lines is checked.
    expect((await available(who, [s[0], fineLine])).body.available).toBe(true);
  });

  test('checkedIds must be a JSON list of 1 to 200 positive integers', async () => {
    const who = await member();
    const bad = ['abc', '1,2,3', '[1,"a"]', '{"id":1}', '[1.5]', '[0]', '[-1]', '[null]', '"[1]"', '[]', JSON.stringify(Array.from({ length: 201 }, (_, i) => i + 1))];
    for (const raw of bad) {
      const { status, body } = await available(who, raw);
      expect([raw, status, body.code, body.field]).toEqual([raw, 400, 'VALIDATION', 'checkedIds']);
      expect(body.message).toMatch(/[가-힣]/);
    }
    expect((await available(who, '[]')).body.message).toBe(m.checkedIdsEmpty);
    expect((await available(who, 'abc')).body.message).toBe(m.checkedIdsInvalid);
    const missing = await api('/carts/available', { token: who.token });
    expect([missing.status, missing.body.field]).toEqual([400, 'checkedIds']);
    const repeated = await api('/carts/available?checkedIds=[1]&checkedIds=[2]', { token: who.token });
    expect([repeated.status, repeated.body.field]).toEqual([400, 'checkedIds']);
  });
});

describe('order step and per-option stock', () => {
  test('a count must be the minimum plus a multiple of the order step: else 400 ORDER_STEP naming the step', async () => {
    const who = await member();
    const p = await product(await brand(), { minOrderQty: 6, orderStep: 6, stock: 100 });
    const first = await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 6 }] });
    expect(first.status).toBe(201);
    const [line] = first.body.cartIds as number[];
    // 6 in the cart + 3 = 9: not 6 + a multiple of 6.
    const off = await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 3 }] });
    expect(off.status).toBe(400);
    expect(off.body).toEqual({ code: 'ORDER_STEP', message: m.orderStep(6, 6), field: 'cartInfo.0.goodsCount', minOrderQty: 6, orderStep: 6 });
    expect(off.body.message).toContain('6개 단위');
    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ goodsCount: 6 }] })).status).toBe(201);
    expect((await stored(who.id))[0].goodsCount).toBe(12);
    expect((await add(who, { directCart: true, idProduct: p, cartInfo: [{ goodsCount: 20 }] })).body.code).toBe('ORDER_STEP');
    // Below the minimum is still BELOW_MIN_ORDER_QTY, checked first.
    expect((await add(who, { directCart: true, idProduct: p, cartInfo: [{ goodsCount: 4 }] })).body.code).toBe('BELOW_MIN_ORDER_QTY');

    const putOff = await put(who, line, { goodsCount: 10 });
    expect(putOff.status).toBe(400);
    expect(putOff.body).toMatchObject({ code: 'ORDER_STEP', field: 'goodsCount', orderStep: 6 });
    expect((await put(who, line, { goodsCount: 18 })).status).toBe(200);
    expect((await stored(who.id))[0].goodsCount).toBe(18);
  });

  test('packs of 12: 12, 24, 36 … fit; 18 does not', async () => {
    const who = await member();
    const p = await product(await brand(), { minOrderQty: 12, orderStep: 12, stock: 200 });
    expect((await add(who, { directCart: true, idProduct: p, cartInfo: [{ goodsCount: 36 }] })).status).toBe(201);
    expect((await add(who, { directCart: true, idProduct: p, cartInfo: [{ goodsCount: 18 }] })).body.code).toBe('ORDER_STEP');
  });

  test('PUT refuses more than the line option has, also for a sold-out option of a product in stock', async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['A', 'B'], sizes: ['S'], optionStocks: [3, 0] });
    const soldOutOption = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'B', size: 'S', goodsCount: 1 }] });
    expect(soldOutOption.body).toMatchObject({ code: 'OUT_OF_STOCK', remaining: 0, color: 'B', size: 'S', message: m.optionOutOfStock('B / S', 0) });
    const [line] = (await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'A', size: 'S', goodsCount: 2 }] })).body.cartIds;
    const over = await put(who, line, { goodsCount: 4 });
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', stock: 3, remaining: 3, color: 'A', size: 'S' });
    expect((await put(who, line, { goodsCount: 3 })).status).toBe(200);
  });

  test("the product's stock still bounds the user's lines for it when it is lower than its options' sum", async () => {
    const who = await member();
    const p = await product(await brand(), { colors: ['A', 'B'], optionStocks: [8, 8] });
    // A product's stock written on its own (not through setProductOptions) is still a limit.
    await ctx.db.updateTable('products').set({ stock: 10 }).where('id', '=', p).execute();
    expect((await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'A', goodsCount: 7 }] })).status).toBe(201);
    const over = await add(who, { directCart: false, idProduct: p, cartInfo: [{ color: 'B', goodsCount: 4 }] });
    expect(over.body).toMatchObject({ code: 'OUT_OF_STOCK', stock: 10, remaining: 3, message: m.outOfStock(3) });
  });

  test('GET /carts and /carts/available report ORDER_STEP and an option short of stock after a change', async () => {
    const who = await member();
    const b = await brand(0);
    const stepP = await product(b, { minOrderQty: 2, stock: 50 });
    const optionP = await product(b, { colors: ['A', 'B'], optionStocks: [10, 10] });
    const [stepLine] = (await add(who, { directCart: false, idProduct: stepP, cartInfo: [{ goodsCount: 4 }] })).body.cartIds;
    const [optionLine] = (await add(who, { directCart: false, idProduct: optionP, cartInfo: [{ color: 'A', goodsCount: 6 }] })).body.cartIds;
    // The brand now sells in pairs from 3 (3, 5, 7 …), and option A has 5 left.
    await ctx.db.updateTable('products').set({ minOrderQty: 3, orderStep: 2 }).where('id', '=', stepP).execute();
    await setProductOptions(ctx.db, optionP, [
      { color: 'A', size: '', stock: 5 },
      { color: 'B', size: '', stock: 10 },
    ]);
    const items = (await cart(who)).brands[0].items;
    expect(items.find((item) => item.id === stepLine)?.problems).toEqual(['ORDER_STEP']);
    expect(items.find((item) => item.id === optionLine)).toMatchObject({ stock: 15, problems: ['OUT_OF_STOCK'] });
    const { body } = await available(who, [stepLine, optionLine]);
    expect(body.items).toEqual([
      { id: stepLine, available: false, problems: ['ORDER_STEP'] },
      { id: optionLine, available: false, problems: ['OUT_OF_STOCK'] },
    ]);
  });
});
