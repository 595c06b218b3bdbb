import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';
import { FieldError } from '@/components/ui/fieldParts';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import type { CartBrandGroup, CartDelivery } from '@/lib/cart/cart.contract';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { checkoutAmounts } from '@/lib/orders/checkoutRules';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import type { OrderAddress, OrderSummary } from '@/lib/orders/orders.contract';
import { AddressSection } from './AddressSection';
import { Form, Main, Panel } from './CheckoutPage.styles';
import { CheckoutSummary } from './CheckoutSummary';
import { CheckoutTotals } from './CheckoutTotals';
import { CreditPanel } from './CreditPanel';
import { OrdererPanel } from './OrdererPanel';
import { PaymentPanel } from './PaymentPanel';
import { TaxInvoicePanel } from './TaxInvoicePanel';
import { useCheckoutAddresses } from './useCheckoutAddresses';
import { useCheckoutForm } from './useCheckoutForm';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import { WaitingPayments } from './WaitingPayments';

const text = checkoutMessages.payment;
export const PAYMENT_PATH = '/payment';

export interface CheckoutBuyer {
  businessName: string;
  registrationNo: string;
  email: string;
  /** Where tax invoices go (MY's 사업자 정보); '' for the account's e-mail. */
  taxEmail: string;
  /** 010-0000-0000. */
  phone: string;
}

export interface CheckoutPageProps {
  /** The selected cart lines that are still in the cart. */
  cartIds: number[];
  /** Those lines by brand, priced now (the cart service). */
  brands: CartBrandGroup[];
  /** Their delivery fee per brand. */
  delivery: CartDelivery;
  addresses: OrderAddress[];
  creditBalance: number;
  buyer: CheckoutBuyer;
  /** The bank bank transfers are paid into. */
  bankName: string;
  /** The card provider (PAYMENT_PROVIDER): demo's test card form, or PortOne's payment window. */
  card: CardProvider;
  /** With nothing to order: the buyer's card orders waiting for their payment, newest first. */
  waiting: OrderSummary[];
}

/**
 * /payment?cartIds=1,2 (members): the summary of the selected lines by brand
 * (server-rendered), the shipping address (saved or new, with the postcode
 * search on demand), the orderer, a delivery note, card (the demo provider's
 * test card form, checked with Luhn here and approved on the server) or bank
 * transfer, a tax invoice for the retailer's business, referral credit, and
 * 결제하기 (useCheckoutSubmit: the order, then the payment, then
 * /order-complete). The parts: the form's state (useCheckoutForm), its rules
 * and sums (lib/orders/checkoutRules.ts), the addresses (useCheckoutAddresses),
 * the payment step (lib/orders/client/payOrder.ts) and what a failure means
 * (lib/orders/client/checkoutErrors.ts).
 */
export function CheckoutPage({ cartIds, brands, delivery, addresses: initialAddresses, creditBalance, buyer, bankName, card: provider, waiting }: CheckoutPageProps) {
  const { addresses, reload, addressPart } = useCheckoutAddresses(initialAddresses);
  const checkout = useCheckoutForm(initialAddresses, buyer);
  const { form } = checkout;
  const amounts = checkoutAmounts(brands, delivery, creditBalance, form.values.creditText);
  const { submit } = useCheckoutSubmit({ checkout, amounts, cartIds, brands, provider, buyerEmail: buyer.email, addresses, addressPart });

  if (amounts.lineCount === 0) {
    return (
      <>
        <PageSeo title={text.title} description={text.description} noindex path={PAYMENT_PATH} />
        <PageContainer>
          <PageHeading title={text.title} />
          <WaitingPayments orders={waiting} />
          <EmptyState>
            <p>{text.nothing}</p>
            <Link href="/cart">{text.toCart}</Link>
          </EmptyState>
        </PageContainer>
      </>
    );
  }

  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path={PAYMENT_PATH} />
      <PageContainer>
        <PageHeading title={text.title} />
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <Main>
            <CheckoutSummary brands={brands} delivery={delivery} lineCount={amounts.lineCount} />

            <Panel id="address-choice" tabIndex={-1}>
              <AddressSection
                addresses={addresses}
                choice={form.values.choice}
                onChoose={checkout.choose}
                draft={form.values.draft}
                errors={form.errors}
                onDraft={(draft) => form.set('draft', draft)}
                saveNew={form.values.saveNew}
                onSaveNew={(saveNew) => form.set('saveNew', saveNew)}
                onChanged={reload}
              />
              {form.errors.choose ? <FieldError role="alert">{form.errors.choose}</FieldError> : null}
            </Panel>

            <OrdererPanel form={form} />
            <PaymentPanel checkout={checkout} provider={provider} bankName={bankName} />
            <TaxInvoicePanel form={form} buyer={buyer} tax={amounts.tax} />
            {creditBalance > 0 ? <CreditPanel checkout={checkout} creditBalance={creditBalance} creditCap={amounts.creditCap} /> : null}
          </Main>

          <CheckoutTotals form={form} amounts={amounts} />
        </Form>
      </PageContainer>
    </>
  );
}
