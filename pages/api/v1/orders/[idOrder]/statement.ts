import { method, route } from '@/lib/server/http/route';
import { sendDownload } from '@/lib/server/http/download';
import { orderStatement } from '@/lib/orders/server/documents';
import { statementQuerySchema } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders/{idOrder}/statement[?idBrand]: the order's 거래명세서 PDF (one page set per brand, or one brand's). */
export default route({
  GET: method({
    auth: 'required',
    query: statementQuerySchema,
    handle: async ({ db, user, query, res }) =>
      sendDownload(res, { ...(await orderStatement(db, user, query.idOrder, query.idBrand)), mimeType: 'application/pdf' }),
  }),
});
