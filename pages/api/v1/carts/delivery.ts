import { method, route } from '@/lib/server/http/route';
import { getCartDelivery } from '@/lib/cart/server/queries';
import { deliveryQuerySchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };
export default route({
  GET: method({
    auth: 'required',
    query: deliveryQuerySchema,
    handle: ({ db, user, query }) => getCartDelivery(db, user, query.checkedIds),
  }),
});
