import { useRef } from 'react';
import useSWR from 'swr';
import { addAddress, listAddresses, orderKeys } from '@/lib/orders/client/orders';
import type { CheckoutFields } from '@/lib/orders/checkoutRules';
import type { CreateOrderRequest, OrderAddress } from '@/lib/orders/orders.contract';

/**
 * The checkout's saved addresses (GET /users/orderaddress, starting from the
 * server render) and where the order goes: a saved address by its id, a new
 * one inline, or a new one saved to the list first (POST, once per visit: a
 * retry after a failed order does not save it again) and then used by its id.
 */
export function useCheckoutAddresses(initialAddresses: OrderAddress[]) {
  const { data, mutate: reload } = useSWR(orderKeys.addresses, listAddresses, {
    fallbackData: { items: initialAddresses },
    revalidateOnMount: false,
  });
  const savedNewAddress = useRef<number | null>(null);

  async function addressPart({ choice, saveNew, draft }: Pick<CheckoutFields, 'choice' | 'saveNew' | 'draft'>): Promise<Pick<CreateOrderRequest, 'idAddress' | 'address'>> {
    if (choice !== 'new') return { idAddress: choice };
    if (!saveNew) {
      const { label, recipient, phone, postcode, address, addressDetail } = draft;
      return { address: { label: label.trim() || undefined, recipient, phone, postcode, address, addressDetail } };
    }
    if (savedNewAddress.current === null) {
      const saved = await addAddress({ ...draft, label: draft.label.trim() || undefined });
      savedNewAddress.current = saved.id;
      await reload();
    }
    return { idAddress: savedNewAddress.current };
  }

  return { addresses: data?.items ?? initialAddresses, reload, addressPart };
}
