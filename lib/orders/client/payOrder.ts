/**
 * The payment step of checkout: an order POST /orders left waiting for its
 * card payment (`pending_payment`) is paid here, by whichever card provider
 * the shop runs (PAYMENT_PROVIDER): the demo provider's test card, approved by
 * POST /orders/{id}/payment, or PortOne's payment window, whose payment id is
 * then confirmed the same way. Bank transfers and orders that credit paid
 * in full need no payment. A refusal comes back as the field errors to show;
 * any other failure is thrown for the page's error mapping (checkoutErrors.ts).
 */
import { digitsOf, type CheckoutErrors } from '@/lib/orders/checkoutRules';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CreateOrderResult } from '@/lib/orders/orders.contract';
import { cardDeclineOf } from './checkoutErrors';
import { confirmPayment } from './orders';
import type { PortOneCard } from './portone';

const text = checkoutMessages.payment;

/** PortOne's browser SDK loads only when a retailer pays through it. */
const loadPortOne = () => import('./portone');

/** The card provider: demo's test card form, or PortOne's payment window. */
export type CardProvider = { provider: 'demo' } | PortOneCard;

export interface PayOrderInput {
  order: Pick<CreateOrderResult, 'idOrder' | 'status' | 'amounts'>;
  provider: CardProvider;
  /** The test card number as typed (demo provider). */
  cardNumber: string;
  /** The ordered lines (of the cart or of the order), for the name PortOne shows. */
  brands: LineGroups;
  customer: { fullName: string; phone: string; email: string };
}

export type PaymentOutcome =
  | { ok: true }
  /** Refused: the errors to show, and the field to focus when there is one. */
  | { ok: false; errors: CheckoutErrors; focusId?: string };

/** Lines by brand, as the cart and an order both group them: only their names matter here. */
export type LineGroups = ReadonlyArray<{ items: ReadonlyArray<{ name: string }> }>;

/** "상품 1 외 1건": the first line's name and how many more lines there are. */
export function orderNameOf(brands: LineGroups): string {
  const lineCount = brands.reduce((sum, group) => sum + group.items.length, 0);
  const first = brands[0].items[0].name;
  return lineCount > 1 ? `${first} 외 ${lineCount - 1}건` : first;
}

/** Pays the order when it waits for a card payment; does nothing otherwise. */
export async function payOrder({ order, provider, cardNumber, brands, customer }: PayOrderInput): Promise<PaymentOutcome> {
  if (order.status !== 'pending_payment') return { ok: true };
  if (provider.provider === 'portone') return payByPortOne(order, provider, brands, customer);
  try {
    await confirmPayment(order.idOrder, { cardNumber: digitsOf(cardNumber) });
    return { ok: true };
  } catch (error) {
    const declined = cardDeclineOf(error);
    if (declined) return { ok: false, errors: declined, focusId: 'card-number' };
    throw error;
  }
}

async function payByPortOne(order: PayOrderInput['order'], provider: PortOneCard, brands: LineGroups, customer: PayOrderInput['customer']): Promise<PaymentOutcome> {
  const { payWithPortOne } = await loadPortOne();
  const paid = await payWithPortOne(provider, {
    idOrder: order.idOrder,
    orderName: orderNameOf(brands),
    totalAmount: order.amounts.totalAmount,
    customer: { fullName: customer.fullName, phoneNumber: digitsOf(customer.phone), email: customer.email },
    redirectUrl: `${window.location.origin}/order-complete?idOrder=${order.idOrder}`,
  });
  if (!paid.ok) return { ok: false, errors: { payment: text.portoneFailed(paid.message) } };
  await confirmPayment(order.idOrder, { paymentId: paid.paymentId });
  return { ok: true };
}
