import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';
import { statementPathSchema } from '@/lib/settlement/settlement.schemas';
import { statementWorkbook } from '@/lib/settlement/server/exports';
import { statementDetail } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/admin/settlements/{id}/export: any brand's statement and its entries as an Excel file. */
export default route({
  GET: method({ auth: 'operator', query: statementPathSchema, handle: async ({ db, query, res }) => sendDownload(res, await statementWorkbook(await statementDetail(db, query.id))) }),
});
