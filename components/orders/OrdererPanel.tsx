import type { Dispatch } from 'react';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Legend } from './AddressSection';
import { Fields, Panel, Wide } from './CheckoutPage.styles';
import { FormField } from './FormField';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface OrdererPanelProps {
  form: Pick<CheckoutFormState, 'ordererName' | 'ordererPhone' | 'note' | 'errors'>;
  dispatch: Dispatch<CheckoutAction>;
}

/** 주문자: the orderer's name and phone (the buyer's at first) and a delivery note. */
export function OrdererPanel({ form, dispatch }: OrdererPanelProps) {
  return (
    <Panel as="fieldset">
      <Legend>{text.orderer}</Legend>
      <Fields>
        <FormField
          inputId="orderer-name"
          label={text.ordererName}
          value={form.ordererName}
          maxLength={30}
          error={form.errors.ordererName}
          onChange={(event) => dispatch({ type: 'set', patch: { ordererName: event.target.value } })}
        />
        <FormField
          inputId="orderer-phone"
          label={text.ordererPhone}
          type="tel"
          inputMode="tel"
          value={form.ordererPhone}
          error={form.errors.ordererPhone}
          onChange={(event) => dispatch({ type: 'set', patch: { ordererPhone: event.target.value } })}
        />
        <Wide>
          <FormField
            inputId="delivery-note"
            label={text.deliveryNote}
            placeholder={text.deliveryNotePlaceholder}
            value={form.note}
            maxLength={200}
            onChange={(event) => dispatch({ type: 'set', patch: { note: event.target.value } })}
          />
        </Wide>
      </Fields>
    </Panel>
  );
}
