/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { REFERRAL_REWARD } from '@/lib/orders/server/lifecycle';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * The brand centre's orders (docs/API.md, docs/DECISIONS.md "Brand centre"):
 * a brand lists and reads only its own group of paid orders, ships it with a
 * carrier and tracking number and marks it delivered; every other brand's
 * order is 404, retailers are 403, visitors 401; repeated or out-of-order
 * transitions are a Korean 409; delivery starts the retailer's free-refund
 * window and the referral reward.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = apiMessages.brandOrders;

interface BrandSide {
  user: Member;
  brandId: number;
}

async function brandSide(terms: Parameters<typeof brand>[1] = {}): Promise<BrandSide> {
  const user = await member(ctx.db, { userType: 'brand' });
  const brandId = await brand(ctx.db, terms);
  await ctx.db.updateTable('brands').set({ ownerUserId: user.id }).where('id', '=', brandId).execute();
  return { user, brandId };
}

async function placeOrder(who: Member, lines: number[], paymentMethod: 'card' | 'bank_transfer' = 'card') {
  const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: lines, paymentMethod, address: ADDRESS, deliveryNote: '경비실에 맡겨 주세요.' } });
  expect(placed.status).toBe(201);
  return placed.body;
}

async function paidOrder(who: Member, lines: number[]) {
  const placed = await placeOrder(who, lines);
  const paid = await api(`/orders/${placed.idOrder}/payment`, { method: 'POST', token: who.token, body: { cardNumber: '4242424242424242' } });
  expect(paid.status).toBe(200);
  return paid.body;
}

const ship = (side: BrandSide, idOrder: number, body: Record<string, unknown> = { carrier: 'CJ대한통운', trackingNo: '6400-0000-0001' }) =>
  api(`/brands/orders/${idOrder}/ship`, { method: 'POST', token: side.user.token, body });
const deliver = (side: BrandSide, idOrder: number) => api(`/brands/orders/${idOrder}/deliver`, { method: 'POST', token: side.user.token });

describe('who may call', () => {
  test('visitors get 401, retailers 403 BRAND_ONLY on every brand order endpoint', async () => {
    const retailer = await member(ctx.db);
    for (const [path, method] of [
      ['/brands/orders', 'GET'],
      ['/brands/orders/1', 'GET'],
      ['/brands/orders/1/ship', 'POST'],
      ['/brands/orders/1/deliver', 'POST'],
      ['/brands/refunds', 'GET'],
      ['/brands/refunds/1/accept', 'POST'],
    ] as const) {
      const body = path.endsWith('/ship') ? { carrier: 'CJ대한통운', trackingNo: '123456789012' } : undefined;
      const anonymous = await api(path, { method, body });
      expect([path, anonymous.status]).toEqual([path, 401]);
      const asRetailer = await api(path, { method, body, token: retailer.token });
      expect([path, asRetailer.status, asRetailer.body.code, asRetailer.body.message]).toEqual([path, 403, 'BRAND_ONLY', apiMessages.brandOnly]);
    }
  });
});

