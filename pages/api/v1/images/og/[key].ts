import { etagMatches } from '@/lib/server/http/asset';
import { findShareCard, SHARE_CARD_CACHE_CONTROL } from '@/lib/catalog/server/shareCard';
import { method, route, type ApiRequest, type ApiResponse } from '@/lib/server/http/route';

// Next's build reads route config statically: it must stay a literal.
export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/images/og/[key]: the sharing card of an active product
 * (`p-<productId>.png`, 1200 x 627 PNG with its picture, name, brand and
 * retail price), cached for a day with an ETag from the product's version
 * (304 on a matching If-None-Match); 404 `{ code, message }` for any other
 * key or a missing or hidden product. route() hands the handler the request
 * only, so the response travels beside it in a WeakMap for the one call
 * (as lib/server/images/http.ts does for the SVG pictures).
 */
const responses = new WeakMap<ApiRequest, ApiResponse>();

const inner = route({
  GET: method({
    handle: async ({ db, req }) => {
      const res = responses.get(req);
      if (!res) throw new Error('og image: the response of this request is missing');
      const card = await findShareCard(db, req.query?.key);
      res.setHeader('ETag', card.etag);
      res.setHeader('Cache-Control', SHARE_CARD_CACHE_CONTROL);
      const header = req.headers['if-none-match'];
      if (etagMatches(Array.isArray(header) ? header.join(',') : header, card.etag)) {
        res.statusCode = 304;
        res.end();
        return undefined;
      }
      const png = await card.png();
      res.statusCode = 200;
      res.setHeader('Content-Type', 'image/png');
      res.setHeader('Content-Length', String(png.length));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(png);
      // route() sends nothing more once the response has been written.
      return undefined;
    },
  }),
});

async function handler(req: ApiRequest, res: ApiResponse): Promise<void> {
  responses.set(req, res);
  try {
    await inner(req, res);
  } finally {
    responses.delete(req);
  }
}

export default Object.assign(handler, { methods: inner.methods });
