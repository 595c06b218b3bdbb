import useSWR from 'swr';
import { getUserType } from '@/lib/client/brands';
import type { ApiError } from '@/lib/client/errors';
import { swrKeys } from '@/lib/client/keys';
import type { UserType, UserTypeResponse } from '@/lib/contract/users';
import { useSessionState } from './SessionContext';
import { useLoggedIn } from './useLoggedIn';

/**
 * 'retailer' or 'brand' (GET /brands/user-type) for a logged-in user, null
 * when logged out or not known yet. The server-rendered user's type stands in
 * until the call answers, so brand menus render right the first time.
 */
export function useUserType() {
  const loggedIn = useLoggedIn();
  const session = useSessionState();
  const fallbackData: UserTypeResponse | undefined = session.user ? { userType: session.user.userType } : undefined;
  const { data, error, isLoading, mutate } = useSWR<UserTypeResponse, ApiError>(
    loggedIn ? swrKeys.userType : null,
    getUserType,
    { fallbackData },
  );
  const userType: UserType | null = loggedIn ? (data?.userType ?? null) : null;
  return { userType, isBrand: userType === 'brand', isLoading, error, mutate };
}