describe('a brand\'s incoming orders', () => {
  test('list and detail hold only the brand\'s own lines; unpaid orders are hidden; another brand\'s order is 404', async () => {
    const a = await brandSide({ deliveryFee: 3_000 });
    const b = await brandSide({ deliveryFee: 2_500 });
    const retailer = await member(ctx.db);
    const pa = await product(ctx.db, a.brandId, { wholesalePrice: 12_000 });
    const pb = await product(ctx.db, b.brandId, { wholesalePrice: 7_000 });
    const mixed = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, pa, 2), await cartLine(ctx.db, retailer.id, pb, 3)]);
    const unpaid = await placeOrder(retailer, [await cartLine(ctx.db, retailer.id, pa, 1)], 'bank_transfer');

    const list = await api('/brands/orders', { token: a.user.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, totalPages: 1, counts: { preparing: 1, shipping: 0, delivered: 0, all: 1 } });
    const [group] = list.body.items;
    expect(group).toMatchObject({
      idOrder: mixed.idOrder,
      status: 'preparing',
      retailer: { businessName: expect.stringMatching(/^주문 상점/) },
      goodsAmount: 24_000,
      deliveryFee: 3_000,
      carrier: null,
      shippable: true,
      deliverable: false,
    });
    expect(group.items).toEqual([expect.objectContaining({ idProduct: pa, count: 2, unitPrice: 12_000, lineTotal: 24_000 })]);
    expect(JSON.stringify(list.body)).not.toContain(String(7_000 * 3));
    expect(list.body.items.map((item: { idOrder: number }) => item.idOrder)).not.toContain(unpaid.idOrder);

    const detail = await api(`/brands/orders/${mixed.idOrder}`, { token: a.user.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ address: ADDRESS, deliveryNote: '경비실에 맡겨 주세요.', paymentMethod: 'card', orderer: { phone: expect.any(String) } });
    expect(detail.body.items).toHaveLength(1);
    expect(detail.body.history.map((entry: { status: string }) => entry.status)).toEqual(expect.arrayContaining(['paid', 'preparing']));

    const other = await brandSide();
    for (const path of [`/brands/orders/${mixed.idOrder}`, `/brands/orders/${unpaid.idOrder}`, '/brands/orders/987654']) {
      const answer = await api(path, { token: other.user.token });
      expect([path, answer.status, answer.body.code, answer.body.message]).toEqual([path, 404, 'ORDER_NOT_FOUND', m.orderNotFound]);
    }
    expect((await api(`/brands/orders/${unpaid.idOrder}`, { token: a.user.token })).status).toBe(404);
    expect((await api('/brands/orders?status=all', { token: other.user.token })).body).toMatchObject({ total: 0, items: [] });
    expect((await api('/brands/orders/abc', { token: a.user.token })).status).toBe(400);
  });

  test('tabs, keyword and period filter the list; bad values are Korean 400s', async () => {
    const a = await brandSide();
    const retailer = await member(ctx.db);
    const p = await product(ctx.db, a.brandId, { name: '라벤더 향초 세트' });
    const first = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, p, 1)]);
    const second = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, p, 2)]);
    expect((await ship(a, first.idOrder)).status).toBe(200);

    const tab = async (query: string) => (await api(`/brands/orders?${query}`, { token: a.user.token })).body;
    expect((await tab('')).items.map((item: { idOrder: number }) => item.idOrder)).toEqual([second.idOrder]);
    expect((await tab('status=shipping')).items.map((item: { idOrder: number }) => item.idOrder)).toEqual([first.idOrder]);
    expect((await tab('status=all')).counts).toEqual({ preparing: 1, shipping: 1, delivered: 0, all: 2 });
    expect((await tab('status=all&keyword=라벤더')).total).toBe(2);
    expect((await tab('status=all&keyword=없는상품')).total).toBe(0);
    expect((await tab('status=all&keyword=100%25')).total).toBe(0);
    expect((await tab(`status=all&keyword=${first.idOrder}`)).items.map((item: { idOrder: number }) => item.idOrder)).toContain(first.idOrder);
    expect((await tab(`status=all&keyword=${encodeURIComponent('주문 상점')}`)).total).toBe(2);
    expect((await tab('status=all&from=2001-01-01&to=2001-01-31')).total).toBe(0);

    for (const [query, field, message] of [
      ['status=cancelled', 'status', m.tabInvalid],
      ['from=2026-02-30', 'from', apiMessages.orders.periodInvalid],
      ['from=2026-03-02&to=2026-03-01', 'from', m.periodReversed],
      [`keyword=${'가'.repeat(51)}`, 'keyword', m.keywordTooLong],
    ] as const) {
      const answer = await api(`/brands/orders?${query}`, { token: a.user.token });
      expect([query, answer.status, answer.body.field, answer.body.message]).toEqual([query, 400, field, message]);
    }
  });
});

