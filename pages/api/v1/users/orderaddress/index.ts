import { method, route } from '@/lib/server/http/route';
import { addAddress, addressInputSchema, listAddresses } from '@/lib/account/server/addresses';

export const config = { api: { bodyParser: false } };
export default route({
  GET: method({ auth: 'required', handle: ({ db, user }) => listAddresses(db, user) }),
  POST: method({ auth: 'required', body: addressInputSchema, status: 201, handle: ({ db, user, body }) => addAddress(db, user, body) }),
});
