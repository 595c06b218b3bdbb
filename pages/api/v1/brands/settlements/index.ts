import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { brandSettlement } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/settlements: the calling brand's rate, balance, period under way and statements. */
export default route({
  GET: method({ auth: 'brand', handle: ({ db, brand }) => brandSettlement(db, brand.id, serviceNow()) }),
});
