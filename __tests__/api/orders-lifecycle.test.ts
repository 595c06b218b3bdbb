/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { completeFreeRefund } from '@/lib/orders/server/freeRefunds';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { confirmDeposit, deliverBrandGroup, shipBrandGroup, REFERRAL_REWARD } from '@/lib/orders/server/lifecycle';
import { setServiceClock } from '@/lib/server/clock';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * After checkout (docs/API.md, docs/DECISIONS.md "Orders and payment"): order
 * reads and their 404 for other retailers, cancellation by status (whole,
 * lines, dry run, refund and credit), the 60-day free refund with its KST day
 * boundary, the referral reward credited once, and saved addresses.
 */

const ctx = withApi({ seed: { products: 4, brands: 1 } });
const { api } = ctx;
const m = apiMessages.orders;

async function placeOrder(who: Member, lines: number[], body: Record<string, unknown> = {}) {
  const answer = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: lines, paymentMethod: 'card', address: ADDRESS, ...body } });
  expect(answer.status).toBe(201);
  return answer.body;
}
async function paidOrder(who: Member, lines: number[], body: Record<string, unknown> = {}) {
  const placed = await placeOrder(who, lines, body);
  if (placed.status === 'pending_payment') {
    const paid = await api(`/orders/${placed.idOrder}/payment`, { method: 'POST', token: who.token, body: { cardNumber: '4242424242424242' } });
    expect(paid.status).toBe(200);
    return paid.body;
  }
  return placed;
}
const cancel = (who: Member, id: number, body: Record<string, unknown>) => api(`/orders/${id}/cancel`, { method: 'POST', token: who.token, body: { reason: '단순 변심', ...body } });
const stockOf = async (productId: number) => (await ctx.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;
const giveCredit = (userId: number, amount: number) =>
  ctx.db.insertInto('creditLedger').values({ userId, amount, kind: 'referral_reward', orderId: null, referredUserId: null, createdAt: new Date().toISOString() }).execute();
const balance = async (who: Member) => (await api('/users/referral', { token: who.token })).body.creditBalance as number;

describe('reading orders', () => {
  test('GET /orders lists the caller\'s orders with a status filter and a KST period; another retailer\'s order is 404', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const card = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 1)]);
    const bank = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 2), await cartLine(ctx.db, who.id, await product(ctx.db, b), 1)], { paymentMethod: 'bank_transfer' });
    const all = (await api('/orders', { token: who.token })).body;
    expect(all).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(all.items.map((item: { idOrder: number }) => item.idOrder)).toEqual([bank.idOrder, card.idOrder]);
    expect(all.items[0].title).toMatch(/외 1건$/);
    const waiting = (await api('/orders?status=awaiting_deposit', { token: who.token })).body;
    expect(waiting.items.map((item: { idOrder: number }) => item.idOrder)).toEqual([bank.idOrder]);
    expect((await api('/orders?from=2001-01-01&to=2001-12-31', { token: who.token })).body.total).toBe(0);
    expect((await api('/orders?status=unknown', { token: who.token })).body).toMatchObject({ code: 'VALIDATION', field: 'status', message: m.statusInvalid });
    expect((await api('/orders?from=2026-02-30', { token: who.token })).status).toBe(400);

    const detail = await api(`/orders/${card.idOrder}`, { token: who.token });
    expect(detail.status).toBe(200);
    expect(detail.body.address).toEqual(ADDRESS);
    const stranger = await member(ctx.db);
    for (const [path, method, body] of [
      [`/orders/${card.idOrder}`, 'GET', undefined],
      [`/orders/${card.idOrder}/cancel`, 'POST', { reason: '남의 주문' }],
      [`/orders/${card.idOrder}/payment`, 'POST', { cardNumber: '4242424242424242' }],
      ['/orders/987654', 'GET', undefined],
    ] as const) {
      const answer = await api(path, { method, token: stranger.token, body });
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'ORDER_NOT_FOUND']);
    }
    expect((await api('/orders', { token: stranger.token })).body.total).toBe(0);
    expect((await api('/orders/abc', { token: who.token })).status).toBe(400);
  });
});

