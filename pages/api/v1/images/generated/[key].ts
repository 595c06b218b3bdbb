import { svgRoute } from '@/lib/server/images/http';
import { loadGeneratedImage } from '@/lib/catalog/server/generatedPictures';

// Next's build reads route config statically: it must stay a literal.
export const config = { api: { bodyParser: false } };

/**
 * GET /api/v1/images/generated/[key]: a generated product picture
 * (`p-<productId>-<n>.svg`) or brand logo (`b-<brandId>.svg`) as image/svg+xml,
 * cached for a year (immutable) with an ETag; 404 `{ code, message }` for any
 * other key or a product/brand that does not exist.
 */
export default svgRoute(loadGeneratedImage);
