/**
 * A card payment provider (docs/DECISIONS.md, Orders and payment). The order
 * services never trust an amount from the browser: they ask the provider what
 * was paid and compare it with the order's total before marking it paid.
 */
export interface VerifiedPayment {
  /** The provider's id of the payment (unique: one payment pays one order). */
  providerPaymentId: string;
  /** What was paid, integer won. */
  amount: number;
  currency: string;
  /** Whether the provider reports it as paid. */
  paid: boolean;
  /** What to keep for the record (no card numbers). */
  raw: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: 'demo' | 'portone';
  /**
   * Confirms the card payment of an order of `amount` won: the demo provider
   * approves a test card; PortOne is asked for the payment `paymentId`.
   * Throws a DomainError for a declined card or a payment it cannot find.
   */
  confirm(input: { orderId: number; amount: number; cardNumber?: string; paymentId?: string }): Promise<VerifiedPayment>;
  /** Refunds part or all of a payment; returns the provider's record of it. */
  refund(input: { providerPaymentId: string; amount: number; reason: string }): Promise<Record<string, unknown>>;
  /**
   * Checks a webhook's signature and returns the payment it is about, or null
   * when the provider has no webhooks. Throws a DomainError for a bad signature.
   */
  verifyWebhook(body: string, headers: Record<string, string | undefined>): Promise<{ paymentId: string } | null>;
}
