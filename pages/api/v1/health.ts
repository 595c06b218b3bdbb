import { method, route } from '@/lib/server/http/route';
import { checkHealth } from '@/lib/server/health';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/health: 200 `{ status, database }` when the database answers, else 503 (for a load balancer). */
export default route({
  GET: method({ handle: ({ db }) => checkHealth(db) }),
});
