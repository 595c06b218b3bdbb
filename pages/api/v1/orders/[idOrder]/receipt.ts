import { method, route } from '@/lib/server/http/route';
import { sendDownload } from '@/lib/server/http/download';
import { orderReceipt } from '@/lib/orders/server/documents';
import { orderIdParamSchema } from '@/lib/orders/server/schemas';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/orders/{idOrder}/receipt: the card receipt PDF of a paid card order. */
export default route({
  GET: method({
    auth: 'required',
    query: orderIdParamSchema,
    handle: async ({ db, user, query, res }) => sendDownload(res, { ...(await orderReceipt(db, user, query.idOrder)), mimeType: 'application/pdf' }),
  }),
});
