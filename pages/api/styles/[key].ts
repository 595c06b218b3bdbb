import { assetRoute } from '@/lib/server/http/asset';
import { loadStylesheet } from '@/lib/server/http/stylesheets';
import { notFound } from '@/lib/server/errors';

// Next's build reads route config statically: it must stay a literal.
export const config = { api: { bodyParser: false } };

/**
 * GET /api/styles/[hash].css: the stylesheet a server-rendered page links
 * (lib/server/http/stylesheets.ts), as text/css, kept a year (immutable) with
 * an ETag; 404 `{ code, message }` for any other name.
 */
export default assetRoute(async (db, key) => {
  const sheet = await loadStylesheet(db, key);
  if (!sheet) throw notFound();
  return { body: sheet.css, etag: sheet.etag, contentType: 'text/css; charset=utf-8' };
});
