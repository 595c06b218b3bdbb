import { useState } from 'react';
import { useForm, type Form } from '@/lib/client/form';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import {
  creditDigits,
  emptyAddress,
  withCardField,
  type CardDraft,
  type CheckoutErrors,
  type CheckoutFields,
} from '@/lib/orders/checkoutRules';

const text = checkoutMessages.payment;

/** The checkout form on the kit: the fields, their errors (by CheckoutErrors' names) and the busy flag. */
export type CheckoutForm = Form<CheckoutFields, keyof CheckoutErrors & string>;


/** The form as the page opens: the default saved address (else the first, else a new one), the buyer as orderer, card. */
export function initialCheckoutForm(savedAddresses: Array<{ id: number; isDefault: boolean }>, buyer: { businessName: string; phone: string; email: string; taxEmail?: string }): CheckoutFields {
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
    taxEmail: buyer.taxEmail || buyer.email,
    creditText: '',
    agree: false,
  };
}

/**
 * The checkout form (lib/client/form.ts): errors stay until the next 결제하기
 * (another address drops them), the test card is formatted as typed (number
 * in groups of 4, MM/YY, 3-digit CVC), and 사용할 적립금 keeps its digits,
 * brought down to what the order can use when it is left, which is said.
 */
export function useCheckoutForm(savedAddresses: Array<{ id: number; isDefault: boolean }>, buyer: { businessName: string; phone: string; email: string }) {
  const form: CheckoutForm = useForm<CheckoutFields, keyof CheckoutErrors & string>({
    initial: () => initialCheckoutForm(savedAddresses, buyer),
    onChange: 'keep',
  });
  /** Said under 사용할 적립금 after the amount was brought down to what the order can use. */
  const [creditNotice, setCreditNotice] = useState<string | null>(null);
  const { values } = form;

  return {
    form,
    creditNotice,
    choose(choice: CheckoutFields['choice']) {
      form.set('choice', choice);
      form.showErrors({}, false);
    },
    card(field: keyof CardDraft, value: string) {
      form.set('card', withCardField(values.card, field, value));
    },
    credit: {
      typed(value: string) {
        setCreditNotice(null);
        form.set('creditText', creditDigits(value));
      },
      /** Leaving the field: more than `cap` is brought down to it, and said. */
      left(cap: number) {
        if (Number(values.creditText || 0) <= cap) return;
        form.set('creditText', String(cap));
        setCreditNotice(text.creditClamped(cap));
      },
      all(cap: number) {
        setCreditNotice(null);
        form.set('creditText', String(cap));
      },
      /** The price changed: the typed credit is forgotten. */
      reset() {
        form.set('creditText', '');
      },
    },
  };
}

export type Checkout = ReturnType<typeof useCheckoutForm>;
