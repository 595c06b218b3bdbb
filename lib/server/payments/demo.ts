import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';
import type { PaymentProvider, VerifiedPayment } from './types';

/**
 * The demo card provider (PAYMENT_PROVIDER unset or `demo`): no network. A
 * card is any 16 digits passing the Luhn check (dashes and spaces allowed);
 * DECLINED_CARD is always declined, so the failure path can be tried too.
 * Approval is on the server, for the order's own total.
 */
export const DECLINED_CARD = '4000000000000002';

/** Luhn check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  private refunds = 0;

  async confirm(input: { orderId: number; amount: number; cardNumber?: string }): Promise<VerifiedPayment> {
    const digits = (input.cardNumber ?? '').replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) {
      throw new DomainError(400, 'VALIDATION', apiMessages.orders.cardInvalid, 'cardNumber');
    }
    if (digits === DECLINED_CARD) throw new DomainError(402, 'PAYMENT_DECLINED', apiMessages.orders.paymentDeclined);
    return {
      providerPaymentId: `demo-${input.orderId}`,
      amount: input.amount,
      currency: 'KRW',
      paid: true,
      raw: { card: `****-****-****-${digits.slice(-4)}` },
    };
  }

  async refund(input: { providerPaymentId: string; amount: number; reason: string }): Promise<Record<string, unknown>> {
    this.refunds += 1;
    return { refundOf: input.providerPaymentId, amount: input.amount, reason: input.reason, n: this.refunds };
  }

  async verifyWebhook(): Promise<null> {
    return null;
  }
}
