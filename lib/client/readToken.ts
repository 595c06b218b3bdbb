/**
 * Reading the session token cookie (SPEC.md §3, §6), the part of ./token.ts
 * every page needs at once (is the visitor logged in?). It parses
 * `document.cookie` exactly as js-cookie's `Cookies.get` does; writing the
 * cookie stays with js-cookie in ./token.ts, which is loaded only where a
 * token is stored or removed (login, logout, the 401 handler), so js-cookie
 * is not part of every page's first-load JS. Browser-only: on the server
 * every reader answers "no token".
 */

export const TOKEN_COOKIE = 'token';
/** Window event fired after the token was stored or removed in this tab. */
export const TOKEN_CHANGED_EVENT = 'auth-token-changed';

/** js-cookie 3's default read converter: quotes stripped, %XX sequences decoded. */
function readValue(value: string): string {
  const unquoted = value[0] === '"' ? value.slice(1, -1) : value;
  return unquoted.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
}

/** `Cookies.get(name)`: the first cookie of that (decoded) name; malformed ones are skipped. */
function readCookie(name: string): string | undefined {
  const cookies = document.cookie ? document.cookie.split('; ') : [];
  for (const cookie of cookies) {
    const parts = cookie.split('=');
    try {
      const value = readValue(parts.slice(1).join('='));
      if (decodeURIComponent(parts[0]) === name) return value;
    } catch {
      // js-cookie ignores a cookie it cannot decode.
    }
  }
  return undefined;
}

/** The stored token, or null when logged out (always null on the server). */
export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(TOKEN_COOKIE) || null;
}

/** Logged in = the token cookie is present (SPEC.md §6). */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}
