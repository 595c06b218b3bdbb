/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { withApi } from '../helpers/api';

/**
 * The demo retailer's seeded buying history (lib/server/seed/orders.ts), read
 * through the API as the retailer sees it: saved addresses, an order in every
 * state, the refundable and the expired delivered orders, referral credit,
 * and the demo brand's incoming orders.
 */

const NOW = new Date('2026-11-21T03:00:00.000Z');
const ctx = withApi({ seed: { products: 120, brands: 6, now: NOW, demoOrders: true } });
const { api } = ctx;
let token = '';

beforeAll(async () => {
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.retailer.email).executeTakeFirstOrThrow();
  token = (await createSession(ctx.db, user.id)).token;
});

test('the demo retailer has saved addresses, orders in every state and referral credit', async () => {
  const addresses = (await api('/users/orderaddress', { token })).body.items;
  expect(addresses).toHaveLength(2);
  expect(addresses[0]).toMatchObject({ isDefault: true, label: '매장' });

  const orders = (await api('/orders?limit=50', { token })).body.items as { idOrder: number; status: string }[];
  const statuses = orders.map((order) => order.status);
  // Read at the real time, which is later than the seed's: the deposit deadline may have passed.
  for (const status of ['preparing', 'shipping', 'delivered', 'cancelled', 'refunded']) expect(statuses).toContain(status);
  expect(statuses.filter((status) => status === 'delivered')).toHaveLength(2);
  expect(orders).toHaveLength(7);

  const shipped = (await api(`/orders/${orders.find((order) => order.status === 'shipping')!.idOrder}`, { token })).body;
  expect(shipped.brands[0]).toMatchObject({ carrier: 'CJ대한통운', trackingNo: expect.stringMatching(/^\d{12}$/) });
  const paidByCard = (await api(`/orders/${orders.find((order) => order.status === 'preparing')!.idOrder}`, { token })).body;
  expect(paidByCard).toMatchObject({ paymentMethod: 'card', taxInvoice: { requested: true } });
  expect(paidByCard.payments).toEqual([expect.objectContaining({ provider: 'demo', kind: 'payment' })]);

  const summary = (await api('/users/referral', { token })).body;
  expect(summary.creditBalance).toBe(50_000);
  expect(summary.joined).toEqual([expect.objectContaining({ rewarded: true })]);
  // One refunded; one unit of the recent delivery asked back (the demo brand's open request).
  expect((await api('/orders/free_refunds', { token })).body.items).toEqual([
    expect.objectContaining({ status: 'requested', items: [expect.objectContaining({ count: 1 })] }),
    expect.objectContaining({ status: 'refunded' }),
  ]);
});

test('deterministic: the waiting bank transfer and the delivered orders sit at fixed offsets from the seed time', async () => {
  const rows = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select(['orders.createdAt', 'orders.paymentMethod', 'orders.status'])
    .where('users.email', '=', DEMO_ACCOUNTS.retailer.email)
    .orderBy('orders.createdAt')
    .execute();
  const days = rows.map((row) => Math.round((NOW.getTime() - Date.parse(row.createdAt)) / 86_400_000));
  expect(days).toEqual([80, 40, 20, 6, 3, 1, 0]);
  const brandOrders = await ctx.db
    .selectFrom('orderShipments')
    .innerJoin('brands', 'brands.id', 'orderShipments.brandId')
    .innerJoin('users', 'users.id', 'brands.ownerUserId')
    .select('orderShipments.id')
    .where('users.email', '=', DEMO_ACCOUNTS.brand.email)
    .execute();
  expect(brandOrders.length).toBe(8);
});
