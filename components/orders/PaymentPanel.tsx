import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError } from '@/components/ui/fieldParts';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import { CardBox, MethodOption, Methods, Muted, Panel } from './CheckoutPage.styles';
import { TestCardFields } from './TestCardFields';
import type { Checkout } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface PaymentPanelProps {
  checkout: Checkout;
  provider: CardProvider;
  bankName: string;
}

/**
 * 결제 수단: card or bank transfer. Card is the demo provider's test card form
 * or, with PortOne, a hint that its window opens; bank transfer names the bank.
 * A failed PortOne payment is said under it.
 */
export function PaymentPanel({ checkout, provider, bankName }: PaymentPanelProps) {
  const { form } = checkout;
  const { method, card } = form.values;
  const { errors } = form;
  return (
    <Panel>
      <Fieldset legend={text.method} legendSize="xl" legendGap="md">
        <Methods>
          {(['card', 'bank_transfer'] as const).map((value) => (
            <MethodOption key={value} $active={method === value}>
              <input type="radio" name="paymentMethod" value={value} checked={method === value} onChange={() => form.set('method', value)} />
              {value === 'card' ? text.card : text.bankTransfer}
            </MethodOption>
          ))}
        </Methods>
        {method === 'card' && provider.provider === 'portone' ? (
          <CardBox>
            <Muted as="p">{text.portoneHint}</Muted>
          </CardBox>
        ) : method === 'card' ? (
          <TestCardFields card={card} errors={errors} onChange={checkout.card} />
        ) : (
          <CardBox>
            <Muted as="p">{text.bankHint(bankName)}</Muted>
          </CardBox>
        )}
        {errors.payment ? <FieldError role="alert">{errors.payment}</FieldError> : null}
      </Fieldset>
    </Panel>
  );
}
