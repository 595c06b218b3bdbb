import type { Dispatch } from 'react';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Check, Legend } from './AddressSection';
import { Muted, Panel } from './CheckoutPage.styles';
import { FormField } from './FormField';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface TaxInvoicePanelProps {
  form: Pick<CheckoutFormState, 'taxInvoice' | 'taxEmail' | 'errors'>;
  dispatch: Dispatch<CheckoutAction>;
  buyer: { businessName: string; registrationNo: string };
}

/** 세금계산서: asked for the retailer's business, sent to the e-mail given (the buyer's at first). */
export function TaxInvoicePanel({ form, dispatch, buyer }: TaxInvoicePanelProps) {
  return (
    <Panel as="fieldset">
      <Legend>{text.taxInvoiceTitle}</Legend>
      <Check>
        <input type="checkbox" checked={form.taxInvoice} onChange={(event) => dispatch({ type: 'set', patch: { taxInvoice: event.target.checked } })} />
        {text.taxInvoice}
      </Check>
      <Muted as="p">{text.taxInvoiceHint(buyer.businessName, formatRegistrationNo(buyer.registrationNo))}</Muted>
      {form.taxInvoice ? (
        <FormField
          inputId="tax-email"
          label={text.taxEmail}
          type="email"
          autoComplete="email"
          value={form.taxEmail}
          error={form.errors.taxEmail}
          onChange={(event) => dispatch({ type: 'set', patch: { taxEmail: event.target.value } })}
        />
      ) : null}
    </Panel>
  );
}
