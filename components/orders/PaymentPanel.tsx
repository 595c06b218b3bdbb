import { Fieldset } from '@/components/ui/Fieldset';
import { FieldError } from '@/components/ui/fieldParts';
import { TextField } from '@/components/ui/TextField';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CardDraft } from '@/lib/orders/checkoutRules';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import { CardBox, Fields, MethodOption, Methods, Muted, Panel, Wide } from './CheckoutPage.styles';
import type { Checkout } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface PaymentPanelProps {
  checkout: Checkout;
  provider: CardProvider;
  bankName: string;
}

/** The demo provider's test card fields, in order: the number takes the whole row. */
const CARD_FIELDS: ReadonlyArray<{ field: keyof CardDraft; label: string; autoComplete: string; placeholder?: string; maxLength?: number }> = [
  { field: 'number', label: text.cardNumber, autoComplete: 'cc-number', placeholder: '0000 0000 0000 0000' },
  { field: 'expiry', label: text.cardExpiry, autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvc', label: text.cardCvc, autoComplete: 'cc-csc', maxLength: 3 },
];

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
          <CardBox>
            <Muted as="p">{text.demoCardHint}</Muted>
            <Fields>
              {CARD_FIELDS.map(({ field, ...props }) => {
                const input = (
                  <TextField
                    key={field}
                    inputId={`card-${field}`}
                    inputMode="numeric"
                    {...props}
                    value={card[field]}
                    error={errors[field]}
                    onChange={(event) => checkout.card(field, event.target.value)}
                  />
                );
                return field === 'number' ? <Wide key={field}>{input}</Wide> : input;
              })}
            </Fields>
          </CardBox>
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
