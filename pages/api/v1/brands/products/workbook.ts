import { brandProductsBulkMessages } from '@/lib/brandCenter/brandProductsBulk.messages';
import { applyProducts, PRODUCT_FILE_ROWS_MAX, previewProducts, productsWorkbook } from '@/lib/brandCenter/server/brandProductsWorkbook';
import { serviceNow } from '@/lib/server/clock';
import { WORKBOOK_UPLOAD_MAX_BYTES, workbookUploadSchema } from '@/lib/server/excel';
import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

const m = brandProductsBulkMessages.errors;

/**
 * GET /api/v1/brands/products/workbook: the brand's products as an Excel file to edit (sheet 상품,
 * with its guide, categories and notice items). POST `{ file (base64 .xlsx), apply }`: without
 * `apply`, every product of the file as checked with what would change; with it, every new and
 * changed product saved in one transaction (`{ created, updated }`), or none (409 ROWS_REFUSED).
 */
export default route({
  GET: method({ auth: 'brand', handle: async ({ db, brand, res }) => sendDownload(res, await productsWorkbook(db, brand.id, serviceNow())) }),
  POST: method({
    auth: 'brand',
    body: workbookUploadSchema(m.fileRequired, m.tooMany(PRODUCT_FILE_ROWS_MAX)),
    maxBodyBytes: WORKBOOK_UPLOAD_MAX_BYTES,
    handle: ({ db, user, brand, body }) => {
      const file = Buffer.from(body.file, 'base64');
      return body.apply ? applyProducts(db, user, brand.id, file) : previewProducts(db, user, brand.id, file);
    },
  }),
});
