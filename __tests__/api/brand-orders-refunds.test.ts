/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { setServiceClock } from '@/lib/server/clock';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * The brand centre's free refunds and sales (docs/API.md): a brand sees and
 * accepts only its part of a request (a request holding two brands' lines is
 * split, the other part stays requested), and its sales by retailer through
 * GET /orders/details/brand_purchase_history, while a retailer keeps their
 * purchase history there.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = apiMessages.brandOrders;
const PATH = '/orders/details/brand_purchase_history';

interface BrandSide {
  user: Member;
  brandId: number;
}

async function brandSide(): Promise<BrandSide> {
  const user = await member(ctx.db, { userType: 'brand' });
  const brandId = await brand(ctx.db, { deliveryFee: 3_000 });
  await ctx.db.updateTable('brands').set({ ownerUserId: user.id }).where('id', '=', brandId).execute();
  return { user, brandId };
}

async function paidOrder(who: Member, lines: number[]) {
  const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: lines, paymentMethod: 'card', address: ADDRESS } });
  expect(placed.status).toBe(201);
  const paid = await api(`/orders/${placed.body.idOrder}/payment`, { method: 'POST', token: who.token, body: { cardNumber: '4242424242424242' } });
  expect(paid.status).toBe(200);
  return paid.body;
}

async function shipAndDeliver(side: BrandSide, idOrder: number) {
  expect((await api(`/brands/orders/${idOrder}/ship`, { method: 'POST', token: side.user.token, body: { carrier: '로젠택배', trackingNo: '12345678901' } })).status).toBe(200);
  expect((await api(`/brands/orders/${idOrder}/deliver`, { method: 'POST', token: side.user.token })).status).toBe(200);
}

const accept = (side: BrandSide, id: number) => api(`/brands/refunds/${id}/accept`, { method: 'POST', token: side.user.token });

