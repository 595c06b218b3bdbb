import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';
import { settle } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/settlements/run: makes the statements of every ended period (as `npm run settle`) -> { created }. */
export default route({
  POST: method({ auth: 'operator', handle: ({ db }) => settle(db, serviceNow()) }),
});
