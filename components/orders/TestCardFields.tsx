import { TextField } from '@/components/ui/TextField';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import type { CardDraft, CardErrors } from '@/lib/orders/checkoutRules';
import { CardBox, Fields, Muted, Wide } from './CheckoutPage.styles';

const text = checkoutMessages.payment;

/** The fields in order: the number takes the whole row. */
const CARD_FIELDS: ReadonlyArray<{ field: keyof CardDraft; label: string; autoComplete: string; placeholder?: string; maxLength?: number }> = [
  { field: 'number', label: text.cardNumber, autoComplete: 'cc-number', placeholder: '0000 0000 0000 0000' },
  { field: 'expiry', label: text.cardExpiry, autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { field: 'cvc', label: text.cardCvc, autoComplete: 'cc-csc', maxLength: 3 },
];

export interface TestCardFieldsProps {
  card: CardDraft;
  errors: CardErrors;
  /** A field as typed (the form formats it: withCardField). */
  onChange: (field: keyof CardDraft, typed: string) => void;
}

/**
 * The demo provider's test card (checkout, and 결제 이어하기): what it is, and
 * the number, expiry and CVC with their errors. The inputs' ids are
 * `card-number`, `card-expiry` and `card-cvc`, which a refusal focuses.
 */
export function TestCardFields({ card, errors, onChange }: TestCardFieldsProps) {
  return (
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
              onChange={(event) => onChange(field, event.target.value)}
            />
          );
          return field === 'number' ? <Wide key={field}>{input}</Wide> : input;
        })}
      </Fields>
    </CardBox>
  );
}
