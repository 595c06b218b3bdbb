/** Account calls of /api/v1 (docs/API.md) and their SWR keys; the session hook is ./session.tsx. */
import type {
  CurrentUser,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
} from '@/lib/contract/users';
import { http, TOKEN_HEADER } from './http';

/** SWR keys of the account data. */
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

/**
 * POST /users/login. A wrong password must not bounce the login form to the
 * login page, so this call skips the 401 redirect; the caller stores the token.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const api = await http();
  const { data } = await api.post<LoginResponse>('/users/login', body, { skipAuthRedirect: true });
  return data;
}

/**
 * POST /users/logout: revokes the session on the server. `token` is sent
 * explicitly because the caller removes the cookie right after starting the
 * call; an expired session answers 401, which must not redirect here.
 */
export async function logout(token?: string | null): Promise<LogoutResponse> {
  const api = await http();
  const { data } = await api.post<LogoutResponse>('/users/logout', undefined, {
    skipAuthRedirect: true,
    headers: token ? { [TOKEN_HEADER]: token } : undefined,
  });
  return data;
}

/**
 * PUT /users/password: HTTP 200 with `{ code }` for the new values (401 empty
 * value, 402 invalid value, 403 mismatch, anything else changed); a missing or
 * wrong current password rejects with the API's Korean 400 (429 after too many
 * wrong ones; docs/API.md, docs/DECISIONS.md).
 */
export async function changePassword(body: PasswordChangeRequest): Promise<PasswordChangeResponse> {
  const api = await http();
  const { data } = await api.put<PasswordChangeResponse>('/users/password', body);
  return data;
}

