import { useReducer } from 'react';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import {
  creditDigits,
  digitsOf,
  emptyAddress,
  formatCardNumber,
  formatExpiry,
  type AddressChoice,
  type CardDraft,
  type CheckoutErrors,
  type CheckoutFields,
} from '@/lib/orders/checkoutRules';

const text = checkoutMessages.payment;

/** The checkout form: what was typed, what is said about it, and whether it is being sent. */
export interface CheckoutFormState extends CheckoutFields {
  /** Said under 사용할 적립금 after the amount was brought down to what the order can use. */
  creditNotice: string | null;
  errors: CheckoutErrors;
  submitting: boolean;
}

type Plain = Pick<CheckoutFields, 'draft' | 'saveNew' | 'ordererName' | 'ordererPhone' | 'note' | 'method' | 'taxInvoice' | 'taxEmail' | 'agree'>;

export type CheckoutAction =
  /** A field kept as typed. */
  | { type: 'set'; patch: Partial<Plain> }
  /** Another address: its errors no longer apply. */
  | { type: 'choose'; choice: AddressChoice }
  /** A test card field, formatted as typed (number in groups of 4, MM/YY, 3-digit CVC). */
  | { type: 'card'; field: keyof CardDraft; value: string }
  | { type: 'creditTyped'; value: string }
  /** Leaving 사용할 적립금: more than `cap` is brought down to it, and said. */
  | { type: 'creditLeft'; cap: number }
  | { type: 'creditAll'; cap: number }
  /** The price changed: the typed credit is forgotten. */
  | { type: 'creditReset' }
  | { type: 'errors'; errors: CheckoutErrors }
  | { type: 'submitting'; submitting: boolean };

const formatCard: Record<keyof CardDraft, (value: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => digitsOf(value).slice(0, 3),
};

export function checkoutReducer(state: CheckoutFormState, action: CheckoutAction): CheckoutFormState {
  switch (action.type) {
    case 'set':
      return { ...state, ...action.patch };
    case 'choose':
      return { ...state, choice: action.choice, errors: {} };
    case 'card':
      return { ...state, card: { ...state.card, [action.field]: formatCard[action.field](action.value) } };
    case 'creditTyped':
      return { ...state, creditNotice: null, creditText: creditDigits(action.value) };
    case 'creditLeft':
      if (Number(state.creditText || 0) <= action.cap) return state;
      return { ...state, creditText: String(action.cap), creditNotice: text.creditClamped(action.cap) };
    case 'creditAll':
      return { ...state, creditNotice: null, creditText: String(action.cap) };
    case 'creditReset':
      return { ...state, creditText: '' };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'submitting':
      return { ...state, submitting: action.submitting };
  }
}

/** The form as the page opens: the default saved address (else the first, else a new one), the buyer as orderer, card. */
export function initialCheckoutForm(savedAddresses: Array<{ id: number; isDefault: boolean }>, buyer: { businessName: string; phone: string; email: string }): CheckoutFormState {
  return {
    choice: savedAddresses.find((a) => a.isDefault)?.id ?? savedAddresses[0]?.id ?? 'new',
    draft: emptyAddress,
    saveNew: true,
    ordererName: buyer.businessName,
    ordererPhone: buyer.phone,
    note: '',
    method: 'card',
    card: { number: '', expiry: '', cvc: '' },
    taxInvoice: false,
    taxEmail: buyer.email,
    creditText: '',
    creditNotice: null,
    agree: false,
    errors: {},
    submitting: false,
  };
}

/** The checkout form's state and its one dispatch (see checkoutReducer). */
export function useCheckoutForm(savedAddresses: Array<{ id: number; isDefault: boolean }>, buyer: { businessName: string; phone: string; email: string }) {
  const [form, dispatch] = useReducer(checkoutReducer, undefined, () => initialCheckoutForm(savedAddresses, buyer));
  return { form, dispatch };
}
