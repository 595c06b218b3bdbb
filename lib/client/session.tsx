import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';
import type { SessionUser } from '@/lib/contract/session';
import type { UserType } from '@/lib/contract/users';
import { accountKeys, getUser } from './users';
import type { ApiError } from './errors';
import { isLoggedIn, TOKEN_CHANGED_EVENT } from './token';

/**
 * The one source of "who am I" in the browser.
 *
 * The server resolves the `token` cookie for every page and renders it with
 * the user (`loggedIn`, `initialUser` of lib/server/http/page.ts);
 * `SessionProvider` hands that to `useSession`, so the first render matches
 * the server HTML and no call is made on page load. After that:
 * - logged in or out follows the token cookie (this tab's login/logout, and
 *   another tab's when the window regains focus);
 * - the user comes from GET /users only when the server did not know it (the
 *   404 page, a login in this tab) or when `refresh()` asks (after a password
 *   change); the login form puts the user it got into the same cache entry.
 */

interface ServerSession {
  loggedIn?: boolean;
  user?: SessionUser | null;
}

const ServerSessionContext = createContext<ServerSession>({});

/** Provides what the server knew of the session when it rendered the page. */
export function SessionProvider({ loggedIn, user, children }: ServerSession & { children: ReactNode }) {
  return <ServerSessionContext.Provider value={{ loggedIn, user }}>{children}</ServerSessionContext.Provider>;
}

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

export interface Session {
  loggedIn: boolean;
  /** The logged-in user; null when logged out or not known yet. */
  user: SessionUser | null;
  userType: UserType | null;
  isBrand: boolean;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Reloads the user from GET /users (after a change to it). */
  refresh: () => Promise<void>;
}

export function useSession(): Session {
  const server = useContext(ServerSessionContext);
  const loggedIn = useSyncExternalStore(subscribe, isLoggedIn, () => server.loggedIn ?? false);
  const serverUser = server.user ?? undefined;
  const { data, error, isLoading, mutate } = useSWR<SessionUser, ApiError>(
    loggedIn ? accountKeys.user : null,
    getUser,
    { fallbackData: serverUser, revalidateOnMount: serverUser === undefined },
  );
  const refresh = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const user = loggedIn ? (data ?? null) : null;
  const userType = user?.userType ?? null;
  return { loggedIn, user, userType, isBrand: userType === 'brand', isLoading, error, refresh };
}
