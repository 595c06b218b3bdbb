/**
 * The session token cookie (SPEC.md §3, §4): name `token`, path `/`,
 * SameSite=Lax, Secure on https, written and removed with js-cookie. Reading
 * it lives in ./readToken.ts (re-exported here), which every page loads
 * without js-cookie; import this module where the token is stored or removed.
 * Browser-only; on the server every reader answers "no token" (server code
 * reads the request's cookie header instead). Every change is announced with
 * a window event so `useLoggedIn` re-reads it.
 */
import Cookies from 'js-cookie';
import { TOKEN_CHANGED_EVENT, TOKEN_COOKIE } from './readToken';

export { TOKEN_COOKIE, TOKEN_CHANGED_EVENT, getToken, isLoggedIn } from './readToken';

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
