import { z } from 'zod';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { applyShipments, BULK_ROWS_MAX, previewShipments, toShipWorkbook } from '@/lib/brandCenter/server/brandShipments';
import { serviceNow } from '@/lib/server/clock';
import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** An uploaded .xlsx of up to about 2 MB, base64. */
const uploadSchema = z.object({
  file: z.string({ error: brandOrderMessages.bulk.fileRequired }).min(1, { error: brandOrderMessages.bulk.fileRequired }).max(3_000_000, { error: brandOrderMessages.bulk.tooMany(BULK_ROWS_MAX) }),
  apply: z.boolean().default(false),
});

/**
 * GET /api/v1/brands/orders/shipments: the brand's groups waiting to ship, an Excel file with
 * 택배사 and 운송장 번호 to fill. POST `{ file (base64 .xlsx), apply }`: without `apply`, the filled
 * rows as checked (`{ rows, ready, refused }`); with it, every row shipped in one transaction
 * (`{ shipped }`), or none (409 ROWS_REFUSED with the preview).
 */
export default route({
  GET: method({ auth: 'brand', handle: async ({ db, brand, res }) => sendDownload(res, await toShipWorkbook(db, brand.id, serviceNow())) }),
  POST: method({
    auth: 'brand',
    body: uploadSchema,
    maxBodyBytes: 4 * 1024 * 1024,
    handle: ({ db, brand, body }) => {
      const file = Buffer.from(body.file, 'base64');
      return body.apply ? applyShipments(db, brand.id, file, serviceNow()) : previewShipments(db, brand.id, file);
    },
  }),
});
