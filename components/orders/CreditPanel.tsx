import type { Dispatch } from 'react';
import { Button } from '@/components/ui/Button';
import { formatAmount } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Legend } from './AddressSection';
import { CreditField, Muted, Panel } from './CheckoutPage.styles';
import { FormField } from './FormField';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface CreditPanelProps {
  form: Pick<CheckoutFormState, 'creditText' | 'creditNotice'>;
  dispatch: Dispatch<CheckoutAction>;
  creditBalance: number;
  /** The most this order can use. */
  creditCap: number;
}

/** 적립금: any amount up to the balance and the order's total, or 전액 사용. */
export function CreditPanel({ form, dispatch, creditBalance, creditCap }: CreditPanelProps) {
  const { creditText, creditNotice } = form;
  return (
    <Panel as="fieldset">
      <Legend>{text.credit}</Legend>
      <Muted as="p">{text.creditBalance(creditBalance)}</Muted>
      <CreditField>
        <FormField
          label={text.creditAmount}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={creditText === '' ? '' : formatAmount(Number(creditText))}
          onChange={(event) => dispatch({ type: 'creditTyped', value: event.target.value })}
          onBlur={() => dispatch({ type: 'creditLeft', cap: creditCap })}
          hint={creditNotice ?? text.creditMax(creditCap)}
          addon={
            <Button type="button" $variant="secondary" $size="lg" onClick={() => dispatch({ type: 'creditAll', cap: creditCap })}>
              {text.creditAll}
            </Button>
          }
        />
      </CreditField>
    </Panel>
  );
}
