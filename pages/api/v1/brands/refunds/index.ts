import { method, route } from '@/lib/server/http/route';
import { brandRefundListSchema, listBrandRefunds } from '@/lib/brandCenter/server/brandRefunds';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/refunds: free-refund requests on the calling brand's lines (its part of each). */
export default route({
  GET: method({ auth: 'brand', query: brandRefundListSchema, handle: ({ db, brand, query }) => listBrandRefunds(db, brand.id, query) }),
});
