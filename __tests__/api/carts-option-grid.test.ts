/** @jest-environment node */
import { cartMessages } from '@/lib/cart/cart.messages';
import type { CartView } from '@/lib/cart/cart.contract';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * Several options of one product at once (issue 19, item 8; docs/DECISIONS.md
 * "Cart rules"): POST /carts takes every line of the product page's grid in one
 * call and writes all of them or none, naming the option that failed; and a
 * product whose brand lets its tiers count the total over its options is priced
 * so by GET /carts, the purchase check, the delivery call and POST /orders alike
 * (one function, lib/catalog/tierPricing.ts), while one that does not is priced
 * per line.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = cartMessages;

const add = (who: Member, cartInfo: { color?: string; size?: string; goodsCount: number }[], idProduct: number) =>
  api('/carts', { method: 'POST', token: who.token, body: { directCart: false, idProduct, cartInfo } });
const linesOf = (userId: number) =>
  ctx.db.selectFrom('cartItems').select(['color', 'size', 'goodsCount']).where('userId', '=', userId).orderBy('id').execute();
const checked = (ids: number[]) => encodeURIComponent(JSON.stringify(ids));

/** A T-shirt in 3 colours x 2 sizes, 10,000 won, 9,000 won from 10 units and 8,000 from 50. */
async function tshirt(tiersOverTotal: 0 | 1, fields: { minOrderQty?: number; orderStep?: number; optionStocks?: number[] } = {}) {
  return product(ctx.db, await brand(ctx.db, { deliveryFee: 3_000, freeDeliveryThreshold: null }), {
    colors: ['블랙', '화이트', '네이비'],
    sizes: ['M', 'L'],
    stock: 600,
    optionStocks: fields.optionStocks ?? [100, 100, 100, 100, 100, 100],
    minOrderQty: fields.minOrderQty ?? 1,
    orderStep: fields.orderStep ?? 1,
    tiersOverTotal,
    tiers: [
      { minQty: 10, price: 9_000 },
      { minQty: 50, price: 8_000 },
    ],
  });
}

describe('POST /carts with the lines of the option grid', () => {
  test('three options in one call: three lines, one answer with their ids and the cart count', async () => {
    const who = await member(ctx.db);
    const p = await tshirt(1);
    const answer = await add(who, [
      { color: '블랙', size: 'M', goodsCount: 4 },
      { color: '화이트', size: 'L', goodsCount: 4 },
      { color: '네이비', size: 'M', goodsCount: 4 },
    ], p);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ cartIds: [expect.any(Number), expect.any(Number), expect.any(Number)], cartcount: 3 });
    expect(await linesOf(who.id)).toEqual([
      { color: '블랙', size: 'M', goodsCount: 4 },
      { color: '화이트', size: 'L', goodsCount: 4 },
      { color: '네이비', size: 'M', goodsCount: 4 },
    ]);
  });

  test('all or nothing: one failing option refuses the call, names that option and its line, and writes nothing', async () => {
    const who = await member(ctx.db);
    const p = await tshirt(1, { minOrderQty: 2, orderStep: 2, optionStocks: [100, 100, 100, 3, 100, 100] });
    // Already in the cart: it must come out of a refused call unchanged.
    await add(who, [{ color: '블랙', size: 'M', goodsCount: 2 }], p);
    const before = await linesOf(who.id);

    const short = await add(who, [
      { color: '블랙', size: 'M', goodsCount: 2 },
      { color: '화이트', size: 'M', goodsCount: 4 },
      { color: '화이트', size: 'L', goodsCount: 4 },
    ], p);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'OUT_OF_STOCK', field: 'cartInfo.2.goodsCount', color: '화이트', size: 'L', remaining: 3 });
    expect(short.body.message).toBe(m.optionOutOfStock('화이트 / L', 3));

    const below = await add(who, [
      { color: '네이비', size: 'M', goodsCount: 2 },
      { color: '네이비', size: 'L', goodsCount: 1 },
    ], p);
    expect(below.status).toBe(400);
    expect(below.body).toEqual({
      code: 'BELOW_MIN_ORDER_QTY',
      message: m.forOption('네이비 / L', m.belowMinOrderQty(2)),
      field: 'cartInfo.1.goodsCount',
      minOrderQty: 2,
      color: '네이비',
      size: 'L',
    });

    const offStep = await add(who, [
      { color: '네이비', size: 'M', goodsCount: 3 },
      { color: '네이비', size: 'L', goodsCount: 2 },
    ], p);
    expect(offStep.status).toBe(400);
    expect(offStep.body).toMatchObject({ code: 'ORDER_STEP', field: 'cartInfo.0.goodsCount', color: '네이비', size: 'M' });
    expect(offStep.body.message).toBe(m.forOption('네이비 / M', m.orderStep(2, 2)));

    const unknown = await add(who, [
      { color: '네이비', size: 'M', goodsCount: 2 },
      { color: '빨강', size: 'M', goodsCount: 2 },
    ], p);
    expect(unknown.body).toEqual({ code: 'INVALID_OPTION', message: m.colorInvalid('빨강'), field: 'cartInfo.1.color' });

    expect(await linesOf(who.id)).toEqual(before);
  });
});

