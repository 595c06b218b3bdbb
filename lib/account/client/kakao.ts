/**
 * Kakao sign-up (docs/API.md POST /users/kakao/register), for the
 * registration form continuing a Kakao login. Its own module: only the
 * registration page loads it, never the shell (scripts/js-budget.mjs).
 */
import type { RegisterRequest, RegisterResponse } from '@/lib/account/account.contract';
import { http } from '@/lib/client/http';

/** POST /users/kakao/register: a new retailer linked to the Kakao account of the ticket (also in this browser's cookie). */
export async function registerWithKakao(body: RegisterRequest & { kakaoTicket: string }): Promise<RegisterResponse> {
  const api = await http();
  const { data } = await api.post<RegisterResponse>('/users/kakao/register', body, { skipAuthRedirect: true });
  return data;
}
