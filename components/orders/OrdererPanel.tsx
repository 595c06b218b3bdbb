import { Fieldset } from '@/components/ui/Fieldset';
import { TextField } from '@/components/ui/TextField';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Fields, Panel, Wide } from './CheckoutPage.styles';
import type { CheckoutForm } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface OrdererPanelProps {
  form: CheckoutForm;
}

/** 주문자: the orderer's name and phone (the buyer's at first) and a delivery note. */
export function OrdererPanel({ form }: OrdererPanelProps) {
  return (
    <Panel>
      <Fieldset legend={text.orderer} legendSize="xl" legendGap="md">
        <Fields>
          <TextField inputId="orderer-name" label={text.ordererName} maxLength={30} {...form.input('ordererName')} error={form.errors.ordererName} />
          <TextField
            inputId="orderer-phone"
            label={text.ordererPhone}
            type="tel"
            inputMode="tel"
            {...form.input('ordererPhone')}
            error={form.errors.ordererPhone}
          />
          <Wide>
            <TextField inputId="delivery-note" label={text.deliveryNote} placeholder={text.deliveryNotePlaceholder} maxLength={200} {...form.input('note')} />
          </Wide>
        </Fields>
      </Fieldset>
    </Panel>
  );
}
