import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CurrentUser } from '@/lib/contract/users';

/** The user as the server render knows it: the six fields of SPEC.md §3 and userType. */
export type SessionUser = Omit<CurrentUser, 'referralCode'>;

/**
 * What the server knew when it rendered the page (from getServerSideProps):
 * makes the first render in the browser match the server HTML.
 */
export interface SessionState {
  loggedIn?: boolean;
  user?: SessionUser | null;
}

const SessionContext = createContext<SessionState>({});

/**
 * Provides the server's view of the session. A value left undefined is taken
 * from an enclosing SessionProvider, so nesting (e.g. _app and Layout) only
 * ever adds what it knows.
 */
export function SessionProvider({
  loggedIn,
  user,
  children,
}: SessionState & { children: ReactNode }) {
  const outer = useContext(SessionContext);
  const mergedLoggedIn = loggedIn ?? outer.loggedIn;
  const mergedUser = user === undefined ? outer.user : user;
  const value = useMemo(() => ({ loggedIn: mergedLoggedIn, user: mergedUser }), [mergedLoggedIn, mergedUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionState {
  return useContext(SessionContext);
}
