import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KakaoConfig } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { requestProtocol, siteOrigin } from '@/lib/server/http/origin';
import { cookieValue } from '@/lib/server/http/request';
import { KAKAO_CALLBACK_PATH, KAKAO_STATE_TTL_MS, KAKAO_TICKET_TTL_MS, type KakaoErrorCode } from './kakao';
import { accountMessages } from '@/lib/account/account.messages';

/**
 * The browser side of Kakao login (docs/DECISIONS.md, Kakao login): the
 * redirect URI, the cookies that bind a login's state and a sign-up ticket to
 * the browser that started them, and the redirects the routes answer with.
 */

/** HttpOnly, SameSite=Lax (sent on Kakao's top-level redirect back), only to the Kakao routes. */
export const KAKAO_STATE_COOKIE = 'kakao_state';
/** HttpOnly, SameSite=Lax, read by the registration page and POST /users/kakao/register. */
export const KAKAO_TICKET_COOKIE = 'kakao_ticket';

const STATE_COOKIE_PATH = '/api/v1/users/kakao';

export const KAKAO_LOGIN_PAGE = '/register/login';
export const KAKAO_REGISTER_PAGE = '/register/register';

/** KAKAO_REDIRECT_URI, else this site's callback URL; a 400 when the request's origin is unknown. */
export function kakaoRedirectUri(config: KakaoConfig, req: IncomingMessage): string {
  if (config.redirectUri) return config.redirectUri;
  const origin = siteOrigin(req);
  if (!origin) throw new DomainError(400, 'KAKAO_ORIGIN_UNKNOWN', accountMessages.kakao.originUnknown);
  return `${origin}${KAKAO_CALLBACK_PATH}`;
}

function cookie(name: string, value: string, options: { path: string; maxAgeSeconds: number; secure: boolean }): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

const isSecure = (req: IncomingMessage) => requestProtocol(req) === 'https';

export function stateCookie(req: IncomingMessage, state: string): string {
  return cookie(KAKAO_STATE_COOKIE, state, { path: STATE_COOKIE_PATH, maxAgeSeconds: KAKAO_STATE_TTL_MS / 1000, secure: isSecure(req) });
}

export function clearStateCookie(req: IncomingMessage): string {
  return cookie(KAKAO_STATE_COOKIE, '', { path: STATE_COOKIE_PATH, maxAgeSeconds: 0, secure: isSecure(req) });
}

export function ticketCookie(req: IncomingMessage, ticket: string): string {
  return cookie(KAKAO_TICKET_COOKIE, ticket, { path: '/', maxAgeSeconds: KAKAO_TICKET_TTL_MS / 1000, secure: isSecure(req) });
}

export function clearTicketCookie(req: IncomingMessage): string {
  return cookie(KAKAO_TICKET_COOKIE, '', { path: '/', maxAgeSeconds: 0, secure: isSecure(req) });
}

export const readStateCookie = (req: IncomingMessage) => cookieValue(req, KAKAO_STATE_COOKIE);
export const readTicketCookie = (req: IncomingMessage) => cookieValue(req, KAKAO_TICKET_COOKIE);

/** The login page showing why Kakao login failed. */
export function kakaoErrorUrl(code: KakaoErrorCode): string {
  return `${KAKAO_LOGIN_PAGE}?kakaoError=${code}`;
}

/** A 302 (never cached) to `location`, with the cookies given. */
export function sendRedirect(res: ServerResponse, location: string, cookies: string[]): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  res.end();
}
