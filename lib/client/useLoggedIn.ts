import { useSyncExternalStore } from 'react';
import { isLoggedIn, TOKEN_CHANGED_EVENT } from '@/lib/client/readToken';
import { useSessionState } from './SessionContext';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(TOKEN_CHANGED_EVENT, onChange);
  // Another tab may have logged in or out meanwhile.
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(TOKEN_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Whether the token cookie is present (SPEC.md §6), right on both renders:
 * the server render and hydration use `initial` (or the page's SessionProvider
 * value, else false), then the browser reads the cookie and follows changes.
 */
export function useLoggedIn(initial?: boolean): boolean {
  const session = useSessionState();
  const serverValue = initial ?? session.loggedIn ?? false;
  return useSyncExternalStore(subscribe, isLoggedIn, () => serverValue);
}
