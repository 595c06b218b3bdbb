import useSWR from 'swr';
import type { ApiError } from '@/lib/client/errors';
import { swrKeys } from '@/lib/client/keys';
import type { CurrentUser } from '@/lib/contract/users';
import { getUser } from '@/lib/client/account';
import { useLoggedIn } from './useLoggedIn';

/** The logged-in user (GET /users); fetched only when logged in. */
export function useUser() {
  const isLoggedIn = useLoggedIn();
  const { data, error, isLoading, mutate } = useSWR<CurrentUser, ApiError>(
    isLoggedIn ? swrKeys.user : null,
    getUser,
  );
  return { user: isLoggedIn ? data : undefined, isLoggedIn, isLoading, error, mutate };
}
