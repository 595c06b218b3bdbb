import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestOrigin } from './origin';
import { cookieValue, headerValue } from './request';

/**
 * The server's own shared cache for anonymous pages (docs/DECISIONS.md,
 * Caching): what a proxy in front would keep, for a server with none in front
 * (`npm start` on one machine). It keeps only what the page itself marks
 * `public, …, s-maxage=N` (lib/server/http/page.ts: a public page asked for
 * without a session), for N seconds, keyed by origin, URL and encoding; a
 * request with a session (cookie or header) never reads or fills it. Each
 * instance has its own: it holds no state anyone depends on, only copies
 * that expire. PAGE_CACHE=off turns it off.
 */

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 1024 * 1024;
/** Headers of the stored answer that belong to the request that made it, not to later ones. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A request the cache may answer or fill: GET/HEAD without a session. */
  static eligible(req: IncomingMessage): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && !headerValue(req, 'token') && !cookieValue(req, 'token');
  }

  private static key(req: IncomingMessage, encoding: string): string {
    return `${encoding} ${requestOrigin(req) ?? ''}${req.url ?? '/'}`;
  }

  private static acceptsGzip(req: IncomingMessage): boolean {
    return /\bgzip\b/i.test(headerValue(req, 'accept-encoding') ?? '');
  }

  /** Answers the request from the cache; false when it holds nothing fresh for it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const encodings = PageCache.acceptsGzip(req) ? ['gzip', 'identity'] : ['identity'];
    for (const encoding of encodings) {
      const key = PageCache.key(req, encoding);
      const entry = this.entries.get(key);
      if (!entry) continue;
      if (entry.expiresAt <= this.now()) {
        this.entries.delete(key);
        continue;
      }
      for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
      res.setHeader('Age', String(Math.floor((this.now() - entry.storedAt) / 1000)));
      res.setHeader('X-Cache', 'HIT');
      const etag = entry.headers.etag;
      if (typeof etag === 'string' && headerValue(req, 'if-none-match') === etag) {
        res.statusCode = 304;
        res.removeHeader('content-length');
        res.end();
        return true;
      }
      res.statusCode = entry.status;
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    }
    return false;
  }

  /** Watches the answer Next writes, and keeps it when the page marked it shareable. */
  capture(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.once('finish', () => {
      const seconds = sharedMaxAge(res);
      if (req.method !== 'GET' || res.statusCode !== 200 || seconds === null || res.hasHeader('set-cookie') || size > MAX_BODY_BYTES) return;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined && !PER_REQUEST.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
      }
      const encoding = typeof headers['content-encoding'] === 'string' ? headers['content-encoding'] : 'identity';
      if (encoding !== 'gzip' && encoding !== 'identity') return;
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      const now = this.now();
      this.entries.set(PageCache.key(req, encoding), { status: 200, headers, body: Buffer.concat(chunks), storedAt: now, expiresAt: now + seconds * 1000 });
    });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The s-maxage of a `public` answer, or null when a shared cache may not keep it. */
function sharedMaxAge(res: ServerResponse): number | null {
  const value = String(res.getHeader('cache-control') ?? '');
  if (!/(^|,)\s*public\s*(,|$)/i.test(value) || /no-store|private|no-cache/i.test(value)) return null;
  const seconds = Number(/s-maxage=(\d+)/i.exec(value)?.[1] ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
