import { method, route } from '@/lib/server/http/route';
import { brandIdQuery, getBrand } from '@/lib/catalog/server/brands';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/{idBrand}: one brand with its product count. */
export default route({
  GET: method({ query: brandIdQuery, handle: ({ db, query }) => getBrand(db, query.idBrand) }),
});
