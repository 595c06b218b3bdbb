/**
 * The catalogue's client data: the calls of /api/v1 (docs/API.md) the
 * browsing pages make after the server render, their SWR keys and hooks.
 */
import { useRouter } from 'next/router';
import { useState } from 'react';
import useSWR from 'swr';
import type { FavoriteToggleResult, SearchSuggestions } from '@/lib/catalog/catalog.contract';
import { loginHref } from '@/lib/site';
import { http } from '@/lib/client/http';
import { isLoggedIn } from '@/lib/client/token';

/** SWR keys of the catalogue data. */
export const catalogKeys = {
  suggestions: (keyword: string) => `/search/suggest?keyword=${encodeURIComponent(keyword)}`,
} as const;

/** POST /products/favorite: toggles the product in the wishlist; answers the state after. */
export async function toggleFavorite(idProduct: number): Promise<FavoriteToggleResult> {
  const api = await http();
  return (await api.post<FavoriteToggleResult>('/products/favorite', { idProduct })).data;
}

/** GET /search/suggest?keyword=: products, brands and categories while typing. */
export async function getSuggestions(keyword: string): Promise<SearchSuggestions> {
  const api = await http();
  return (await api.get<SearchSuggestions>('/search/suggest', { params: { keyword } })).data;
}

/**
 * The wishlist heart of one product: shows the new state at once and sends
 * the toggle; a failure puts the old state back and is reported through
 * `onError`. An anonymous visitor is sent to the login page and back.
 * Whether the visitor is logged in is read when the heart is pressed, not
 * subscribed to: a list draws 24 hearts, and a session hook in each (a cookie
 * read, three event listeners and the user's SWR hook) was hydration work on
 * every list page for a value only a tap needs.
 */
export function useFavorite(
  idProduct: number,
  initial: boolean,
  onError?: (error: unknown) => void,
  /** Told the server's answer once a toggle is saved. */
  onChange?: (isFavorite: boolean) => void,
) {
  const router = useRouter();
  const [isFavorite, setFavorite] = useState(initial);
  const [pending, setPending] = useState(false);

  async function toggle(): Promise<void> {
    if (!isLoggedIn()) {
      await router.push(loginHref(router.asPath));
      return;
    }
    if (pending) return;
    const before = isFavorite;
    setFavorite(!before);
    setPending(true);
    try {
      const result = await toggleFavorite(idProduct);
      setFavorite(result.isFavorite);
      onChange?.(result.isFavorite);
    } catch (error) {
      setFavorite(before);
      onError?.(error);
    } finally {
      setPending(false);
    }
  }

  return { isFavorite, pending, toggle };
}

/**
 * Suggestions for what is being typed (GET /search/suggest), asked for once
 * `keyword` (already debounced by the caller) is not blank; the previous
 * answer stays shown while the next one loads.
 */
export function useSearchSuggestions(keyword: string) {
  const value = keyword.trim();
  return useSWR(value ? catalogKeys.suggestions(value) : null, () => getSuggestions(value), { keepPreviousData: true });
}