describe('tiers counted over the product total, or per line', () => {
  async function threeLines(tiersOverTotal: 0 | 1) {
    const who = await member(ctx.db);
    const p = await tshirt(tiersOverTotal);
    const ids = [
      await cartLine(ctx.db, who.id, p, 4, { color: '블랙', size: 'M' }),
      await cartLine(ctx.db, who.id, p, 4, { color: '화이트', size: 'L' }),
      await cartLine(ctx.db, who.id, p, 4, { color: '네이비', size: 'M' }),
    ];
    return { who, p, ids };
  }
  const order = (who: Member, cartIds: number[]) =>
    api('/orders', { method: 'POST', token: who.token, body: { paymentMethod: 'bank_transfer', address: ADDRESS, cartIds } });

  test('allowed: 3 x 4 units reach the 10-unit tier in the cart, the purchase check, delivery and the order', async () => {
    const { who, p, ids } = await threeLines(1);
    expect((await api(`/products/${p}`, { token: who.token })).body).toMatchObject({ tiersOverTotal: true });

    const cart = (await api<CartView>('/carts', { token: who.token })).body;
    const items = cart.brands[0].items;
    expect(items.map((item) => [item.unitPrice, item.lineTotal])).toEqual([
      [9_000, 36_000],
      [9_000, 36_000],
      [9_000, 36_000],
    ]);
    expect(items[0]).toMatchObject({ baseUnitPrice: 10_000, tiersOverTotal: true, tiers: [{ minQty: 10, price: 9_000 }, { minQty: 50, price: 8_000 }] });
    // The summary adds up: the lines' totals are the subtotal and the cart's total.
    expect([cart.brands[0].subtotal, cart.totalAmount]).toEqual([108_000, 108_000]);

    const check = (await api(`/carts/available?checkedIds=${checked(ids)}`, { token: who.token })).body;
    expect(check).toMatchObject({ available: true, totalAmount: 108_000 });
    const delivery = (await api(`/carts/delivery?checkedIds=${checked(ids)}`, { token: who.token })).body;
    expect(delivery.brands[0]).toMatchObject({ subtotal: 108_000, deliveryFee: 3_000 });

    const placed = await order(who, ids);
    expect(placed.status).toBe(201);
    expect(placed.body.amounts).toMatchObject({ goodsAmount: 108_000, deliveryFee: 3_000, totalAmount: 111_000 });
    const stored = await ctx.db.selectFrom('orderItems').select(['unitPrice', 'count', 'lineTotal']).where('orderId', '=', placed.body.idOrder).execute();
    expect(stored).toEqual([
      { unitPrice: 9_000, count: 4, lineTotal: 36_000 },
      { unitPrice: 9_000, count: 4, lineTotal: 36_000 },
      { unitPrice: 9_000, count: 4, lineTotal: 36_000 },
    ]);
  });

  test('allowed, but only the ordered lines count: two of the three (8 units) stay at the base price', async () => {
    const { who, ids } = await threeLines(1);
    const two = ids.slice(0, 2);
    expect((await api(`/carts/available?checkedIds=${checked(two)}`, { token: who.token })).body.totalAmount).toBe(80_000);
    expect((await api(`/carts/delivery?checkedIds=${checked(two)}`, { token: who.token })).body.brands[0].subtotal).toBe(80_000);
    const placed = await order(who, two);
    expect(placed.body.amounts).toMatchObject({ goodsAmount: 80_000 });
  });

  test('not allowed: each line of 4 is priced on its own, at the base price, everywhere', async () => {
    const { who, p, ids } = await threeLines(0);
    expect((await api(`/products/${p}`, { token: who.token })).body).toMatchObject({ tiersOverTotal: false });
    const cart = (await api<CartView>('/carts', { token: who.token })).body;
    expect(cart.brands[0].items.map((item) => item.unitPrice)).toEqual([10_000, 10_000, 10_000]);
    expect(cart.totalAmount).toBe(120_000);
    expect((await api(`/carts/available?checkedIds=${checked(ids)}`, { token: who.token })).body.totalAmount).toBe(120_000);
    const placed = await order(who, ids);
    expect(placed.body.amounts).toMatchObject({ goodsAmount: 120_000, totalAmount: 123_000 });
  });

  test('changing a line re-prices it with the product total: PUT answers the line at the tier the total reaches', async () => {
    const { who, ids } = await threeLines(1);
    const changed = await api(`/carts/item/${ids[0]}`, { method: 'PUT', token: who.token, body: { goodsCount: 42 } });
    expect(changed.status).toBe(200);
    // 42 + 4 + 4 = 50 units: the second tier.
    expect(changed.body.item).toMatchObject({ goodsCount: 42, unitPrice: 8_000, lineTotal: 336_000 });
  });
});
