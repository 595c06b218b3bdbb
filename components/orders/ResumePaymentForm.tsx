import { useRouter } from 'next/router';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/fieldParts';
import { alertMessage } from '@/lib/client/alerts';
import { isApiError } from '@/lib/client/errors';
import { useForm } from '@/lib/client/form';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { validateCard, withCardField, type CardDraft, type CheckoutErrors } from '@/lib/orders/checkoutRules';
import { payOrder, type CardProvider } from '@/lib/orders/client/payOrder';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { CardBox, Muted } from './CheckoutPage.styles';
import { TestCardFields } from './TestCardFields';
import { space } from '@/styles/theme';

const text = checkoutMessages.payment;

type ResumeErrors = Pick<CheckoutErrors, 'number' | 'expiry' | 'cvc' | 'payment'>;

export interface ResumePaymentFormProps {
  order: Pick<OrderDetail, 'idOrder' | 'status' | 'amounts' | 'brands' | 'orderer'>;
  provider: CardProvider;
  /** The buyer's e-mail, for PortOne's payment window. */
  buyerEmail: string;
}

/**
 * 결제 이어하기's form (loaded by ./ResumePayment.tsx): a card order whose
 * payment was declined or left unfinished is paid by the same provider as
 * checkout (payOrder), for the order's own total. A declined card is said next
 * to its number; an order that lapsed meanwhile is said, and the page is read
 * again (it shows 다시 담기). Paid, the retailer lands on the completion page,
 * as after checkout.
 */
export function ResumePaymentForm({ order, provider, buyerEmail }: ResumePaymentFormProps) {
  const router = useRouter();
  const testCard = provider.provider === 'demo';
  const form = useForm<{ card: CardDraft }, keyof ResumeErrors>({
    initial: { card: { number: '', expiry: '', cvc: '' } },
    onChange: 'keep',
    idPrefix: 'card',
    order: ['number', 'expiry', 'cvc'],
  });
  const { card } = form.values;

  const submit = form.handleSubmit(
    async ({ card: typed }) => {
      try {
        const paid = await payOrder({
          order,
          provider,
          cardNumber: typed.number,
          brands: order.brands,
          customer: { fullName: order.orderer.name, phone: order.orderer.phone, email: buyerEmail },
        });
        if (!paid.ok) {
          form.showErrors(paid.errors);
          return;
        }
        await router.push(`/order-complete?idOrder=${order.idOrder}`);
      } catch (error) {
        // Lapsed or paid elsewhere meanwhile: say so, and show the order as it now stands.
        if (!isApiError(error) || error.status !== 409) throw error;
        await alertMessage(error.message, 'warning');
        await router.replace(router.asPath, undefined, { scroll: false });
      }
    },
    { check: () => (testCard ? validateCard(card) : {}), failed: text.failed },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {testCard ? (
        <TestCardFields card={card} errors={form.errors} onChange={(field, typed) => form.set('card', withCardField(card, field, typed))} />
      ) : (
        <CardBox>
          <Muted as="p">{text.portoneHint}</Muted>
        </CardBox>
      )}
      {form.errors.payment ? <FieldError role="alert">{form.errors.payment}</FieldError> : null}
      {form.formError ? <FieldError role="alert">{form.formError}</FieldError> : null}
      <Pay type="submit" $size="lg" $block disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? text.paying : text.pay(order.amounts.totalAmount)}
      </Pay>
    </form>
  );
}

const Pay = styled(Button)`
  margin-top: ${space.lg};
`;