describe('cancellation', () => {
  test('before shipping: a dry run changes nothing, then the whole paid card order is refunded and its stock released', async () => {
    const who = await member(ctx.db);
    const p = await product(ctx.db, await brand(ctx.db));
    const order = await paidOrder(who, [await cartLine(ctx.db, who.id, p, 4)]);
    expect(order.status).toBe('preparing');
    expect(await stockOf(p)).toBe(96);
    const preview = await cancel(who, order.idOrder, { dryRun: true });
    expect(preview.body).toMatchObject({ dryRun: true, cancelledAmount: 43_000, refundAmount: 43_000, creditReturned: 0, status: 'preparing' });
    expect(await stockOf(p)).toBe(96);
    const done = await cancel(who, order.idOrder, {});
    expect(done.body).toMatchObject({ dryRun: false, cancelledAmount: 43_000, refundAmount: 43_000, status: 'cancelled' });
    expect(await stockOf(p)).toBe(100);
    const detail = (await api(`/orders/${order.idOrder}`, { token: who.token })).body;
    expect(detail.payments.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([['payment', 43_000], ['refund', 43_000]]);
    expect(detail.cancelledAt).not.toBeNull();
    expect((await cancel(who, order.idOrder, {})).body.code).toBe('ALREADY_CANCELLED');
  });

  test('some lines: the group fee comes back with its last line; a brand left below its minimum is refused; credit returns in proportion', async () => {
    const who = await member(ctx.db);
    await giveCredit(who.id, 10_000);
    const a = await brand(ctx.db, { deliveryFee: 3_000, minimumOrderAmount: 20_000 });
    const b = await brand(ctx.db, { deliveryFee: 2_000 });
    const pa1 = await product(ctx.db, a);
    const pa2 = await product(ctx.db, a);
    const pb = await product(ctx.db, b);
    const lines = [await cartLine(ctx.db, who.id, pa1, 2), await cartLine(ctx.db, who.id, pa2, 1), await cartLine(ctx.db, who.id, pb, 1)];
    const order = await paidOrder(who, lines, { useCredit: true });
    // goods 40,000 + fees 5,000 = 45,000; 10,000 credit; 35,000 by card.
    expect(order.amounts).toMatchObject({ goodsAmount: 40_000, deliveryFee: 5_000, creditUsed: 10_000, totalAmount: 35_000 });
    expect(await balance(who)).toBe(0);
    const itemOf = (productId: number) => order.brands.flatMap((group: { items: { id: number; idProduct: number }[] }) => group.items).find((item: { idProduct: number }) => item.idProduct === productId).id;

    const breaking = await cancel(who, order.idOrder, { itemIds: [itemOf(pa1)] });
    expect([breaking.status, breaking.body.code]).toEqual([409, 'CANCEL_BREAKS_MINIMUM']);

    const brandB = await cancel(who, order.idOrder, { itemIds: [itemOf(pb)] });
    // 10,000 goods + 2,000 fee = 12,000 of 45,000: credit 10,000 x 12/45 = 2,666 back, 9,334 to the card.
    expect(brandB.body).toMatchObject({ cancelledAmount: 12_000, creditReturned: 2_666, refundAmount: 9_334, status: 'preparing' });
    expect(await balance(who)).toBe(2_666);
    const rest = await cancel(who, order.idOrder, {});
    expect(rest.body).toMatchObject({ cancelledAmount: 33_000, creditReturned: 7_334, refundAmount: 25_666, status: 'cancelled' });
    expect(await balance(who)).toBe(10_000);
    expect(await stockOf(pa1)).toBe(100);
  });

  test('unpaid orders cancel whole only; shipped lines cannot be cancelled (409)', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const unpaid = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 1), await cartLine(ctx.db, who.id, await product(ctx.db, b), 1)], { paymentMethod: 'bank_transfer' });
    const firstLine = unpaid.brands[0].items[0].id;
    expect((await cancel(who, unpaid.idOrder, { itemIds: [firstLine] })).body).toMatchObject({ code: 'UNPAID_WHOLE_ONLY', message: m.unpaidWholeOnly });
    expect((await cancel(who, unpaid.idOrder, {})).body).toMatchObject({ status: 'cancelled', refundAmount: 0 });

    const shipped = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 1)], { paymentMethod: 'bank_transfer' });
    await confirmDeposit(ctx.db, shipped.idOrder, COMMAND_ACTOR);
    await shipBrandGroup(ctx.db, shipped.idOrder, b, { carrier: 'CJ대한통운', trackingNo: '123456789012' });
    const detail = (await api(`/orders/${shipped.idOrder}`, { token: who.token })).body;
    expect(detail).toMatchObject({ status: 'shipping', cancellable: false });
    expect(detail.brands[0]).toMatchObject({ carrier: 'CJ대한통운', trackingNo: '123456789012' });
    const refused = await cancel(who, shipped.idOrder, {});
    expect(refused.body).toMatchObject({ code: 'NOT_CANCELLABLE', message: m.notCancellable });
    expect((await cancel(who, shipped.idOrder, { itemIds: [987654] })).status).toBe(404);
    expect((await cancel(who, shipped.idOrder, { reason: '' })).body.field).toBe('reason');
  });
});

