/**
 * The session token cookie (SPEC.md §3, §4): name `token`, path `/`,
 * SameSite=Lax, Secure on https. Browser-only; on the server every reader
 * answers "no token" (server code reads the request's cookie header instead).
 * Every change is announced with a window event so `useLoggedIn` re-reads it.
 */
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
/** Window event fired after the token was stored or removed in this tab. */
export const TOKEN_CHANGED_EVENT = 'auth-token-changed';

function cookieAttributes(expires?: Date): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(expires ? { expires } : {}) };
}

function announce(): void {
  window.dispatchEvent(new Event(TOKEN_CHANGED_EVENT));
}

/** The stored token, or null when logged out (always null on the server). */
export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  return Cookies.get(TOKEN_COOKIE) || null;
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

/** Logged in = the token cookie is present (SPEC.md §6). */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}
