import { Fieldset } from '@/components/ui/Fieldset';
import { FieldCheck } from '@/components/ui/fieldParts';
import { TextField } from '@/components/ui/TextField';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { formatWon } from '@/lib/format';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { Muted, Panel } from './CheckoutPage.styles';
import type { CheckoutForm } from './useCheckoutForm';

const text = checkoutMessages.payment;

export interface TaxInvoicePanelProps {
  form: CheckoutForm;
  buyer: { businessName: string; registrationNo: string };
  /** The order's goods and delivery as the invoice will split them. */
  tax: { supplyAmount: number; vatAmount: number };
}

/** 세금계산서: asked for the retailer's business, sent to the e-mail given (the buyer's at first), with the supply value and VAT it will state. */
export function TaxInvoicePanel({ form, buyer, tax }: TaxInvoicePanelProps) {
  return (
    <Panel>
      <Fieldset legend={text.taxInvoiceTitle} legendSize="xl" legendGap="md">
        <FieldCheck $inset>
          <input type="checkbox" checked={form.values.taxInvoice} onChange={(event) => form.set('taxInvoice', event.target.checked)} />
          {text.taxInvoice}
        </FieldCheck>
        <Muted as="p">{text.taxInvoiceHint(buyer.businessName, formatRegistrationNo(buyer.registrationNo))}</Muted>
        {form.values.taxInvoice ? (
          <>
            <Muted as="p">{text.taxInvoiceAmounts(formatWon(tax.supplyAmount), formatWon(tax.vatAmount))}</Muted>
            <TextField inputId="tax-email" label={text.taxEmail} type="email" autoComplete="email" {...form.input('taxEmail')} error={form.errors.taxEmail} />
          </>
        ) : null}
      </Fieldset>
    </Panel>
  );
}
