import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';
import { statementExportSchema } from '@/lib/settlement/settlement.schemas';
import { statementWorkbook } from '@/lib/settlement/server/exports';
import { statementPdf } from '@/lib/settlement/server/statementPdf';
import { statementDetail } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/settlements/{id}/export: the statement and its entries as an Excel file, or `?format=pdf` a PDF. */
export default route({
  GET: method({
    auth: 'brand',
    query: statementExportSchema,
    handle: async ({ db, brand, query, res }) => {
      const detail = await statementDetail(db, query.id, brand.id);
      return sendDownload(res, query.format === 'pdf' ? await statementPdf(detail) : await statementWorkbook(detail));
    },
  }),
});
