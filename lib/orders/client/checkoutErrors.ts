/**
 * What the checkout page does with a failure (an ApiError from lib/client/errors.ts):
 * which field an error belongs to and gets the focus, when the summary is priced
 * again, and what is only said in an alert. Pure: the page carries the answer out.
 */
import { isApiError } from '@/lib/client/errors';
import type { AddressChoice, CheckoutErrors } from '@/lib/orders/checkoutRules';
import { checkoutMessages } from '@/lib/orders/checkout.messages';

const text = checkoutMessages.payment;

/** The fields in the order of the page, with their element ids: the first one with an error gets the focus. */
export const CHECKOUT_FIELD_IDS: ReadonlyArray<readonly [keyof CheckoutErrors, string]> = [
  ['choose', 'address-choice'],
  ['recipient', 'new-address-recipient'],
  ['phone', 'new-address-phone'],
  ['postcode', 'new-address-postcode'],
  ['address', 'new-address-address'],
  ['addressDetail', 'new-address-addressDetail'],
  ['ordererName', 'orderer-name'],
  ['ordererPhone', 'orderer-phone'],
  ['number', 'card-number'],
  ['expiry', 'card-expiry'],
  ['cvc', 'card-cvc'],
  ['taxEmail', 'tax-email'],
  ['agree', 'agree'],
];

/** The element id of the first field (in page order) that has an error, if any. */
export function firstInvalidFieldId(errors: CheckoutErrors): string | undefined {
  return CHECKOUT_FIELD_IDS.find(([key]) => errors[key])?.[1];
}

/** A refused test card (402 PAYMENT_DECLINED, or an error on cardNumber): said next to the card number. */
export function cardDeclineOf(error: unknown): CheckoutErrors | null {
  if (isApiError(error) && (error.code === 'PAYMENT_DECLINED' || error.field === 'cardNumber')) return { number: error.message };
  return null;
}

export type CheckoutFailure =
  /** Said in an alert; nothing else changes. */
  | { kind: 'alert'; message: string }
  /** The price or the credit changed: warn, forget the typed credit, render the summary again. */
  | { kind: 'reprice'; message: string }
  /** A field of the new address or the tax invoice e-mail: said next to it, which gets the focus. */
  | { kind: 'field'; errors: CheckoutErrors };

/** What a failure of placing the order means for the page (`choice`: the address chosen when it was placed). */
export function checkoutFailureOf(error: unknown, choice: AddressChoice): CheckoutFailure {
  if (!isApiError(error)) return { kind: 'alert', message: text.failed };
  if (error.code === 'AMOUNT_MISMATCH' || error.code === 'CREDIT_INSUFFICIENT') {
    return { kind: 'reprice', message: error.code === 'AMOUNT_MISMATCH' ? text.amountChanged : error.message };
  }
  const fieldKey = error.field === 'taxInvoice.email' ? 'taxEmail' : error.field?.replace(/^address\./, '');
  if (error.status === 400 && fieldKey && CHECKOUT_FIELD_IDS.some(([key]) => key === fieldKey) && choice === 'new') {
    return { kind: 'field', errors: { [fieldKey]: error.message } as CheckoutErrors };
  }
  return { kind: 'alert', message: error.message };
}
