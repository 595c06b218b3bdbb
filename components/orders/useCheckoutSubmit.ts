import { useRouter } from 'next/router';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { alertMessage } from '@/lib/client/alerts';
import { cartKeys } from '@/lib/cart/client/cart';
import type { CartBrandGroup } from '@/lib/cart/cart.contract';
import { newIdempotencyKey, validateCheckout, type CheckoutAmounts, type CheckoutErrors, type CheckoutFields } from '@/lib/orders/checkoutRules';
import { checkoutFailureOf, firstInvalidFieldId } from '@/lib/orders/client/checkoutErrors';
import { createOrder } from '@/lib/orders/client/orders';
import { payOrder, type CardProvider } from '@/lib/orders/client/payOrder';
import type { CreateOrderRequest, OrderAddress } from '@/lib/orders/orders.contract';
import type { Checkout } from './useCheckoutForm';


function focusFirst(errors: CheckoutErrors) {
  const id = firstInvalidFieldId(errors);
  if (id) document.getElementById(id)?.focus();
}

export interface CheckoutSubmitInput {
  checkout: Checkout;
  amounts: CheckoutAmounts;
  cartIds: number[];
  brands: CartBrandGroup[];
  provider: CardProvider;
  buyerEmail: string;
  addresses: OrderAddress[];
  addressPart: (fields: Pick<CheckoutFields, 'choice' | 'saveNew' | 'draft'>) => Promise<Pick<CreateOrderRequest, 'idAddress' | 'address'>>;
}

/**
 * 결제하기: check the form (errors next to their fields, the first focused),
 * then POST /orders with one Idempotency-Key per visit (a double click or a
 * retry answers the same order), the payment step (payOrder), and
 * /order-complete. A failure is mapped by checkoutErrors.ts: a field, a
 * reload of the priced summary, or an alert.
 */
export function useCheckoutSubmit({ checkout, amounts, cartIds, brands, provider, buyerEmail, addresses, addressPart }: CheckoutSubmitInput) {
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  // One key per checkout visit: a double click, or a retry after a declined card, finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { form } = checkout;

  async function send(values: CheckoutFields) {
    try {
      const body: CreateOrderRequest = {
        cartIds,
        ...(await addressPart(values)),
        paymentMethod: values.method,
        taxInvoice: values.taxInvoice ? { email: values.taxEmail.trim() } : undefined,
        useCredit: amounts.creditUsed > 0 ? amounts.creditUsed : undefined,
        orderer: { name: values.ordererName.trim(), phone: values.ordererPhone.trim() },
        deliveryNote: values.note.trim() || undefined,
        expectedTotal: amounts.total,
      };
      const order = await createOrder(body, idempotencyKey);
      // The ordered lines left the cart: the header badge reads its count again.
      void mutateKey(cartKeys.cartCount);
      const paid = await payOrder({
        order,
        provider,
        cardNumber: values.card.number,
        brands,
        customer: { fullName: values.ordererName.trim(), phone: values.ordererPhone, email: buyerEmail },
      });
      if (!paid.ok) {
        form.showErrors(paid.errors, false);
        if (paid.focusId) document.getElementById(paid.focusId)?.focus();
        return;
      }
      await router.push(`/order-complete?idOrder=${order.idOrder}`);
    } catch (error) {
      await handleFailure(error, values);
    }
  }

  async function handleFailure(error: unknown, values: CheckoutFields) {
    const failure = checkoutFailureOf(error, values.choice);
    if (failure.kind === 'reprice') {
      await alertMessage(failure.message, 'warning');
      checkout.credit.reset();
      // The server render prices the summary again.
      await router.replace(router.asPath, undefined, { scroll: false });
    } else if (failure.kind === 'field') {
      form.showErrors(failure.errors, false);
      focusFirst(failure.errors);
    } else {
      await alertMessage(failure.message, 'error');
    }
  }

  const submit = form.handleSubmit(send, {
    check: () =>
      validateCheckout(form.values, {
        savedAddressIds: addresses.map((address) => address.id),
        total: amounts.total,
        testCardForm: provider.provider === 'demo',
      }),
    onInvalid: focusFirst,
  });

  return { submit };
}
