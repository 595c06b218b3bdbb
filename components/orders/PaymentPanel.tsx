import type { Dispatch } from 'react';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import { Legend } from './AddressSection';
import { CardBox, ErrorText, Fields, MethodOption, Methods, Muted, Panel, Wide } from './CheckoutPage.styles';
import { FormField } from './FormField';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface PaymentPanelProps {
  form: Pick<CheckoutFormState, 'method' | 'card' | 'errors'>;
  dispatch: Dispatch<CheckoutAction>;
  provider: CardProvider;
  bankName: string;
}

/**
 * 결제 수단: card or bank transfer. Card is the demo provider's test card form
 * or, with PortOne, a hint that its window opens; bank transfer names the bank.
 * A failed PortOne payment is said under it.
 */
export function PaymentPanel({ form, dispatch, provider, bankName }: PaymentPanelProps) {
  const { method, card, errors } = form;
  return (
    <Panel as="fieldset">
      <Legend>{text.method}</Legend>
      <Methods>
        {(['card', 'bank_transfer'] as const).map((value) => (
          <MethodOption key={value} $active={method === value}>
            <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => dispatch({ type: 'set', patch: { method: value } })} />
            {value === 'card' ? text.card : text.bankTransfer}
          </MethodOption>
        ))}
      </Methods>
      {method === 'card' && provider.provider === 'portone' ? (
        <CardBox>
          <Muted as="p">{text.portoneHint}</Muted>
        </CardBox>
      ) : method === 'card' ? (
        <CardBox>
          <Muted as="p">{text.demoCardHint}</Muted>
          <Fields>
            <Wide>
              <FormField
                inputId="card-number"
                label={text.cardNumber}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="0000 0000 0000 0000"
                value={card.number}
                error={errors.number}
                onChange={(event) => dispatch({ type: 'card', field: 'number', value: event.target.value })}
              />
            </Wide>
            <FormField
              inputId="card-expiry"
              label={text.cardExpiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              error={errors.expiry}
              onChange={(event) => dispatch({ type: 'card', field: 'expiry', value: event.target.value })}
            />
            <FormField
              inputId="card-cvc"
              label={text.cardCvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={3}
              value={card.cvc}
              error={errors.cvc}
              onChange={(event) => dispatch({ type: 'card', field: 'cvc', value: event.target.value })}
            />
          </Fields>
        </CardBox>
      ) : (
        <CardBox>
          <Muted as="p">{text.bankHint(bankName)}</Muted>
        </CardBox>
      )}
      {errors.payment ? <ErrorText role="alert">{errors.payment}</ErrorText> : null}
    </Panel>
  );
}
