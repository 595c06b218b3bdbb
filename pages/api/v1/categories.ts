import { CATEGORIES } from '@/lib/catalog/categories';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/categories: the fixed category tree (docs/DECISIONS.md). */
export default route({
  GET: method({ handle: async () => ({ categories: CATEGORIES }) }),
});
