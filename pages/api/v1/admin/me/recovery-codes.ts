import { renewRecoveryCodes } from '@/lib/admin/server/operators';
import { serviceNow } from '@/lib/server/clock';
import { method, route } from '@/lib/server/http/route';

export const config = { api: { bodyParser: false } };

/** POST /api/v1/admin/me/recovery-codes: ten new recovery codes for the signed-in operator (shown once; the old ones stop working). */
export default route({
  POST: method({
    auth: 'operator',
    handle: ({ db, operator, ip }) => renewRecoveryCodes(db, operator, ip, serviceNow()),
  }),
});
