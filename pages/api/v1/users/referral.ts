import { method, route } from '@/lib/server/http/route';
import { getReferral } from '@/lib/account/server/referral';

export const config = { api: { bodyParser: false } };

/** GET /api/v1/users/referral: code, link, joined retailers, credit balance and ledger. */
export default route({ GET: method({ auth: 'required', handle: ({ db, user }) => getReferral(db, user) }) });
