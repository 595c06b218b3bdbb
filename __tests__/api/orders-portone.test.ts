/** @jest-environment node */
import crypto from 'node:crypto';
import { apiMessages } from '@/lib/messages/api';
import { PortOnePaymentProvider, setPaymentProvider, type PortOneApi } from '@/lib/server/payments';
import { sdkPortOneApi } from '@/lib/server/payments/portone';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';

/**
 * The PortOne path (PAYMENT_PROVIDER=portone) against a local stand-in of
 * PortOne's API, never the internet: the server fetches the payment and
 * compares amount and currency before the order is paid; a refund goes
 * through cancelPayment; the webhook's signature is checked by
 * @portone/server-sdk's own verifier (Standard Webhooks, signed here with a
 * test secret) and confirming twice changes nothing.
 */

const ctx = withApi({ seed: { products: 2, brands: 1 } });
const { api } = ctx;
const m = apiMessages.orders;
const SECRET_BYTES = crypto.randomBytes(24);
const WEBHOOK_SECRET = `whsec_${SECRET_BYTES.toString('base64')}`;

const portone = {
  payments: new Map<string, { status: string; id: string; amount: { total: number }; currency: string }>(),
  cancels: [] as { paymentId: string; amount: number }[],
};
const standIn: PortOneApi = {
  async getPayment(paymentId) {
    const payment = portone.payments.get(paymentId);
    if (!payment) throw new Error('PAYMENT_NOT_FOUND');
    return payment;
  },
  async cancelPayment(paymentId, amount) {
    portone.cancels.push({ paymentId, amount });
    return { cancellation: `c-${portone.cancels.length}` };
  },
  verifyWebhook: sdkPortOneApi('unused-api-secret', WEBHOOK_SECRET).verifyWebhook,
};

beforeAll(() => setPaymentProvider(new PortOnePaymentProvider(standIn)));
afterAll(() => setPaymentProvider(null));

async function cardOrder(who: Member) {
  const line = await cartLine(ctx.db, who.id, await product(ctx.db, await brand(ctx.db)), 2);
  const placed = await api('/orders', { method: 'POST', token: who.token, body: { cartIds: [line], paymentMethod: 'card', address: ADDRESS } });
  expect(placed.body.status).toBe('pending_payment');
  return placed.body as { idOrder: number; amounts: { totalAmount: number } };
}

function signed(body: string, id = `msg_${crypto.randomUUID()}`) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = crypto.createHmac('sha256', SECRET_BYTES).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}`, 'content-type': 'application/json' };
}
const webhookBody = (paymentId: string) =>
  JSON.stringify({ type: 'Transaction.Paid', timestamp: new Date().toISOString(), data: { paymentId, storeId: 'store-test', transactionId: 'tx-1' } });

test('the payment is fetched from PortOne and its amount compared before the order is paid; a refund goes through PortOne', async () => {
  const who = await member(ctx.db);
  const order = await cardOrder(who);
  const pay = (paymentId: string) => api(`/orders/${order.idOrder}/payment`, { method: 'POST', token: who.token, body: { paymentId } });

  expect((await pay('someone-elses-payment')).body).toMatchObject({ code: 'VALIDATION', field: 'paymentId' });
  portone.payments.set(`order-${order.idOrder}-short`, { status: 'PAID', id: `order-${order.idOrder}-short`, amount: { total: 100 }, currency: 'KRW' });
  const tampered = await pay(`order-${order.idOrder}-short`);
  expect(tampered.body).toMatchObject({ code: 'PAYMENT_MISMATCH', message: m.paymentMismatch, paidAmount: 100, totalAmount: order.amounts.totalAmount });
  portone.payments.set(`order-${order.idOrder}-usd`, { status: 'PAID', id: `order-${order.idOrder}-usd`, amount: { total: order.amounts.totalAmount }, currency: 'USD' });
  expect((await pay(`order-${order.idOrder}-usd`)).body.code).toBe('PAYMENT_MISMATCH');
  portone.payments.set(`order-${order.idOrder}-ready`, { status: 'READY', id: `order-${order.idOrder}-ready`, amount: { total: order.amounts.totalAmount }, currency: 'KRW' });
  expect((await pay(`order-${order.idOrder}-ready`)).body.code).toBe('PAYMENT_NOT_PAID');
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect((await pay(`order-${order.idOrder}-missing`)).body.code).toBe('PAYMENT_PROVIDER_FAILED'); // 502, logged
  expect(quiet).toHaveBeenCalledTimes(1);
  quiet.mockRestore();

  const good = `order-${order.idOrder}-ok`;
  portone.payments.set(good, { status: 'PAID', id: good, amount: { total: order.amounts.totalAmount }, currency: 'KRW' });
  const paid = await pay(good);
  expect([paid.status, paid.body.status]).toEqual([200, 'preparing']);
  expect(paid.body.payments).toEqual([expect.objectContaining({ provider: 'portone', kind: 'payment', amount: order.amounts.totalAmount })]);

  const cancelled = await api(`/orders/${order.idOrder}/cancel`, { method: 'POST', token: who.token, body: { reason: '변심' } });
  expect(cancelled.body).toMatchObject({ status: 'cancelled', refundAmount: order.amounts.totalAmount });
  expect(portone.cancels).toEqual([{ paymentId: good, amount: order.amounts.totalAmount }]);
});

test('the webhook needs a valid signature, confirms the payment, and is idempotent', async () => {
  const who = await member(ctx.db);
  const order = await cardOrder(who);
  const paymentId = `order-${order.idOrder}-hook`;
  portone.payments.set(paymentId, { status: 'PAID', id: paymentId, amount: { total: order.amounts.totalAmount }, currency: 'KRW' });
  const body = webhookBody(paymentId);
  const send = (headers: Record<string, string>, text = body) => api('/payments/webhook', { method: 'POST', rawBody: text, headers });

  const forged = await send({ ...signed(body), 'webhook-signature': 'v1,AAAA' });
  expect(forged.body).toMatchObject({ code: 'WEBHOOK_INVALID', message: m.webhookInvalid });
  expect((await send(signed(body), body.replace('hook', 'h00k'))).status).toBe(400);
  expect((await api(`/orders/${order.idOrder}`, { token: who.token })).body.status).toBe('pending_payment');

  const headers = signed(body);
  const first = await send(headers);
  expect(first.body).toEqual({ ok: true, idOrder: order.idOrder });
  const again = await send(headers);
  expect(again.body).toEqual({ ok: true, idOrder: order.idOrder });
  const byBuyer = await api(`/orders/${order.idOrder}/payment`, { method: 'POST', token: who.token, body: { paymentId } });
  expect(byBuyer.body.status).toBe('preparing');
  const payments = await ctx.db.selectFrom('payments').selectAll().where('orderId', '=', order.idOrder).execute();
  expect(payments).toHaveLength(1);

  const unknown = webhookBody('not-an-order-payment');
  expect((await send(signed(unknown), unknown)).body).toEqual({ ok: true, idOrder: null });
});
