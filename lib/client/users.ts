/**
 * The session's call (GET /users) and its SWR key; the session hook is ./session.tsx. Login,
 * logout and the password change are the account's (lib/account/client/credentials.ts).
 */
import type { CurrentUser } from '@/lib/contract/users';
import { http } from './http';

/** SWR keys of the session's data. */
export const accountKeys = {
  /** The logged-in user (GET /users), held by the session. */
  user: '/users',
} as const;

/** GET /users: the logged-in user. */
export async function getUser(): Promise<CurrentUser> {
  const api = await http();
  const { data } = await api.get<CurrentUser>('/users');
  return data;
}
