import { method, route } from '@/lib/server/http/route';
import { sendDownload } from '@/lib/server/http/download';
import { brandOrderIdSchema } from '@/lib/brandCenter/server/brandOrders';
import { brandOrderStatement } from '@/lib/orders/server/documents';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/orders/{idOrder}/statement: the calling brand's part of a paid order as a 거래명세서 PDF. */
export default route({
  GET: method({
    auth: 'brand',
    query: brandOrderIdSchema,
    handle: async ({ db, brand, query, res }) => sendDownload(res, { ...(await brandOrderStatement(db, brand.id, query.idOrder)), mimeType: 'application/pdf' }),
  }),
});
