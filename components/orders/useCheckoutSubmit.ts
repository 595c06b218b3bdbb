import { useRouter } from 'next/router';
import { useRef, useState, type Dispatch, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { alertMessage } from '@/lib/client/alerts';
import { cartKeys } from '@/lib/cart/client/cart';
import type { CartBrandGroup } from '@/lib/cart/cart.contract';
import { newIdempotencyKey, validateCheckout, type CheckoutAmounts, type CheckoutErrors, type CheckoutFields } from '@/lib/orders/checkoutRules';
import { checkoutFailureOf, firstInvalidFieldId } from '@/lib/orders/client/checkoutErrors';
import { createOrder } from '@/lib/orders/client/orders';
import { payOrder, type CardProvider } from '@/lib/orders/client/payOrder';
import type { CreateOrderRequest, OrderAddress } from '@/lib/orders/orders.contract';
import type { CheckoutAction, CheckoutFormState } from './useCheckoutForm';


function focusFirst(errors: CheckoutErrors) {
  const id = firstInvalidFieldId(errors);
  if (id) document.getElementById(id)?.focus();
}

export interface CheckoutSubmitInput {
  form: CheckoutFormState;
  dispatch: Dispatch<CheckoutAction>;
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
export function useCheckoutSubmit({ form, dispatch, amounts, cartIds, brands, provider, buyerEmail, addresses, addressPart }: CheckoutSubmitInput) {
  const router = useRouter();
  const { mutate: mutateKey } = useSWRConfig();
  // One key per checkout visit: a double click, or a retry after a declined card, finds the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);

  function showErrors(errors: CheckoutErrors, focusId?: string) {
    dispatch({ type: 'errors', errors });
    if (focusId) document.getElementById(focusId)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateCheckout(form, {
      savedAddressIds: addresses.map((address) => address.id),
      total: amounts.total,
      testCardForm: provider.provider === 'demo',
    });
    dispatch({ type: 'errors', errors: found });
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'submitting', submitting: true });
    try {
      const body: CreateOrderRequest = {
        cartIds,
        ...(await addressPart(form)),
        paymentMethod: form.method,
        taxInvoice: form.taxInvoice ? { email: form.taxEmail.trim() } : undefined,
        useCredit: amounts.creditUsed > 0 ? amounts.creditUsed : undefined,
        orderer: { name: form.ordererName.trim(), phone: form.ordererPhone.trim() },
        deliveryNote: form.note.trim() || undefined,
        expectedTotal: amounts.total,
      };
      const order = await createOrder(body, idempotencyKey);
      // The ordered lines left the cart: the header badge reads its count again.
      void mutateKey(cartKeys.cartCount);
      const paid = await payOrder({
        order,
        provider,
        cardNumber: form.card.number,
        brands,
        customer: { fullName: form.ordererName.trim(), phone: form.ordererPhone, email: buyerEmail },
      });
      if (!paid.ok) {
        showErrors(paid.errors, paid.focusId);
        return;
      }
      await router.push(`/order-complete?idOrder=${order.idOrder}`);
    } catch (error) {
      await handleFailure(error);
    } finally {
      inFlight.current = false;
      dispatch({ type: 'submitting', submitting: false });
    }
  }

  async function handleFailure(error: unknown) {
    const failure = checkoutFailureOf(error, form.choice);
    if (failure.kind === 'reprice') {
      await alertMessage(failure.message, 'warning');
      dispatch({ type: 'creditReset' });
      // The server render prices the summary again.
      await router.replace(router.asPath, undefined, { scroll: false });
    } else if (failure.kind === 'field') {
      dispatch({ type: 'errors', errors: failure.errors });
      focusFirst(failure.errors);
    } else {
      await alertMessage(failure.message, 'error');
    }
  }

  return { submit };
}