describe('free refunds within 60 days of delivery', () => {
  afterEach(() => setServiceClock(null));

  test('day 60 after the delivery day (KST) is in, day 61 is out; counts never exceed what is left', async () => {
    const who = await member(ctx.db);
    const b = await brand(ctx.db);
    const order = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 5)], { paymentMethod: 'bank_transfer' });
    await confirmDeposit(ctx.db, order.idOrder, COMMAND_ACTOR);
    await shipBrandGroup(ctx.db, order.idOrder, b, { carrier: '한진택배', trackingNo: '555' });
    const item = order.brands[0].items[0].id;
    const ask = (body: Record<string, unknown>) =>
      api('/orders/free_refunds', { method: 'POST', token: who.token, body: { idOrder: order.idOrder, reason: '판매 부진', items: [{ idItem: item, count: 1 }], ...body } });
    expect((await ask({})).body.code).toBe('REFUND_NOT_DELIVERED');

    // Delivered at 23:30 KST on 2026-01-01 (14:30 UTC): day 60 is 2026-03-02 KST.
    const deliveredAt = new Date('2026-01-01T14:30:00.000Z');
    await deliverBrandGroup(ctx.db, order.idOrder, b, deliveredAt);
    const lastIn = '2026-03-02T14:59:59.999Z'; // 23:59:59.999 KST on 2026-03-02
    const detail = (await api(`/orders/${order.idOrder}`, { token: who.token })).body;
    expect(detail.brands[0].items[0].refundableUntil).toBe(lastIn);

    // The services' clock (serviceNow) is moved to each moment.
    const shiftDelivery = async (at: string) => setServiceClock(() => new Date(at));
    await shiftDelivery('2026-03-02T14:59:00.000Z'); // day 60, 23:59 KST
    const inside = await ask({});
    expect(inside.status).toBe(201);
    expect(inside.body).toMatchObject({ status: 'requested', refundAmount: 10_000, pickup: ADDRESS });
    await shiftDelivery('2026-03-02T15:00:30.000Z'); // day 61, 00:00:30 KST
    const outside = await ask({});
    expect(outside.body).toMatchObject({ code: 'REFUND_WINDOW_CLOSED', message: m.refundWindowClosed });

    await shiftDelivery('2026-02-01T00:00:00.000Z');
    const tooMany = await ask({ items: [{ idItem: item, count: 5 }] });
    expect(tooMany.body).toMatchObject({ code: 'REFUND_COUNT_EXCEEDED', remaining: 4, message: m.refundCountExceeded(4) });
    const rest = await ask({ items: [{ idItem: item, count: 4 }], pickup: { ...ADDRESS, addressDetail: '창고' } });
    expect(rest.status).toBe(201);
    expect((await api(`/orders/${order.idOrder}`, { token: who.token })).body.status).toBe('refund_requested');

    setServiceClock(null);
    const list = (await api('/orders/free_refunds', { token: who.token })).body.items;
    expect(list).toHaveLength(2);
    for (const request of list) await completeFreeRefund(ctx.db, request.id);
    const after = (await api(`/orders/${order.idOrder}`, { token: who.token })).body;
    expect(after).toMatchObject({ status: 'refunded' });
    expect(after.amounts).toMatchObject({ refundedAmount: 50_000 });
    expect((await api('/orders/free_refunds', { token: who.token })).body.items.map((r: { status: string }) => r.status)).toEqual(['refunded', 'refunded']);
    const stranger = await member(ctx.db);
    expect((await api('/orders/free_refunds', { method: 'POST', token: stranger.token, body: { idOrder: order.idOrder, reason: 'x', items: [{ idItem: item, count: 1 }] } })).status).toBe(404);
  });
});

