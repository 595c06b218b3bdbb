import { assetRoute } from '@/lib/server/http/asset';
import { findShareCard, SHARE_CARD_CACHE_CONTROL } from '@/lib/catalog/server/shareCard';

// Next's build reads route config statically: it must stay a literal.
export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/images/og/[key]: the sharing card of an active product
 * (`p-<productId>.png`, 1200 x 627 PNG with its picture, name, brand and
 * retail price), cached for a day with an ETag from the product's version
 * (304 on a matching If-None-Match, without drawing it); 404 `{ code, message }`
 * for any other key or a missing or hidden product.
 */
export default assetRoute(async (db, key) => {
  const card = await findShareCard(db, key);
  return { body: () => card.png(), etag: card.etag, contentType: 'image/png', cacheControl: SHARE_CARD_CACHE_CONTROL };
});
