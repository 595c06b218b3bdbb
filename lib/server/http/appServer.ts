import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { logLine, redactUrl } from '@/lib/server/log';
import { requestProtocol } from './origin';
import { clientIp } from './request';
import { PageCache } from './pageCache';
import { inlineScriptHashes, securityHeaders, type PolicyInput, type ThirdParties } from './securityHeaders';

/**
 * What the production server (scripts/serve.ts) does around Next for every
 * request: an id (X-Request-Id: the proxy's when it sent a sane one, else a
 * new one), the security headers of ./securityHeaders.ts (pages/_document.tsx
 * adds its page's script hash to the policy),
 * and one JSON log line when the answer is finished (method, path with
 * secrets redacted, status, duration, bytes, client address: no headers,
 * cookies or bodies). Anonymous pages may come from the page cache
 * (./pageCache.ts) without reaching Next.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface AppServerOptions {
  thirdParties: ThirdParties;
  /** CSP hashes of the prerendered pages' inline scripts (prerenderedScriptHashes). */
  hashes: readonly string[];
  /** false: no request log lines (benchmarks may turn them off to measure the app alone). */
  log?: boolean;
  /** The cache of anonymous pages, or null for none. */
  pageCache?: PageCache | null;
}

export function createRequestListener(handle: NextHandler, options: AppServerOptions) {
  const log = options.log ?? true;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    // Next would take a nonce from a request's CSP header and write it into the page.
    delete req.headers['content-security-policy'];
    delete req.headers['content-security-policy-report-only'];
    res.setHeader('X-Request-Id', id);
    const https = requestProtocol(req) === 'https';
    // Pages get the page policy (pages/_document.tsx adds the page's own script hash); the API
    // and Next's static files the resource policy.
    const page = !/^\/(api|_next)\//.test(req.url ?? '/');
    const policy: PolicyInput | null = page ? { hashes: options.hashes, thirdParties: options.thirdParties, https } : null;
    const headers = securityHeaders(policy, https);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const cache = options.pageCache && PageCache.eligible(req) ? options.pageCache : null;
    let hit = false;
    if (log) {
      res.once('finish', () => {
        logLine(res.statusCode >= 500 ? 'error' : 'info', 'request', {
          id,
          method: req.method,
          path: redactUrl(req.url),
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          bytes: Number(res.getHeader('content-length')) || undefined,
          ip: clientIp(req),
          cache: hit ? 'hit' : undefined,
        });
      });
    }
    if (cache) {
      hit = cache.serve(req, res);
      if (hit) return;
      cache.capture(req, res);
    }
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      logLine('error', 'unhandled', { id, error, stack: error instanceof Error ? error.stack : undefined });
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}

/** The CSP hashes of the inline scripts of every page Next prerendered at build time (.next/server/pages/*.html). */
export function prerenderedScriptHashes(distDir: string): string[] {
  const pagesDir = path.join(distDir, 'server', 'pages');
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
    }
  };
  if (fs.existsSync(pagesDir)) visit(pagesDir);
  return [...hashes];
}
