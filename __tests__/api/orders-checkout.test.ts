/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { expireUnpaidOrders } from '@/lib/orders/server/lifecycle';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * POST /orders and what it prices (docs/API.md, docs/DECISIONS.md "Orders
 * and payment"): quantity tiers, delivery fees per brand group, brand minimum
 * order amounts, minimum quantity, tampered totals, idempotent submits, card
 * and bank-transfer states, and that a refused order writes nothing.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = apiMessages.orders;

const order = (who: Member, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('/orders', { method: 'POST', token: who.token, body: { paymentMethod: 'card', address: ADDRESS, ...body }, headers });
const stockOf = async (productId: number) =>
  (await ctx.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
const ordersOf = (userId: number) => ctx.db.selectFrom('orders').selectAll().where('userId', '=', userId).execute();
const cartOf = (userId: number) => ctx.db.selectFrom('cartItems').select('id').where('userId', '=', userId).execute();

describe('who may order', () => {
  test('401 without a session, 403 for brand users and uncertified retailers', async () => {
    expect((await api('/orders', { method: 'POST', body: {} })).status).toBe(401);
    const brandUser = await member(ctx.db, { userType: 'brand' });
    const pending = await member(ctx.db, { userGroups: 'inValid' });
    expect((await order(brandUser, { cartIds: [1] })).body.code).toBe('BRAND_CANNOT_BUY');
    expect((await order(pending, { cartIds: [1] })).body.code).toBe('NOT_CERTIFIED');
  });

  test('bad input is a Korean 400 naming the field', async () => {
    const who = await member(ctx.db);
    for (const [body, field] of [
      [{ cartIds: [] }, 'cartIds'],
      [{ cartIds: [1], paymentMethod: 'cash' }, 'paymentMethod'],
      [{ cartIds: [1], address: { ...ADDRESS, phone: '12345' } }, 'address.phone'],
      [{ cartIds: [1], address: { ...ADDRESS, postcode: '1234' } }, 'address.postcode'],
      [{ cartIds: [1], useCredit: -5 }, 'useCredit'],
    ] as const) {
      const answer = await order(who, body);
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'VALIDATION', field]);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const line = await cartLine(ctx.db, who.id, await product(ctx.db, await brand(ctx.db)), 1);
    const noAddress = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: [line], paymentMethod: 'card' } });
    expect([noAddress.status, noAddress.body.message]).toEqual([400, m.addressMissing]);
    const badKey = await order(who, { cartIds: [line] }, { 'Idempotency-Key': 'no' });
    expect([badKey.status, badKey.body.message]).toEqual([400, m.idempotencyKeyInvalid]);
  });
});

