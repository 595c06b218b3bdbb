import { Button } from '@/components/ui/Button';
import { Fieldset } from '@/components/ui/Fieldset';
import { TextField } from '@/components/ui/TextField';
import { formatAmount } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { CreditField, Muted, Panel } from './CheckoutPage.styles';
import type { Checkout } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface CreditPanelProps {
  checkout: Checkout;
  creditBalance: number;
  /** The most this order can use. */
  creditCap: number;
}

/** 적립금: any amount up to the balance and the order's total, or 전액 사용. */
export function CreditPanel({ checkout, creditBalance, creditCap }: CreditPanelProps) {
  const { creditText } = checkout.form.values;
  return (
    <Panel>
      <Fieldset legend={text.credit} legendSize="xl" legendGap="md">
        <Muted as="p">{text.creditBalance(creditBalance)}</Muted>
        <CreditField>
          <TextField
            label={text.creditAmount}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={creditText === '' ? '' : formatAmount(Number(creditText))}
            onChange={(event) => checkout.credit.typed(event.target.value)}
            onBlur={() => checkout.credit.left(creditCap)}
            hint={checkout.creditNotice ?? text.creditMax(creditCap)}
            addon={
              <Button type="button" $variant="secondary" $size="lg" onClick={() => checkout.credit.all(creditCap)}>
                {text.creditAll}
              </Button>
            }
          />
        </CreditField>
      </Fieldset>
    </Panel>
  );
}
