import { method, route } from '@/lib/server/http/route';
import { businessDetailsSchema } from '@/lib/account/businessDetails.contract';
import { getBusinessDetails, updateBusinessDetails } from '@/lib/account/server/businessDetails';

export const config = { api: { bodyParser: false } };

/** GET/PUT /api/v1/users/business: the caller's business details for 거래명세서 and tax invoices (PUT: retailers). */
export default route({
  GET: method({ auth: 'required', handle: ({ db, user }) => getBusinessDetails(db, user) }),
  PUT: method({ auth: 'required', body: businessDetailsSchema, handle: ({ db, user, body }) => updateBusinessDetails(db, user, body) }),
});
