import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { configuredSiteUrl, serverEnv } from '@/lib/server/env';

/**
 * The origin the browser used for a request (`https://www.example.kr`), for
 * absolute URLs in sharing tags and for the Secure flag of cookies set by the
 * server. X-Forwarded-Proto and X-Forwarded-Host count only with
 * TRUST_PROXY=true (../env.ts); the Host header is checked, so a forged one
 * gives no origin rather than a broken or injected URL.
 */

/** A DNS name (letters, digits, hyphens, dots) or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 260;

function firstHeader(req: IncomingMessage, name: string): string | null {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Proxies append: the first entry is the one the client's side set.
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

/** 'https' when the connection (or, with TRUST_PROXY, the proxy in front) used TLS. */
export function requestProtocol(req: IncomingMessage): 'http' | 'https' {
  if (serverEnv().TRUST_PROXY) {
    const forwarded = firstHeader(req, 'x-forwarded-proto')?.toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
}

/** The request's own origin from its (checked) host, or null when the host is missing or malformed. */
export function requestOrigin(req: IncomingMessage): string | null {
  const forwardedHost = serverEnv().TRUST_PROXY ? firstHeader(req, 'x-forwarded-host') : null;
  const host = forwardedHost ?? firstHeader(req, 'host');
  if (!host || host.length > MAX_HOST_LENGTH || !HOST_PATTERN.test(host)) return null;
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65_535) return null;
  try {
    return new URL(`${requestProtocol(req)}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The public origin of the site, for the absolute URLs of pages, sitemap and robots.txt:
 * SITE_URL. Outside production (a local `npm run dev`, tests) without it, the request's own
 * origin. A production server never lets a request's Host header shape a URL that a cache may
 * hand to others (it refuses to start without SITE_URL: ../env.ts, productionProblems).
 */
export function siteOrigin(req: IncomingMessage): string | null {
  const configured = configuredSiteUrl();
  if (configured || serverEnv().NODE_ENV === 'production') return configured;
  return requestOrigin(req);
}

/**
 * Whether a request was sent by another site's page (a cross-site request
 * forgery when it changes something): the browser says so in Sec-Fetch-Site
 * (`cross-site`, `same-site`), or its Origin is neither this request's own
 * origin nor the configured SITE_URL (`null` included). A request with
 * neither header (a server, a script, an old browser's same-site GET) is not
 * cross-site: browsers send Origin with every cross-site POST, PUT, PATCH
 * and DELETE.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const fetchSite = firstHeader(req, 'sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = firstHeader(req, 'origin');
  if (origin === null) return false;
  return origin !== requestOrigin(req) && origin !== configuredSiteUrl();
}