describe('prices, tiers and delivery fees', () => {
  test('the cart and the order charge quantity tiers; each brand group pays its delivery fee unless free', async () => {
    const who = await member(ctx.db);
    const paid = await brand(ctx.db, { deliveryFee: 3_000, freeDeliveryThreshold: 100_000 });
    const free = await brand(ctx.db, { deliveryFee: 2_500, freeDeliveryThreshold: 50_000 });
    const never = await brand(ctx.db, { deliveryFee: 4_000, freeDeliveryThreshold: null });
    const tiered = await product(ctx.db, paid, { tiers: [{ minQty: 10, price: 9_000 }, { minQty: 50, price: 8_000 }] });
    const lines = [
      await cartLine(ctx.db, who.id, tiered, 10),
      await cartLine(ctx.db, who.id, await product(ctx.db, free, { wholesalePrice: 6_000 }), 10),
      await cartLine(ctx.db, who.id, await product(ctx.db, never, { wholesalePrice: 100_000 }), 2),
    ];

    const cart = (await api('/carts', { token: who.token })).body;
    const group = (id: number) => cart.brands.find((entry: { idBrand: number }) => entry.idBrand === id);
    expect(group(paid).items[0]).toMatchObject({ goodsCount: 10, baseUnitPrice: 10_000, unitPrice: 9_000, lineTotal: 90_000 });
    expect([group(paid).deliveryFee, group(free).deliveryFee, group(never).deliveryFee]).toEqual([3_000, 0, 4_000]);
    expect(cart.totalDeliveryFee).toBe(7_000);

    const delivery = (await api(`/carts/delivery?checkedIds=${encodeURIComponent(JSON.stringify([lines[0]]))}`, { token: who.token })).body;
    expect(delivery).toEqual({
      brands: [{ idBrand: paid, brandName: expect.any(String), subtotal: 90_000, deliveryFee: 3_000, freeDeliveryThreshold: 100_000, remainingForFree: 10_000 }],
      totalDeliveryFee: 3_000,
    });

    const placed = await order(who, { cartIds: lines, paymentMethod: 'bank_transfer' });
    expect(placed.status).toBe(201);
    expect(placed.body.amounts).toMatchObject({ goodsAmount: 90_000 + 60_000 + 200_000, deliveryFee: 7_000, creditUsed: 0, totalAmount: 357_000 });
    const line = placed.body.brands.find((entry: { idBrand: number }) => entry.idBrand === paid).items[0];
    expect(line).toMatchObject({ baseUnitPrice: 10_000, unitPrice: 9_000, count: 10, lineTotal: 90_000, status: 'awaiting_deposit' });
    // Prices include VAT: the tax invoice's split is each line's and each delivery fee's 1/11 (won below one dropped).
    // Lines 90,000 / 60,000 / 200,000 -> 8,181 + 5,454 + 18,181; fees 3,000 / 4,000 -> 272 + 363.
    expect(placed.body.tax).toEqual({ supplyAmount: 357_000 - 32_451, vatAmount: 32_451 });
    const stored = await ctx.db.selectFrom('orderItems').select(['lineTotal', 'supplyAmount', 'vatAmount']).where('orderId', '=', placed.body.idOrder).orderBy('lineTotal').execute();
    expect(stored).toEqual([
      { lineTotal: 60_000, supplyAmount: 54_546, vatAmount: 5_454 },
      { lineTotal: 90_000, supplyAmount: 81_819, vatAmount: 8_181 },
      { lineTotal: 200_000, supplyAmount: 181_819, vatAmount: 18_181 },
    ]);

    // 50 units reach the second tier.
    const more = await cartLine(ctx.db, who.id, tiered, 50);
    const second = await order(who, { cartIds: [more], paymentMethod: 'bank_transfer' });
    expect(second.body.amounts).toMatchObject({ goodsAmount: 400_000, deliveryFee: 0, totalAmount: 400_000 });
  });

  test('a brand below its minimum order amount is refused and nothing is written', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db, { minimumOrderAmount: 50_000, name: '최소금액 브랜드' });
    const p = await product(ctx.db, b);
    const line = await cartLine(ctx.db, who.id, p, 2);
    const answer = await order(who, { cartIds: [line] });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'BRAND_MINIMUM_NOT_MET', idBrand: b, shortfall: 30_000 });
    expect(answer.body.message).toBe(m.brandMinimum('최소금액 브랜드', 30_000));
    expect(await stockOf(p)).toBe(100);
    expect(await ordersOf(who.id)).toHaveLength(0);
    expect(await cartOf(who.id)).toHaveLength(1);
  });

  test('minimum quantity, order step and stock are checked again at checkout', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const min = await cartLine(ctx.db, who.id, await product(ctx.db, b, { minOrderQty: 5 }), 3);
    expect((await order(who, { cartIds: [min] })).body).toMatchObject({ code: 'BELOW_MIN_ORDER_QTY', idCart: min });
    const step = await cartLine(ctx.db, who.id, await product(ctx.db, b, { minOrderQty: 6, orderStep: 6 }), 8);
    expect((await order(who, { cartIds: [step] })).status).toBe(400);
    const short = await cartLine(ctx.db, who.id, await product(ctx.db, b, { stock: 3 }), 4);
    const answer = await order(who, { cartIds: [short] });
    expect([answer.status, answer.body.code]).toEqual([409, 'OUT_OF_STOCK']);
    const other = await member(ctx.db);
    expect((await order(other, { cartIds: [short] })).body.code).toBe('CART_CHANGED');
  });

  test('a tampered or stale total is refused with 409; the right one is accepted', async () => {
    const who = await member(ctx.db);
    const p = await product(ctx.db, await brand(ctx.db, { deliveryFee: 3_000 }));
    const line = await cartLine(ctx.db, who.id, p, 2);
    const tampered = await order(who, { cartIds: [line], expectedTotal: 100 });
    expect(tampered.status).toBe(409);
    expect(tampered.body).toEqual({
      code: 'AMOUNT_MISMATCH',
      message: m.amountMismatch(100, 23_000),
      field: 'expectedTotal',
      expectedTotal: 100,
      totalAmount: 23_000,
    });
    expect(await stockOf(p)).toBe(100);
    const ok = await order(who, { cartIds: [line], expectedTotal: 23_000 });
    expect([ok.status, ok.body.amounts.totalAmount]).toEqual([201, 23_000]);
    expect(await stockOf(p)).toBe(98);
    expect(await cartOf(who.id)).toHaveLength(0);
  });
});

