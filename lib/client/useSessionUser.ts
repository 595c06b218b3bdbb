import { useSessionState, type SessionUser } from './SessionContext';
import { useLoggedIn } from './useLoggedIn';
import { useUser } from './useUser';

/**
 * The user the shell shows: GET /users once it answered, before that the
 * user the server rendered with; null when logged out.
 */
export function useSessionUser(): SessionUser | null {
  const loggedIn = useLoggedIn();
  const { user } = useUser();
  const session = useSessionState();
  if (!loggedIn) return null;
  return user ?? session.user ?? null;
}