describe('free refunds on the brand\'s lines', () => {
  test('a request on two brands\' lines: each brand sees and accepts only its part; the retailer is refunded per part', async () => {
    const a = await brandSide();
    const b = await brandSide();
    const retailer = await member(ctx.db);
    const pa = await product(ctx.db, a.brandId, { wholesalePrice: 10_000 });
    const pb = await product(ctx.db, b.brandId, { wholesalePrice: 6_000 });
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, pa, 3), await cartLine(ctx.db, retailer.id, pb, 2)]);
    await shipAndDeliver(a, order.idOrder);
    await shipAndDeliver(b, order.idOrder);
    const lineOf = (productId: number) => order.brands.flatMap((group: { items: { id: number; idProduct: number }[] }) => group.items).find((item: { idProduct: number }) => item.idProduct === productId).id;
    const asked = await api('/orders/free_refunds', {
      method: 'POST',
      token: retailer.token,
      body: { idOrder: order.idOrder, reason: '판매 부진', items: [{ idItem: lineOf(pa), count: 2 }, { idItem: lineOf(pb), count: 1 }] },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.refundAmount).toBe(26_000);

    const seenByA = (await api('/brands/refunds', { token: a.user.token })).body;
    expect(seenByA.counts).toEqual({ requested: 1, refunded: 0, all: 1 });
    expect(seenByA.items).toEqual([
      expect.objectContaining({ id: asked.body.id, idOrder: order.idOrder, status: 'requested', refundAmount: 20_000, pickup: ADDRESS, reason: '판매 부진' }),
    ]);
    expect(seenByA.items[0].items).toEqual([expect.objectContaining({ idItem: lineOf(pa), count: 2, amount: 20_000 })]);
    expect(JSON.stringify(seenByA)).not.toContain('6000');
    const seenByB = (await api('/brands/refunds', { token: b.user.token })).body.items;
    expect(seenByB[0]).toMatchObject({ id: asked.body.id, refundAmount: 6_000 });

    const stranger = await brandSide();
    expect((await api('/brands/refunds?status=all', { token: stranger.user.token })).body.items).toEqual([]);
    const notTheirs = await accept(stranger, asked.body.id);
    expect([notTheirs.status, notTheirs.body.code, notTheirs.body.message]).toEqual([404, 'REFUND_NOT_FOUND', m.refundNotFound]);
    expect((await accept(stranger, 987654)).status).toBe(404);

    const acceptedByA = await accept(a, asked.body.id);
    expect(acceptedByA.status).toBe(200);
    expect(acceptedByA.body).toMatchObject({ status: 'refunded', refundAmount: 20_000 });
    expect(acceptedByA.body.id).not.toBe(asked.body.id);
    const again = await accept(a, acceptedByA.body.id);
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'REFUND_DONE', m.refundDone]);
    // A's lines are no longer part of the open request.
    expect((await accept(a, asked.body.id)).status).toBe(404);

    let mine = (await api('/orders/free_refunds', { token: retailer.token })).body.items;
    expect(mine.map((request: { status: string; refundAmount: number }) => [request.status, request.refundAmount]).sort()).toEqual([
      ['refunded', 20_000],
      ['requested', 6_000],
    ]);
    let detail = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(detail.amounts.refundedAmount).toBe(20_000);
    expect(detail.payments.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toContainEqual(['refund', 20_000]);
    expect((await api('/brands/refunds?status=refunded', { token: a.user.token })).body.items).toHaveLength(1);
    expect((await api('/brands/refunds', { token: b.user.token })).body.items[0]).toMatchObject({ id: asked.body.id, status: 'requested', refundAmount: 6_000 });

    expect((await accept(b, asked.body.id)).body).toMatchObject({ id: asked.body.id, status: 'refunded', refundAmount: 6_000 });
    mine = (await api('/orders/free_refunds', { token: retailer.token })).body.items;
    expect(mine.every((request: { status: string }) => request.status === 'refunded')).toBe(true);
    detail = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(detail.amounts.refundedAmount).toBe(26_000);
    expect(detail.brands.flatMap((group: { items: { refundedCount: number }[] }) => group.items.map((item) => item.refundedCount)).sort()).toEqual([1, 2]);
  });

  test('two brands accepting their parts of one request at once each refund exactly their own part', async () => {
    const a = await brandSide();
    const b = await brandSide();
    const retailer = await member(ctx.db);
    const pa = await product(ctx.db, a.brandId, { wholesalePrice: 10_000 });
    const pb = await product(ctx.db, b.brandId, { wholesalePrice: 4_000 });
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, pa, 1), await cartLine(ctx.db, retailer.id, pb, 1)]);
    await shipAndDeliver(a, order.idOrder);
    await shipAndDeliver(b, order.idOrder);
    const items = order.brands.flatMap((group: { items: { id: number }[] }) => group.items.map((item) => ({ idItem: item.id, count: 1 })));
    const asked = await api('/orders/free_refunds', { method: 'POST', token: retailer.token, body: { idOrder: order.idOrder, reason: '동시 승인', items } });
    const [byA, byB] = await Promise.all([accept(a, asked.body.id), accept(b, asked.body.id)]);
    expect([byA.status, byA.body.refundAmount, byB.status, byB.body.refundAmount]).toEqual([200, 10_000, 200, 4_000]);
    const detail = (await api(`/orders/${order.idOrder}`, { token: retailer.token })).body;
    expect(detail.status).toBe('refunded');
    expect(detail.amounts.refundedAmount).toBe(14_000);
    const requests = (await api('/orders/free_refunds', { token: retailer.token })).body.items;
    expect(requests.map((request: { status: string; refundAmount: number }) => [request.status, request.refundAmount]).sort()).toEqual([
      ['refunded', 10_000],
      ['refunded', 4_000],
    ]);
  });

  test('a request wholly on one brand\'s lines is refunded as it is; bad filters are Korean 400s', async () => {
    const a = await brandSide();
    const retailer = await member(ctx.db);
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 2)]);
    await shipAndDeliver(a, order.idOrder);
    const asked = await api('/orders/free_refunds', { method: 'POST', token: retailer.token, body: { idOrder: order.idOrder, reason: '불량', items: [{ idItem: order.brands[0].items[0].id, count: 2 }] } });
    const done = await accept(a, asked.body.id);
    expect(done.body).toMatchObject({ id: asked.body.id, status: 'refunded', refundAmount: 20_000 });
    expect((await api(`/orders/${order.idOrder}`, { token: retailer.token })).body.status).toBe('refunded');
    expect((await api('/brands/refunds?status=refunded', { token: a.user.token })).body.counts).toEqual({ requested: 0, refunded: 1, all: 1 });
    const bad = await api('/brands/refunds?status=rejectedd', { token: a.user.token });
    expect([bad.status, bad.body.field, bad.body.message]).toEqual([400, 'status', m.refundStatusInvalid]);
  });
});

