import { method, route } from '@/lib/server/http/route';
import { acceptBrandRefund, brandRefundIdSchema } from '@/lib/brandCenter/server/brandRefunds';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/brands/refunds/{id}/accept: the brand's returned goods were collected and checked; their refund is paid. */
export default route({
  POST: method({ auth: 'brand', query: brandRefundIdSchema, handle: ({ db, brand, query }) => acceptBrandRefund(db, brand.id, query.id) }),
});
