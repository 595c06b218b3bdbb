import { method, route } from '@/lib/server/http/route';
import { addressIdParamSchema, addressInputSchema, deleteAddress, updateAddress } from '@/lib/account/server/addresses';

export const config = { api: { bodyParser: false } };
export default route({
  PUT: method({
    auth: 'required',
    query: addressIdParamSchema,
    body: addressInputSchema,
    handle: ({ db, user, query, body }) => updateAddress(db, user, query.id, body),
  }),
  DELETE: method({ auth: 'required', query: addressIdParamSchema, handle: ({ db, user, query }) => deleteAddress(db, user, query.id) }),
});
