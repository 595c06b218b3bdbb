import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import type { PaymentProvider, VerifiedPayment } from './types';

/**
 * PortOne V2 (PAYMENT_PROVIDER=portone). The browser pays with
 * @portone/browser-sdk under a payment id `order-<idOrder>-<anything>`; the
 * server then fetches that payment from PortOne (never trusting the browser)
 * and the order services compare its amount and currency with the order's
 * total before marking it paid. Webhooks are verified with the webhook secret
 * (Standard Webhooks signature) and lead to the same confirmation, which is
 * idempotent. The PortOne calls go through PortOneApi, so tests inject a
 * local stand-in and never reach the internet.
 */

/** The part of PortOne's API the storefront uses. */
export interface PortOneApi {
  getPayment(paymentId: string): Promise<{ status: string; id: string; amount: { total: number }; currency: string }>;
  cancelPayment(paymentId: string, amount: number, reason: string): Promise<Record<string, unknown>>;
  /** Throws when the signature does not verify; returns the webhook's type and payment id. */
  verifyWebhook(body: string, headers: Record<string, string | undefined>): Promise<{ type: string; paymentId: string | null }>;
}

/** PortOneApi over @portone/server-sdk (loaded on first use). */
export function sdkPortOneApi(apiSecret: string, webhookSecret: string | undefined): PortOneApi {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const load = () => require('@portone/server-sdk') as typeof import('@portone/server-sdk');
  let client: ReturnType<typeof import('@portone/server-sdk').PaymentClient> | null = null;
  const payments = () => (client ??= load().PaymentClient({ secret: apiSecret }));
  return {
    async getPayment(paymentId) {
      const payment = await payments().getPayment({ paymentId });
      const status = typeof payment.status === 'string' ? payment.status : 'UNRECOGNIZED';
      if (!('amount' in payment) || !('currency' in payment)) return { status, id: paymentId, amount: { total: -1 }, currency: '' };
      return { status, id: payment.id, amount: { total: payment.amount.total }, currency: String(payment.currency) };
    },
    async cancelPayment(paymentId, amount, reason) {
      const answer = await payments().cancelPayment({ paymentId, amount, reason });
      const cancellation = answer.cancellation as { id?: string; status: unknown };
      return { cancellation: cancellation.id ?? null, status: String(cancellation.status) };
    },
    async verifyWebhook(body, headers) {
      if (!webhookSecret) throw new Error('PORTONE_WEBHOOK_SECRET is not set');
      const webhook = await load().Webhook.verify(webhookSecret, body, headers);
      const data = 'data' in webhook ? (webhook.data as { paymentId?: string }) : undefined;
      return { type: String(webhook.type), paymentId: data?.paymentId ?? null };
    },
  };
}

/** The order a PortOne payment id belongs to (`order-<idOrder>-…`), or null. */
export function orderIdOfPayment(paymentId: string): number | null {
  const match = /^order-([1-9]\d{0,9})-[\w-]{1,80}$/.exec(paymentId);
  return match ? Number(match[1]) : null;
}

export class PortOnePaymentProvider implements PaymentProvider {
  readonly name = 'portone' as const;
  constructor(private readonly api: PortOneApi) {}

  async confirm(input: { orderId: number; amount: number; paymentId?: string }): Promise<VerifiedPayment> {
    const paymentId = input.paymentId ?? '';
    if (orderIdOfPayment(paymentId) !== input.orderId) {
      throw new DomainError(400, 'VALIDATION', apiMessages.orders.paymentIdRequired, 'paymentId');
    }
    let payment: Awaited<ReturnType<PortOneApi['getPayment']>>;
    try {
      payment = await this.api.getPayment(paymentId);
    } catch (error) {
      console.error('[payments] PortOne getPayment failed', error);
      throw new DomainError(502, 'PAYMENT_PROVIDER_FAILED', apiMessages.orders.providerFailed);
    }
    return {
      providerPaymentId: payment.id,
      amount: payment.amount.total,
      currency: payment.currency,
      paid: payment.status === 'PAID',
      raw: { status: payment.status, amount: payment.amount.total, currency: payment.currency },
    };
  }

  async refund(input: { providerPaymentId: string; amount: number; reason: string }): Promise<Record<string, unknown>> {
    try {
      return await this.api.cancelPayment(input.providerPaymentId, input.amount, input.reason);
    } catch (error) {
      console.error('[payments] PortOne cancelPayment failed', error);
      throw new DomainError(502, 'PAYMENT_PROVIDER_FAILED', apiMessages.orders.providerFailed);
    }
  }

  async verifyWebhook(body: string, headers: Record<string, string | undefined>): Promise<{ paymentId: string } | null> {
    let verified: { type: string; paymentId: string | null };
    try {
      verified = await this.api.verifyWebhook(body, headers);
    } catch {
      throw new DomainError(400, 'WEBHOOK_INVALID', apiMessages.orders.webhookInvalid);
    }
    return verified.paymentId ? { paymentId: verified.paymentId } : null;
  }
}
