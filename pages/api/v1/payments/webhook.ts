import { headerRecord, readRawBody } from '@/lib/server/http/rawBody';
import { method, route } from '@/lib/server/http/route';
import { handlePaymentWebhook } from '@/lib/orders/server/commands';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/payments/webhook: the card provider's signed notice of a payment (idempotent). */
export default route({
  POST: method({ handle: async ({ db, req }) => handlePaymentWebhook(db, await readRawBody(req), headerRecord(req)) }),
});
