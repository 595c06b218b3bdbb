/**
 * Saved shipping addresses (/users/orderaddress, docs/API.md): the fetchers,
 * and the list MY's address book keeps. Every call logs its failure and
 * rethrows it (an ApiError). lib/orders/client/orders.ts re-exports the fetchers and
 * adds an SWR hook for the checkout.
 *
 * No SWR here, on purpose: with MY importing an SWR hook, Next's production
 * bundler moved the shell's on-demand loaders into a chunk of their own that
 * every route loads (+0.6 kB shared, over the 40 kB limit; scripts/js-budget.mjs).
 * MY has one writer of this list, itself, so a plain state that reloads after
 * each change does the same job.
 */
import { useCallback, useState } from 'react';
import type { AddressInput, OrderAddress, OrderAddressList } from '@/lib/orders/orders.contract';
import { loggedCalls } from '@/lib/client/http';

/** SWR key of the member's saved addresses. */
export const addressKey = '/users/orderaddress';

const logged = loggedCalls('addresses');

/** GET /users/orderaddress. */
export function listAddresses(): Promise<OrderAddressList> {
  return logged('listAddresses', async (api) => (await api.get<OrderAddressList>('/users/orderaddress')).data);
}

/** POST /users/orderaddress. */
export function addAddress(body: AddressInput): Promise<OrderAddress> {
  return logged('addAddress', async (api) => (await api.post<OrderAddress>('/users/orderaddress', body)).data);
}

/** PUT /users/orderaddress/{id}. */
export function updateAddress(id: number, body: AddressInput): Promise<OrderAddress> {
  return logged('updateAddress', async (api) => (await api.put<OrderAddress>(`/users/orderaddress/${id}`, body)).data);
}

/** DELETE /users/orderaddress/{id}. */
export function deleteAddress(id: number): Promise<{ deleted: 1 }> {
  return logged('deleteAddress', async (api) => (await api.delete<{ deleted: 1 }>(`/users/orderaddress/${id}`)).data);
}

/**
 * MY's address list: the server's list first, then the list the API answers
 * after each change (`reload`, which rethrows a failure for the caller).
 */
export function useAddressBook(initial: OrderAddressList) {
  const [addresses, setAddresses] = useState(initial.items);
  const reload = useCallback(async () => {
    setAddresses((await listAddresses()).items);
  }, []);
  return { addresses, reload };
}