describe('sales by retailer', () => {
  afterEach(() => setServiceClock(null));

  test('a brand user gets its sales by retailer (paid, minus cancelled and refunded) for a KST period; a retailer keeps the purchase history', async () => {
    const a = await brandSide();
    const b = await brandSide();
    const first = await member(ctx.db);
    const second = await member(ctx.db);
    const pa = await product(ctx.db, a.brandId, { wholesalePrice: 10_000 });
    const pa2 = await product(ctx.db, a.brandId, { wholesalePrice: 5_000 });
    const pb = await product(ctx.db, b.brandId, { wholesalePrice: 9_000 });

    const one = await paidOrder(first, [await cartLine(ctx.db, first.id, pa, 3), await cartLine(ctx.db, first.id, pb, 1)]);
    await paidOrder(first, [await cartLine(ctx.db, first.id, pa2, 2)]);
    const cancelled = await paidOrder(first, [await cartLine(ctx.db, first.id, pa, 4)]);
    await api(`/orders/${cancelled.idOrder}/cancel`, { method: 'POST', token: first.token, body: { reason: '취소' } });
    await paidOrder(second, [await cartLine(ctx.db, second.id, pa2, 1)]);
    // Unpaid: not a sale.
    await api('/orders', { method: 'POST', token: second.token, body: { cartIds: [await cartLine(ctx.db, second.id, pa, 9)], paymentMethod: 'bank_transfer', address: ADDRESS } });
    // One unit of the first order comes back free.
    await shipAndDeliver(a, one.idOrder);
    const lineA = one.brands.find((group: { idBrand: number }) => group.idBrand === a.brandId).items[0].id;
    const asked = await api('/orders/free_refunds', { method: 'POST', token: first.token, body: { idOrder: one.idOrder, reason: '불량', items: [{ idItem: lineA, count: 1 }] } });
    expect((await accept(a, asked.body.id)).status).toBe(200);

    const sales = await api(PATH, { token: a.user.token });
    expect(sales.status).toBe(200);
    const businessName = async (who: Member) => (await ctx.db.selectFrom('users').select('businessName').where('id', '=', who.id).executeTakeFirstOrThrow()).businessName;
    expect(sales.body.items).toEqual([
      { idRetailer: first.id, businessName: await businessName(first), orders: 2, units: 4, goodsAmount: 30_000, lastOrderedAt: expect.any(String) },
      { idRetailer: second.id, businessName: await businessName(second), orders: 1, units: 1, goodsAmount: 5_000, lastOrderedAt: expect.any(String) },
    ]);
    expect(sales.body.totals).toEqual({ retailers: 2, orders: 3, units: 5, goodsAmount: 35_000 });
    expect(sales.body.from).toMatch(/^\d{4}-\d{2}-01$/);

    const bSales = (await api(PATH, { token: b.user.token })).body;
    expect(bSales.totals).toEqual({ retailers: 1, orders: 1, units: 1, goodsAmount: 9_000 });
    expect((await api(`${PATH}?from=2001-01-01&to=2001-01-31`, { token: a.user.token })).body).toMatchObject({ from: '2001-01-01', to: '2001-01-31', items: [], totals: { goodsAmount: 0 } });
    for (const [query, message] of [
      ['?from=2026-13-01', apiMessages.orders.periodInvalid],
      ['?from=2026-03-02&to=2026-03-01', m.periodReversed],
      ['?from=2020-01-01&to=2026-01-01', m.periodTooLong],
    ] as const) {
      const bad = await api(`${PATH}${query}`, { token: a.user.token });
      expect([query, bad.status, bad.body.code, bad.body.message]).toEqual([query, 400, 'VALIDATION', message]);
    }

    // The retailer still gets their purchases from the brand.
    const history = (await api(`${PATH}?idBrand=${a.brandId}`, { token: first.token })).body;
    expect(history.items.map((entry: { idProduct: number; quantity: number }) => [entry.idProduct, entry.quantity]).sort()).toEqual([
      [pa, 2],
      [pa2, 2],
    ].sort());
    expect((await api(PATH, { token: first.token })).body).toMatchObject({ code: 'VALIDATION', field: 'idBrand' });
  });

  test('the default period is the current KST month: an order on the last evening of the previous month (UTC) counts by Korea time', async () => {
    const a = await brandSide();
    const retailer = await member(ctx.db);
    // 2026-03-31 15:30 UTC is 2026-04-01 00:30 KST.
    setServiceClock(() => new Date('2026-03-31T15:30:00.000Z'));
    const order = await paidOrder(retailer, [await cartLine(ctx.db, retailer.id, await product(ctx.db, a.brandId), 1)]);
    await ctx.db.updateTable('orders').set({ createdAt: '2026-03-31T15:30:00.000Z' }).where('id', '=', order.idOrder).execute();
    setServiceClock(() => new Date('2026-04-15T03:00:00.000Z'));
    const sales = (await api(PATH, { token: a.user.token })).body;
    expect(sales).toMatchObject({ from: '2026-04-01', to: '2026-04-15', totals: { orders: 1 } });
    const march = (await api(`${PATH}?from=2026-03-01&to=2026-03-31`, { token: a.user.token })).body;
    expect(march.totals.orders).toBe(0);
  });
});
