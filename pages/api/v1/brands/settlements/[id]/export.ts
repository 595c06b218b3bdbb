import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';
import { statementPathSchema } from '@/lib/settlement/settlement.schemas';
import { statementWorkbook } from '@/lib/settlement/server/exports';
import { statementDetail } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/brands/settlements/{id}/export: the statement and its entries as an Excel file. */
export default route({
  GET: method({ auth: 'brand', query: statementPathSchema, handle: async ({ db, brand, query, res }) => sendDownload(res, await statementWorkbook(await statementDetail(db, query.id, brand.id))) }),
});