describe('shipping and delivery', () => {
  test('ship -> deliver with the carrier and tracking number; repeats and skipped steps are Korean 409s; the retailer sees each step', async () => {
    const a = await brandSide();
    const retailer = await member(ctx.db);
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 3)]);

    const early = await deliver(a, order.idOrder);
    expect([early.status, early.body.code, early.body.message]).toEqual([409, 'NOT_SHIPPED', m.notShipped]);

    const shipped = await ship(a, order.idOrder);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipping', carrier: 'CJ대한통운', trackingNo: '640000000001', shippable: false, deliverable: true });
    expect(shipped.body.shippedAt).toEqual(expect.any(String));
    const seen = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(seen.status).toBe('shipping');
    expect(seen.brands[0]).toMatchObject({ carrier: 'CJ대한통운', trackingNo: '640000000001' });
    expect(seen.brands[0].items[0].refundableUntil).toBeNull();

    const again = await ship(a, order.idOrder, { carrier: '한진택배', trackingNo: '1234567890' });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'ALREADY_SHIPPED', m.alreadyShipped]);

    const delivered = await deliver(a, order.idOrder);
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', deliverable: false });
    const after = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(after.status).toBe('delivered');
    expect(after.brands[0].items[0].refundableUntil).toEqual(expect.any(String));
    expect(after.brands[0].items[0].refundableCount).toBe(3);
    const twice = await deliver(a, order.idOrder);
    expect([twice.status, twice.body.code, twice.body.message]).toEqual([409, 'ALREADY_DELIVERED', m.alreadyDelivered]);
    const lateShip = await ship(a, order.idOrder);
    expect([lateShip.status, lateShip.body.code]).toEqual([409, 'ALREADY_SHIPPED']);

    // Now refundable: the retailer asks for a free refund.
    const refund = await api('/orders/free_refunds', {
      method: 'POST',
      token: retailer.token,
      body: { idOrder: order.idOrder, reason: '판매 부진', items: [{ idItem: after.brands[0].items[0].id, count: 1 }] },
    });
    expect(refund.status).toBe(201);
  });

  test('another brand can neither ship nor deliver the order (404); a cancelled group has nothing to ship (409)', async () => {
    const a = await brandSide();
    const b = await brandSide();
    const retailer = await member(ctx.db);
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 1)]);
    expect((await ship(b, order.idOrder)).body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await deliver(b, order.idOrder)).status).toBe(404);
    expect((await api(`/brands/orders/${order.idOrder}`, { token: a.user.token })).body.status).toBe('preparing');

    await api(`/orders/${order.idOrder}/cancel`, { method: 'POST', token: retailer.token, body: { reason: '단순 변심' } });
    const cancelled = await ship(a, order.idOrder);
    expect([cancelled.status, cancelled.body.code, cancelled.body.message]).toEqual([409, 'NOTHING_TO_SHIP', m.nothingToShip]);
    const all = (await api('/brands/orders?status=all', { token: a.user.token })).body;
    expect(all.items[0]).toMatchObject({ idOrder: order.idOrder, status: 'cancelled', shippable: false });
    expect(all.counts.preparing).toBe(0);
  });

  test('in an order of two brands, brand A ships and delivers only its group; the order stays 상품준비중 until brand B ships', async () => {
    const a = await brandSide();
    const b = await brandSide();
    const retailer = await member(ctx.db);
    const order = await paidOrder(retailer, [
      await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 1),
      await cartLine(ctx.db, retailer.id, await product(ctx.db, b.brandId), 1),
    ]);
    expect((await ship(a, order.idOrder)).status).toBe(200);
    let seen = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    const groupOf = (detail: typeof seen, brandId: number) => detail.brands.find((group: { idBrand: number }) => group.idBrand === brandId);
    expect(seen.status).toBe('preparing');
    expect(groupOf(seen, a.brandId)).toMatchObject({ carrier: 'CJ대한통운', items: [expect.objectContaining({ status: 'shipping' })] });
    expect(groupOf(seen, b.brandId)).toMatchObject({ carrier: null, items: [expect.objectContaining({ status: 'preparing' })] });
    expect((await api(`/brands/orders/${order.idOrder}`, { token: b.user.token })).body).toMatchObject({ status: 'preparing', shippable: true, carrier: null });

    expect((await deliver(a, order.idOrder)).status).toBe(200);
    expect((await ship(b, order.idOrder, { carrier: '우체국택배', trackingNo: '1234567890123' })).status).toBe(200);
    seen = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(seen.status).toBe('shipping');
    expect(groupOf(seen, a.brandId).items[0].status).toBe('delivered');
    expect(groupOf(seen, b.brandId)).toMatchObject({ carrier: '우체국택배', trackingNo: '1234567890123' });
  });

  test('the carrier comes from the list and the tracking number is 9-14 digits (per carrier where it has a fixed length)', async () => {
    const a = await brandSide();
    const retailer = await member(ctx.db);
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 1)]);
    const t = brandOrderMessages.tracking;
    for (const [body, field, message] of [
      [{ trackingNo: '123456789012' }, 'carrier', t.carrierRequired],
      [{ carrier: 'FedEx', trackingNo: '123456789012' }, 'carrier', m.carrierInvalid],
      [{ carrier: '한진택배' }, 'trackingNo', t.problem('required', '', null)],
      [{ carrier: '한진택배', trackingNo: '' }, 'trackingNo', t.problem('required', '', null)],
      [{ carrier: '한진택배', trackingNo: '12345abc90' }, 'trackingNo', t.problem('digits', '', null)],
      [{ carrier: '경동택배', trackingNo: '12345678' }, 'trackingNo', t.problem('length', '', null)],
      [{ carrier: '경동택배', trackingNo: '123456789012345' }, 'trackingNo', t.problem('length', '', null)],
      [{ carrier: '우체국택배', trackingNo: '123456789012' }, 'trackingNo', t.problem('carrierLength', '우체국택배', [13])],
      [{ carrier: 'CJ대한통운', trackingNo: '12345678901' }, 'trackingNo', t.problem('carrierLength', 'CJ대한통운', [10, 12])],
    ] as const) {
      const answer = await ship(a, order.idOrder, body);
      expect([JSON.stringify(body), answer.status, answer.body.code, answer.body.field, answer.body.message]).toEqual([JSON.stringify(body), 400, 'VALIDATION', field, message]);
    }
    expect((await api(`/brands/orders/${order.idOrder}`, { token: a.user.token })).body.status).toBe('preparing');
    const fine = await ship(a, order.idOrder, { carrier: '경동택배', trackingNo: ' 123-456-789 ' });
    expect(fine.body).toMatchObject({ status: 'shipping', trackingNo: '123456789' });
  });

  test('delivering a referred retailer\'s first order credits the inviter once', async () => {
    const a = await brandSide();
    const inviter = await member(ctx.db);
    const invited = await member(ctx.db, { referredBy: inviter.id, registrationNo: '2208162517' });
    const order = await paidOrder(invited, [await cartLine(ctx.db, invited.id, await product(ctx.db, a.brandId), 1)]);
    await ship(a, order.idOrder);
    expect((await api('/users/referral', { token: inviter.token })).body.creditBalance).toBe(0);
    expect((await deliver(a, order.idOrder)).status).toBe(200);
    expect((await api('/users/referral', { token: inviter.token })).body.creditBalance).toBe(REFERRAL_REWARD);
  });
});
