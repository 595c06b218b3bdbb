import type { Dispatch } from 'react';
import { Button } from '@/components/ui/Button';
import { TotalsBox, TotalsRow } from '@/components/ui/TotalsBox';
import { formatWon } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CheckoutAmounts } from '@/lib/orders/checkoutRules';
import { Check } from './AddressSection';
import { ErrorText } from './CheckoutPage.styles';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface CheckoutTotalsProps {
  form: Pick<CheckoutFormState, 'method' | 'agree' | 'errors' | 'submitting'>;
  dispatch: Dispatch<CheckoutAction>;
  amounts: CheckoutAmounts;
}

/** 결제 금액: the sums, the consent and the submit button (결제하기 by card, else 주문하기). */
export function CheckoutTotals({ form, dispatch, amounts }: CheckoutTotalsProps) {
  const { method, agree, errors, submitting } = form;
  const { goodsAmount, deliveryFee, creditUsed, total } = amounts;
  const payLabel = method === 'card' && total > 0 ? text.pay(total) : text.placeOrder(total);
  return (
    <TotalsBox aria-labelledby="checkout-amounts">
      <h2 id="checkout-amounts">{text.amounts}</h2>
      <dl>
        <div>
          <dt>{text.goodsAmount}</dt>
          <dd>{formatWon(goodsAmount)}</dd>
        </div>
        <div>
          <dt>{text.deliveryFee}</dt>
          <dd>{formatWon(deliveryFee)}</dd>
        </div>
        {creditUsed > 0 ? (
          <div>
            <dt>{text.creditUsed}</dt>
            <dd>-{formatWon(creditUsed)}</dd>
          </div>
        ) : null}
        <TotalsRow>
          <dt>{text.total}</dt>
          <dd>{formatWon(total)}</dd>
        </TotalsRow>
      </dl>
      <Check>
        <input
          id="agree"
          type="checkbox"
          checked={agree}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? 'agree-error' : undefined}
          onChange={(event) => dispatch({ type: 'set', patch: { agree: event.target.checked } })}
        />
        {text.agree}
      </Check>
      {errors.agree ? <ErrorText id="agree-error">{errors.agree}</ErrorText> : null}
      <Button type="submit" $size="lg" $block disabled={submitting} aria-busy={submitting}>
        {submitting ? text.paying : payLabel}
      </Button>
    </TotalsBox>
  );
}
