/**
 * The calls that open or close a session or change its password (docs/API.md): the login form,
 * the logout flow (./logoutFlow.ts) and the shell's password dialog. The session's own GET /users
 * is the platform's (lib/client/users.ts).
 */
import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
} from '@/lib/account/account.contract';
import { http, TOKEN_HEADER } from '@/lib/client/http';

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

