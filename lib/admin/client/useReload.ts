import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** The console page read again from the server after an action (its props are the truth), keeping the scroll position. */
export function useReload(): () => Promise<boolean> {
  const router = useRouter();
  return useCallback(() => router.replace(router.asPath, undefined, { scroll: false }), [router]);
}
