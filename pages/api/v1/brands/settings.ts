import { method, route } from '@/lib/server/http/route';
import { brandSettingsSchema } from '@/lib/brandCenter/brandSettings.contract';
import { getBrandSettings, updateBrandSettings } from '@/lib/brandCenter/server/brandSettings';

export const config = { api: { bodyParser: false } };

/** GET/PUT /api/v1/brands/settings: the calling brand's supplier details (거래명세서) and delivery terms. */
export default route({
  GET: method({ auth: 'brand', handle: ({ db, brand }) => getBrandSettings(db, brand.id) }),
  PUT: method({ auth: 'brand', body: brandSettingsSchema, handle: ({ db, brand, body }) => updateBrandSettings(db, brand.id, body) }),
});
