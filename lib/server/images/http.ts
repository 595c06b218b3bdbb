import type { Db } from '@/lib/server/db';
import { method, route, type ApiRequest, type ApiResponse } from '@/lib/server/http/route';

/** A drawn picture (lib/catalog/server/generatedPictures.ts) and its strong ETag. */
export interface GeneratedImage {
  svg: string;
  /** Strong ETag of the bytes (quoted). */
  etag: string;
}

/** A year: the bytes behind a key never change, so browsers and CDNs may keep them. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Writes an SVG answer: 200 with the bytes, or 304 when the client already has them. */
export function sendSvg(req: ApiRequest, res: ApiResponse, image: GeneratedImage): void {
  res.setHeader('ETag', image.etag);
  res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  const header = req.headers['if-none-match'];
  if (etagMatches(Array.isArray(header) ? header.join(',') : header, image.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = Buffer.from(image.svg, 'utf8');
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Content-Length', String(bytes.length));
  // Opened directly, an SVG is a document: allow nothing but its own inline styles.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(bytes);
}

/**
 * A GET route that answers an SVG instead of JSON. It goes through route()
 * for everything but the success body: 405 with Allow, the database, and
 * errors as `{ code, message }` JSON with their status (404 for a bad key).
 * route() hands the handler the request only, so the response travels
 * beside it in a WeakMap for the one call.
 */
export function svgRoute(load: (db: Db, key: unknown) => Promise<GeneratedImage>) {
  const responses = new WeakMap<ApiRequest, ApiResponse>();
  const inner = route({
    GET: method({
      handle: async ({ db, req }) => {
        const res = responses.get(req);
        if (!res) throw new Error('svgRoute: the response of this request is missing');
        sendSvg(req, res, await load(db, req.query?.key));
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
