import { method, route } from '@/lib/server/http/route';
import { statementPathSchema } from '@/lib/settlement/settlement.schemas';
import { statementDetail } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/settlements/{id}: one of the calling brand's statements with its entries (another brand's: 404). */
export default route({
  GET: method({ auth: 'brand', query: statementPathSchema, handle: ({ db, brand, query }) => statementDetail(db, query.id, brand.id) }),
});
