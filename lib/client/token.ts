/**
 * The session token cookie: name `token`, path `/`, SameSite=Lax, Secure on
 * https, read, written and removed with js-cookie. Browser-only: on the server
 * every reader answers "no token" (server code reads the request's cookie
 * header, lib/server/http). Every change is announced with a window event so
 * the session (./session.tsx) re-reads it at once.
 */
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
/** Window event fired after the token was stored or removed in this tab. */
export const TOKEN_CHANGED_EVENT = 'auth-token-changed';

/** The stored token, or null when logged out (always null on the server). */
export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(TOKEN_COOKIE) || null;
}

/** Logged in = the token cookie is present. */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function cookieAttributes(expires?: Date): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(expires ? { expires } : {}) };
}

function announce(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

/**
 * Stores the token after login. `expiresAt` (ISO, from the login answer) keeps
 * the cookie exactly as long as the session; without it the cookie ends with
 * the browser session.
 */
export function setToken(token: string, expiresAt?: string | Date): void {
  if (typeof document === 'undefined') return;
  const expires = expiresAt === undefined ? undefined : new Date(expiresAt);
  const valid = expires !== undefined && !Number.isNaN(expires.getTime());
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes(valid ? expires : undefined));
  announce();
}

/** Removes the token (logout, HTTP 401). */
export function removeToken(): void {
  if (typeof document === 'undefined') return;
  Cookies.remove(TOKEN_COOKIE, cookieAttributes());
  announce();
}
