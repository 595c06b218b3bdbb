import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { applyShipments, BULK_ROWS_MAX, previewShipments, toShipWorkbook } from '@/lib/brandCenter/server/brandShipments';
import { serviceNow } from '@/lib/server/clock';
import { WORKBOOK_UPLOAD_MAX_BYTES, workbookUploadSchema } from '@/lib/server/excel';
import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

const m = brandOrderMessages.bulk;

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
    body: workbookUploadSchema(m.fileRequired, m.tooMany(BULK_ROWS_MAX)),
    maxBodyBytes: WORKBOOK_UPLOAD_MAX_BYTES,
    handle: ({ db, brand, body }) => {
      const file = Buffer.from(body.file, 'base64');
      return body.apply ? applyShipments(db, brand.id, file, serviceNow()) : previewShipments(db, brand.id, file);
    },
  }),
});
