import { useRouter } from 'next/router';
import { useCallback, useRef } from 'react';
import { listUrl, type ListLocation, type ShopFilters } from '@/lib/catalog/shopFilters';

/**
 * Changing a list's filters is a navigation: the new URL is pushed (so it can
 * be shared, and Back undoes it), the server renders the new page of
 * products, and the window stays where it is unless the list's top has
 * scrolled away, in which case the list's top comes back into view.
 */
export function useListNavigation(location: ListLocation) {
  const router = useRouter();
  const listTop = useRef<HTMLDivElement>(null);

  const go = useCallback(
    async (filters: ShopFilters) => {
      const url = listUrl(location, filters, 1);
      if (url === router.asPath) return;
      await router.push(url, undefined, { scroll: false });
      const top = listTop.current;
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    },
    [location, router],
  );

  return { go, listTop };
}
