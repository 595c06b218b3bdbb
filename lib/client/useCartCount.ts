import { useEffect, useEffectEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getCartCount } from '@/lib/client/cart';
import type { ApiError } from '@/lib/client/errors';
import { swrKeys } from '@/lib/client/keys';
import { useLoggedIn } from './useLoggedIn';

/** Window event announcing one more cart line (SPEC.md §4). */
export const CART_UPDATED_EVENT = 'cart-updated';

/** Tells the header badge that a product was put in the cart. */
export function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
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
 * The cart badge count (SPEC.md §4, §8): GET /carts/cartcount at page load
 * for logged-in users, +1 on every `cart-updated` window event (no refetch),
 * a failure is logged to the console only (by lib/api/carts) and shows no badge.
 */
export function useCartCount() {
  const loggedIn = useLoggedIn();
  const { cache } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<number, ApiError>(
    loggedIn ? swrKeys.cartCount : null,
    getCartCount,
  );
  const onCartUpdated = useEffectEvent((event: Event) => {
    if (!firstToSee(cache, event)) return;
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
