/**
 * The logged-out account calls of /api/v1 (docs/API.md): SMS code and proof,
 * registration, password reset. Not in ./credentials.ts nor ../../client/users.ts:
 * the shell imports those modules (the password dialog, the session's GET /users),
 * and the bundler keeps all of a module's exports in the code every route loads
 * (scripts/js-budget.mjs).
 */
import type { PasswordResetRequest, PasswordResetResponse, RegisterRequest, RegisterResponse, SmsSendRequest, SmsSendResponse, SmsVerifyRequest, SmsVerifyResponse } from '@/lib/account/account.contract';
import { http } from '@/lib/client/http';

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
