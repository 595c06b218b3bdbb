import { Button } from '@/components/ui/Button';
import { SmallPrint } from '@/components/ui/SmallPrint';
import { TotalsBox, TotalsRow } from '@/components/ui/TotalsBox';
import { vatMessages } from '@/lib/orders/vat.messages';
import { formatWon } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CheckoutAmounts } from '@/lib/orders/checkoutRules';
import { FieldCheck, FieldError, fieldControlProps, fieldIds } from '@/components/ui/fieldParts';
import type { CheckoutForm } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface CheckoutTotalsProps {
  form: CheckoutForm;
  amounts: CheckoutAmounts;
}

/** 결제 금액: the sums, the consent and the submit button (결제하기 by card, else 주문하기). */
export function CheckoutTotals({ form, amounts }: CheckoutTotalsProps) {
  const { method, agree } = form.values;
  const { errors, busy: submitting } = form;
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
      <SmallPrint>{vatMessages.note}</SmallPrint>
      <FieldCheck $inset>
        <input
          {...fieldControlProps('agree', { error: Boolean(errors.agree) })}
          type="checkbox"
          checked={agree}
          onChange={(event) => form.set('agree', event.target.checked)}
        />
        {text.agree}
      </FieldCheck>
      {errors.agree ? <FieldError id={fieldIds('agree').error}>{errors.agree}</FieldError> : null}
      <Button type="submit" $size="lg" $block disabled={submitting} aria-busy={submitting}>
        {submitting ? text.paying : payLabel}
      </Button>
    </TotalsBox>
  );
}