describe('referral credit', () => {
  test('the inviter is credited 50,000 once, when the invited retailer\'s first order is delivered; credit pays at checkout', async () => {
    const inviter = await member(ctx.db, { registrationNo: '1208147521' });
    const invited = await member(ctx.db, { referredBy: inviter.id, registrationNo: '2208162517' });
    const b = await brand(ctx.db);
    const deliver = async () => {
      const order = await placeOrder(invited, [await cartLine(ctx.db, invited.id, await product(ctx.db, b), 1)], { paymentMethod: 'bank_transfer' });
      await confirmDeposit(ctx.db, order.idOrder, COMMAND_ACTOR);
      await shipBrandGroup(ctx.db, order.idOrder, b, { carrier: '우체국택배', trackingNo: '1' });
      return order.idOrder as number;
    };
    const first = await deliver();
    expect(await balance(inviter)).toBe(0);
    const second = await deliver();
    await Promise.all([deliverBrandGroup(ctx.db, first, b), deliverBrandGroup(ctx.db, second, b)]);
    const summary = (await api('/users/referral', { token: inviter.token })).body;
    expect(summary).toMatchObject({ creditBalance: REFERRAL_REWARD, rewardAmount: 50_000, linkPath: '/register/register?ref=' + summary.code });
    expect(summary.joined).toEqual([{ businessName: expect.stringContaining('*'), joinedAt: expect.any(String), rewarded: true }]);
    expect(summary.ledger).toHaveLength(1);

    const line = await cartLine(ctx.db, inviter.id, await product(ctx.db, b, { wholesalePrice: 30_000 }), 1);
    const tooMuch = await api('/orders', { method: 'POST', token: inviter.token, body: { cartIds: [line], paymentMethod: 'card', address: ADDRESS, useCredit: 60_000 } });
    expect(tooMuch.body).toMatchObject({ code: 'CREDIT_INSUFFICIENT', balance: 50_000 });
    const paidByCredit = await placeOrder(inviter, [line], { useCredit: 40_000 });
    // 30,000 + 3,000 delivery = 33,000, all covered: paid at once.
    expect(paidByCredit).toMatchObject({ status: 'preparing', amounts: { creditUsed: 33_000, totalAmount: 0 } });
    expect(await balance(inviter)).toBe(17_000);
  });
});

