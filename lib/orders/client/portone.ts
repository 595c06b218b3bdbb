/**
 * Card payment through PortOne V2 (PAYMENT_PROVIDER=portone; docs/DECISIONS.md
 * "Orders and payment"). @portone/browser-sdk is imported only when a
 * retailer pays this way, so the demo provider never loads it. The payment id
 * is `order-<idOrder>-<random>`, the form the server expects
 * (lib/server/payments/portone.ts); the server then fetches the payment and
 * compares the amount before the order is paid.
 */
export interface PortOneCard {
  provider: 'portone';
  storeId: string;
  channelKey: string;
}

export interface PortOnePayment {
  idOrder: number;
  orderName: string;
  totalAmount: number;
  customer: { fullName: string; phoneNumber: string; email: string };
  /** Where a phone browser comes back after paying (PortOne redirects instead of answering there). */
  redirectUrl: string;
}

export type PortOneResult = { ok: true; paymentId: string } | { ok: false; message: string | null };

export function paymentIdFor(idOrder: number): string {
  const random = Math.random().toString(36).slice(2, 12);
  return `order-${idOrder}-${Date.now().toString(36)}${random}`;
}

export async function payWithPortOne(card: PortOneCard, payment: PortOnePayment): Promise<PortOneResult> {
  const { requestPayment } = await import('@portone/browser-sdk/v2');
  const paymentId = paymentIdFor(payment.idOrder);
  const response = await requestPayment({
    storeId: card.storeId,
    channelKey: card.channelKey,
    paymentId,
    orderName: payment.orderName,
    totalAmount: payment.totalAmount,
    currency: 'CURRENCY_KRW',
    payMethod: 'CARD',
    customer: payment.customer,
    redirectUrl: payment.redirectUrl,
  });
  // No answer: the browser was sent to redirectUrl. An answer with a code: the payment failed or was closed.
  if (!response) return { ok: false, message: null };
  if (response.code !== undefined) return { ok: false, message: response.message ?? null };
  return { ok: true, paymentId: response.paymentId };
}
