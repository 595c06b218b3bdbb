import { kstIsoDate } from '@/lib/kstDate';
import { serviceNow } from '@/lib/server/clock';
import { sendDownload } from '@/lib/server/http/download';
import { method, route } from '@/lib/server/http/route';
import { payoutWorkbook } from '@/lib/settlement/server/exports';
import { listStatements } from '@/lib/settlement/server/statements';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/admin/settlements/payouts: the confirmed statements waiting for their transfer, as an Excel list. */
export default route({
  GET: method({ auth: 'operator', handle: async ({ db, res }) => sendDownload(res, await payoutWorkbook(await listStatements(db, { status: 'confirmed' }), kstIsoDate(serviceNow()))) }),
});
