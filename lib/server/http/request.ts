import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/lib/server/env';
import { logLine } from '@/lib/server/log';

/**
 * What the server reads from a request besides its parameters: the session
 * token and the client's address. Shared by the API wrapper (./route.ts) and
 * the page guard (../auth/guard.ts), for Node's own requests and Next's alike.
 */

/** A request as Next hands it over: Node's, plus the cookies Next parsed (when it did). */
export type RequestLike = IncomingMessage & { cookies?: Partial<Record<string, string>> };

/** The names the browser sends the token under (lib/client/http.ts, lib/client/readToken.ts). */
const TOKEN_HEADER = 'token';
const TOKEN_COOKIE = 'token';

/** The first value of a request header, or null. */
export function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A cookie of the request: from Next's parsed cookies, else from the Cookie header. */
export function cookieValue(req: RequestLike, name: string): string | null {
  if (req.cookies) return req.cookies[name] || null;
  const cookie = headerValue(req, 'cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The session token: the `token` header (API calls), else the `token` cookie (pages, SSR). */
export function readToken(req: RequestLike): string | null {
  return headerValue(req, TOKEN_HEADER) || cookieValue(req, TOKEN_COOKIE);
}

let warnedUntrustedProxy = false;

/**
 * The client's address: the first X-Forwarded-For entry behind a trusted
 * proxy, else the socket's. The first request that carries X-Forwarded-For
 * while TRUST_PROXY is off writes one warning: behind a proxy every visitor
 * then has the proxy's address, and the limits per address (login, sign-up,
 * SMS, uploads) count them all as one.
 */
export function clientIp(req: IncomingMessage): string | null {
  const forwarded = headerValue(req, 'x-forwarded-for');
  if (serverEnv().TRUST_PROXY) {
    if (forwarded) return forwarded.split(',')[0].trim();
  } else if (forwarded && !warnedUntrustedProxy) {
    warnedUntrustedProxy = true;
    logLine('warn', 'x-forwarded-for ignored', {
      message:
        'A request carried X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy gets its address, so limits per address count them all as one. Set TRUST_PROXY=true behind a proxy that sets the header.',
    });
  }
  return req.socket?.remoteAddress ?? null;
}
