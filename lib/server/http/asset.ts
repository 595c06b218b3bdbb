import type { Db } from '@/lib/server/db';
import { method, route, type ApiRequest, type ApiResponse } from './route';

/**
 * A file an API route answers instead of JSON (a generated picture, a sharing
 * card, a page's stylesheet), revalidated by its strong ETag; by default its
 * bytes never change under its name and browsers and CDNs keep it a year.
 */
export interface Asset {
  /** The bytes, or how to make them when the client does not have them yet (304 skips it). */
  body: string | (() => Promise<Buffer>);
  /** Strong ETag of the bytes (quoted). */
  etag: string;
  contentType: string;
  /** Default IMMUTABLE_CACHE_CONTROL. */
  cacheControl?: string;
  /** The answer's own Content-Security-Policy, for a file a browser may open as a document. */
  policy?: string;
}

/** A year: the bytes behind a name never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Writes an asset: 200 with the bytes, or 304 when the client already has them. */
export async function sendAsset(req: ApiRequest, res: ApiResponse, asset: Asset): Promise<void> {
  res.setHeader('ETag', asset.etag);
  res.setHeader('Cache-Control', asset.cacheControl ?? IMMUTABLE_CACHE_CONTROL);
  const header = req.headers['if-none-match'];
  if (etagMatches(Array.isArray(header) ? header.join(',') : header, asset.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = typeof asset.body === 'string' ? Buffer.from(asset.body, 'utf8') : await asset.body();
  res.statusCode = 200;
  res.setHeader('Content-Type', asset.contentType);
  res.setHeader('Content-Length', String(bytes.length));
  if (asset.policy) res.setHeader('Content-Security-Policy', asset.policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(bytes);
}

/**
 * A GET route that answers an asset instead of JSON. It goes through route()
 * for everything but the success body: 405 with Allow, the database, and
 * errors as `{ code, message }` JSON with their status (404 for a bad name).
 * route() hands the handler the request only, so the response travels
 * beside it in a WeakMap for the one call.
 */
export function assetRoute(load: (db: Db, key: unknown) => Promise<Asset>) {
  const responses = new WeakMap<ApiRequest, ApiResponse>();
  const inner = route({
    GET: method({
      handle: async ({ db, req }) => {
        const res = responses.get(req);
        if (!res) throw new Error('assetRoute: the response of this request is missing');
        await sendAsset(req, res, await load(db, req.query?.key));
        // route() sends nothing more once the response has been written.
        return undefined;
      },
    }),
  });
  const handler = async (req: ApiRequest, res: ApiResponse): Promise<void> => {
    responses.set(req, res);
    try {
      await inner(req, res);
    } finally {
      responses.delete(req);
    }
  };
  return Object.assign(handler, { methods: inner.methods });
}