describe('referral credit cannot be farmed', () => {
  async function deliveredFirstOrder(who: Member, b: number): Promise<void> {
    const order = await placeOrder(who, [await cartLine(ctx.db, who.id, await product(ctx.db, b), 1)], { paymentMethod: 'bank_transfer' });
    await confirmDeposit(ctx.db, order.idOrder, COMMAND_ACTOR);
    await shipBrandGroup(ctx.db, order.idOrder, b, { carrier: '우체국택배', trackingNo: '1' });
    await deliverBrandGroup(ctx.db, order.idOrder, b);
  }

  test('new accounts that reuse one business registration number earn the inviter one reward, not one each', async () => {
    const inviter = await member(ctx.db, { registrationNo: '1208147521' });
    const b = await brand(ctx.db);
    const farmed = [];
    for (let i = 0; i < 3; i++) farmed.push(await member(ctx.db, { referredBy: inviter.id, registrationNo: '1048118742' }));
    for (const account of farmed) await deliveredFirstOrder(account, b);
    expect(await balance(inviter)).toBe(REFERRAL_REWARD);
    const summary = (await api('/users/referral', { token: inviter.token })).body;
    expect(summary.joined.filter((entry: { rewarded: boolean }) => entry.rewarded)).toHaveLength(1);
    // Another inviter gets nothing for that business either: the number is rewarded once, ever.
    const other = await member(ctx.db, { registrationNo: '2148612341' });
    await deliveredFirstOrder(await member(ctx.db, { referredBy: other.id, registrationNo: '1048118742' }), b);
    expect(await balance(other)).toBe(0);
  });

  test("an account of the inviter's own business earns nothing", async () => {
    const inviter = await member(ctx.db, { registrationNo: '1078155843' });
    await deliveredFirstOrder(await member(ctx.db, { referredBy: inviter.id, registrationNo: '1078155843' }), await brand(ctx.db));
    expect(await balance(inviter)).toBe(0);
  });
});

describe('saved addresses', () => {
  test('add, list, edit, default, delete; Korean validation; another retailer\'s address is 404', async () => {
    const who = await member(ctx.db);
    const add = (body: Record<string, unknown>) => api('/users/orderaddress', { method: 'POST', token: who.token, body: { ...ADDRESS, ...body } });
    const first = await add({ label: '매장' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ label: '매장', isDefault: true, phone: '010-1234-5678' });
    const second = await add({ phone: '01098765432', isDefault: true });
    expect(second.body).toMatchObject({ isDefault: true, phone: '010-9876-5432' });
    const list = (await api('/users/orderaddress', { token: who.token })).body.items;
    expect(list.map((entry: { id: number; isDefault: boolean }) => [entry.id, entry.isDefault])).toEqual([[second.body.id, true], [first.body.id, false]]);

    for (const [body, field, message] of [
      [{ recipient: ' ' }, 'recipient', apiMessages.addresses.recipientRequired],
      [{ phone: '010-12-5678' }, 'phone', apiMessages.addresses.phoneInvalid],
      [{ postcode: '1234a' }, 'postcode', apiMessages.addresses.postcodeInvalid],
      [{ address: '' }, 'address', apiMessages.addresses.addressRequired],
      [{ addressDetail: 'ㄱ'.repeat(101) }, 'addressDetail', apiMessages.addresses.detailTooLong],
    ] as const) {
      expect((await add(body)).body).toEqual({ code: 'VALIDATION', field, message });
    }

    const edited = await api(`/users/orderaddress/${first.body.id}`, { method: 'PUT', token: who.token, body: { ...ADDRESS, recipient: '이소매', isDefault: true } });
    expect(edited.body).toMatchObject({ recipient: '이소매', isDefault: true });
    const stranger = await member(ctx.db);
    expect((await api(`/users/orderaddress/${first.body.id}`, { method: 'PUT', token: stranger.token, body: ADDRESS })).status).toBe(404);
    expect((await api(`/users/orderaddress/${first.body.id}`, { method: 'DELETE', token: stranger.token })).body.code).toBe('ADDRESS_NOT_FOUND');
    const line = await cartLine(ctx.db, stranger.id, await product(ctx.db, await brand(ctx.db)), 1);
    expect((await api('/orders', { method: 'POST', token: stranger.token, body: { cartIds: [line], paymentMethod: 'card', idAddress: first.body.id } })).status).toBe(404);

    expect((await api(`/users/orderaddress/${first.body.id}`, { method: 'DELETE', token: who.token })).body).toEqual({ deleted: 1 });
    const left = (await api('/users/orderaddress', { token: who.token })).body.items;
    expect(left).toEqual([expect.objectContaining({ id: second.body.id, isDefault: true })]);

    const own = await cartLine(ctx.db, who.id, await product(ctx.db, await brand(ctx.db)), 1);
    const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: [own], paymentMethod: 'card', idAddress: second.body.id } });
    expect(placed.body.address).toMatchObject({ recipient: ADDRESS.recipient, phone: '010-9876-5432' });
  });
});
