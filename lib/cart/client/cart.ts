/**
 * The cart's client data: the calls of /api/v1 (docs/API.md), their SWR keys
 * and the header badge's hook. Every call logs its failure to the console and
 * rethrows it (an ApiError) for the caller to handle.
 */
import { useEffect, useEffectEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  AddToCartRequest,
  AddToCartResult,
  CartAvailability,
  CartCount,
  CartView,
  DeleteCartItemsResult,
  UpdateCartItemResult,
} from '@/lib/cart/cart.contract';
import type { ApiError } from '@/lib/client/errors';
import { loggedCalls } from '@/lib/client/http';
import { useSession } from '@/lib/client/session';

/** SWR keys of the cart data. */
export const cartKeys = {
  cart: '/carts',
  cartCount: '/carts/cartcount',
} as const;

const logged = loggedCalls('cart');

/** GET /carts: the cart grouped by brand. */
export function getCart(): Promise<CartView> {
  return logged('getCart', async (api) => (await api.get<CartView>('/carts')).data);
}

/** POST /carts: add lines of one product (directCart = buy now: set the counts). */
export function addToCart(body: AddToCartRequest): Promise<AddToCartResult> {
  return logged('addToCart', async (api) => (await api.post<AddToCartResult>('/carts', body)).data);
}

/** PUT /carts/item/{id}: change a line's count. */
export function updateCartItem(id: number, goodsCount: number): Promise<UpdateCartItemResult> {
  return logged(
    'updateCartItem',
    async (api) => (await api.put<UpdateCartItemResult>(`/carts/item/${id}`, { goodsCount })).data,
  );
}

/** DELETE /carts/{id}: remove one line. */
export function deleteCartItem(id: number): Promise<DeleteCartItemsResult> {
  return logged('deleteCartItem', async (api) => (await api.delete<DeleteCartItemsResult>(`/carts/${id}`)).data);
}

/** DELETE /carts/multiple/delete with body { cartIds }: remove several lines. */
export function deleteCartItems(cartIds: number[]): Promise<DeleteCartItemsResult> {
  return logged(
    'deleteCartItems',
    async (api) => (await api.delete<DeleteCartItemsResult>('/carts/multiple/delete', { data: { cartIds } })).data,
  );
}

/** GET /carts/cartcount: number of cart lines. */
export function getCartCount(): Promise<number> {
  return logged('getCartCount', async (api) => (await api.get<CartCount>('/carts/cartcount')).data.cartcount);
}

/** GET /carts/available?checkedIds=<JSON list>: can the checked lines be ordered now. */
export function checkAvailable(checkedIds: number[]): Promise<CartAvailability> {
  return logged(
    'checkAvailable',
    async (api) =>
      (await api.get<CartAvailability>('/carts/available', { params: { checkedIds: JSON.stringify(checkedIds) } })).data,
  );
}

/** Window event announcing one more cart line (docs/DECISIONS.md). */
export const CART_UPDATED_EVENT = 'cart-updated';

/**
 * Tells the header badge that the cart gained a line. With `cartcount` (what POST /carts
 * answered: the cart's lines after the call, which may have added several or merged into one
 * already there) the badge shows that count; without it, the count goes up by one.
 */
export function notifyCartUpdated(cartcount?: number): void {
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: cartcount === undefined ? undefined : { cartcount } }));
}

/**
 * Events already counted, per SWR cache: every mounted useCartCount listens,
 * the first one to see an event counts it, so each event adds exactly one.
 */
const countedEvents = new WeakMap<object, WeakSet<Event>>();

function firstToSee(cache: object, event: Event): boolean {
  let seen = countedEvents.get(cache);
  if (!seen) {
    seen = new WeakSet();
    countedEvents.set(cache, seen);
  }
  if (seen.has(event)) return false;
  seen.add(event);
  return true;
}

/**
 * The cart badge count (docs/DECISIONS.md): GET /carts/cartcount at page load
 * for logged-in users, +1 on every `cart-updated` window event (no refetch), or the
 * count the event carries when its sender knows it (POST /carts answers it),
 * a failure is logged to the console only (by getCartCount) and shows no badge.
 */
export function useCartCount() {
  const { loggedIn } = useSession();
  const { cache } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<number, ApiError>(
    loggedIn ? cartKeys.cartCount : null,
    getCartCount,
  );
  const onCartUpdated = useEffectEvent((event: Event) => {
    if (!firstToSee(cache, event)) return;
    const known = (event as CustomEvent<{ cartcount?: number } | undefined>).detail?.cartcount;
    if (typeof known === 'number') {
      void mutate(known, { revalidate: false });
      return;
    }
    if (data === undefined && !error) {
      // The first count is still on its way: it will include the new line.
      void mutate();
      return;
    }
    void mutate((count) => (count ?? 0) + 1, { revalidate: false });
  });

  useEffect(() => {
    if (!loggedIn) return undefined;
    const listener = (event: Event) => onCartUpdated(event);
    window.addEventListener(CART_UPDATED_EVENT, listener);
    return () => window.removeEventListener(CART_UPDATED_EVENT, listener);
  }, [loggedIn]);

  const cartCount = loggedIn ? (data ?? 0) : 0;
  return { cartCount, showBadge: cartCount > 0, isLoading, error, mutate };
}