describe('a repeated submit never makes a second order', () => {
  test('the same Idempotency-Key, or the same cart lines again, answer the same order', async () => {
    const who = await member(ctx.db);
    const p = await product(ctx.db, await brand(ctx.db));
    const line = await cartLine(ctx.db, who.id, p, 2);
    const key = 'checkout-0001-abcdef';
    const [first, second] = await Promise.all([
      order(who, { cartIds: [line] }, { 'Idempotency-Key': key }),
      order(who, { cartIds: [line] }, { 'Idempotency-Key': key }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.idOrder).toBe(first.body.idOrder);
    expect([first.body.replayed, second.body.replayed].sort()).toEqual([false, true]);
    const again = await order(who, { cartIds: [line] });
    expect([again.body.idOrder, again.body.replayed]).toEqual([first.body.idOrder, true]);
    expect(await ordersOf(who.id)).toHaveLength(1);
    expect(await stockOf(p)).toBe(98);

    const otherLine = await cartLine(ctx.db, who.id, p, 1);
    const reused = await order(who, { cartIds: [otherLine] }, { 'Idempotency-Key': key });
    expect([reused.status, reused.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('payment', () => {
  test('a card order waits for payment; the demo card is approved once, idempotently; a declined card changes nothing', async () => {
    const who = await member(ctx.db);
    const line = await cartLine(ctx.db, who.id, await product(ctx.db, await brand(ctx.db)), 3);
    const placed = await order(who, { cartIds: [line], taxInvoice: true, deliveryNote: '문 앞에 놓아 주세요', orderer: { name: '홍길동' } });
    expect(placed.body).toMatchObject({ status: 'pending_payment', paymentMethod: 'card', deposit: null, deliveryNote: '문 앞에 놓아 주세요' });
    expect(placed.body.taxInvoice).toMatchObject({ requested: true, registrationNo: '1208147521' });
    expect(placed.body.orderer.name).toBe('홍길동');
    const id = placed.body.idOrder;
    const pay = (cardNumber: string) => api(`/orders/${id}/payment`, { method: 'POST', token: who.token, body: { cardNumber } });

    expect((await pay('1234')).body).toMatchObject({ code: 'VALIDATION', field: 'cardNumber', message: m.cardInvalid });
    expect((await pay('4111 1111 1111 1112')).status).toBe(400); // fails Luhn
    expect((await pay('4000-0000-0000-0002')).body).toMatchObject({ code: 'PAYMENT_DECLINED', message: m.paymentDeclined });
    const ok = await pay('4111-1111-1111-1111');
    expect([ok.status, ok.body.status]).toEqual([200, 'preparing']);
    expect(ok.body.paidAt).not.toBeNull();
    const again = await pay('4111-1111-1111-1111');
    expect([again.status, again.body.status]).toEqual([200, 'preparing']);
    const payments = await ctx.db.selectFrom('payments').selectAll().where('orderId', '=', id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'demo', amount: 33_000, status: 'paid' });
    expect(ok.body.history.map((entry: { status: string }) => entry.status)).toEqual(['pending_payment', 'paid', 'preparing']);

    const stranger = await member(ctx.db);
    expect((await api(`/orders/${id}/payment`, { method: 'POST', token: stranger.token, body: { cardNumber: '4111111111111111' } })).status).toBe(404);
  });

  test('a bank transfer waits for the deposit until 23:59:59 KST three days on; past it the order lapses and its stock returns', async () => {
    const who = await member(ctx.db);
    const p = await product(ctx.db, await brand(ctx.db));
    const line = await cartLine(ctx.db, who.id, p, 5);
    const placed = await order(who, { cartIds: [line], paymentMethod: 'bank_transfer' });
    expect(placed.body.status).toBe('awaiting_deposit');
    const deadline = placed.body.deposit.deadline as string;
    expect(placed.body.deposit).toMatchObject({ bank: expect.any(String), account: expect.any(String), amount: 53_000 });
    expect(deadline).toMatch(/T14:59:59\.999Z$/);
    const days = (Date.parse(deadline) - Date.parse(placed.body.createdAt)) / 86_400_000;
    expect(days).toBeGreaterThan(3);
    expect(days).toBeLessThanOrEqual(4);
    expect(await stockOf(p)).toBe(95);

    // Other tests' unpaid orders lapse too; this one exactly after its deadline, and only once.
    expect(await expireUnpaidOrders(ctx.db, new Date(Date.parse(deadline) - 1))).not.toContain(placed.body.idOrder);
    expect(await expireUnpaidOrders(ctx.db, new Date(Date.parse(deadline) + 1))).toContain(placed.body.idOrder);
    expect(await expireUnpaidOrders(ctx.db, new Date(Date.parse(deadline) + 2))).toEqual([]);
    expect(await stockOf(p)).toBe(100);
    const after = (await api(`/orders/${placed.body.idOrder}`, { token: who.token })).body;
    expect(after.status).toBe('cancelled');
    expect(after.history.map((entry: { status: string }) => entry.status)).toContain('expired');
  });
});
