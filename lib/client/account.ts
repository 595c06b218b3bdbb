/** Account calls of /api/v1 (docs/API.md) and their SWR keys; the session hook is ./session.tsx. */
import type {
  CurrentUser,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  RegisterResponse,
  SmsSendRequest,
  SmsSendResponse,
  SmsVerifyRequest,
  SmsVerifyResponse,
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
 * PUT /users/password: always HTTP 200 with `{ code }` (401 empty value,
 * 402 invalid value, 403 mismatch, anything else changed; docs/API.md, docs/DECISIONS.md).
 */
export async function changePassword(body: PasswordChangeRequest): Promise<PasswordChangeResponse> {
  const api = await http();
  const { data } = await api.put<PasswordChangeResponse>('/users/password', body);
  return data;
}

/*
 * Logged-out calls of the registration and reset forms: a refusal (a taken
 * e-mail, a wrong code) is the form's to show next to its field, so none of
 * them may bounce the visitor to the login page.
 */

/** POST /users/sms: sends a 6-digit code (3 minutes); `devCode` / `codeInServerLog` without a gateway. */
export async function sendSmsCode(body: SmsSendRequest): Promise<SmsSendResponse> {
  const api = await http();
  const { data } = await api.post<SmsSendResponse>('/users/sms', body, { skipAuthRedirect: true });
  return data;
}

/** POST /users/sms/verify: the code -> a single-use proof (`smsToken`, 30 minutes). */
export async function verifySmsCode(body: SmsVerifyRequest): Promise<SmsVerifyResponse> {
  const api = await http();
  const { data } = await api.post<SmsVerifyResponse>('/users/sms/verify', body, { skipAuthRedirect: true });
  return data;
}

/** POST /users/register: a new retailer (inValid) and their session token. */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const api = await http();
  const { data } = await api.post<RegisterResponse>('/users/register', body, { skipAuthRedirect: true });
  return data;
}

/** POST /users/password (logged out): a new password with a reset proof. */
export async function resetPassword(body: PasswordResetRequest): Promise<PasswordResetResponse> {
  const api = await http();
  const { data } = await api.post<PasswordResetResponse>('/users/password', body, { skipAuthRedirect: true });
  return data;
}
