/**
 * Where login may send a visitor afterwards (docs/DECISIONS.md): only a
 * same-site relative path. Anything that a browser could resolve to another
 * origin (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`, paths with
 * control characters that browsers strip) is refused. Pure: used by the login
 * page on the server and the login form in the browser.
 */

export const DEFAULT_RETURN_URL = '/';

const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'http://return-url.invalid';

export function isSafeReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  // A single leading slash: '//host' and '/\host' are protocol-relative to browsers.
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return false;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil.com' becomes '//evil.com')
  // and read '\' as '/': refuse both anywhere, with every other control character.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The returnUrl when it is a same-site relative path, otherwise '/' (or the fallback given).
 * Written the way a URL parser writes it: every character outside ASCII (a Korean search word)
 * percent-encoded, so it can stand in a Location header as it is.
 */
export function safeReturnUrl(value: unknown, fallback: string = DEFAULT_RETURN_URL): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!isSafeReturnUrl(candidate)) return fallback;
  const url = new URL(candidate, PROBE_ORIGIN);
  return `${url.pathname}${url.search}${url.hash}`;
}
