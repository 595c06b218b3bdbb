import { method, route } from '@/lib/server/http/route';
import { checkAvailability } from '@/lib/cart/server/queries';
import { availabilityQuerySchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };

const available = method({
  auth: 'required',
  query: availabilityQuerySchema,
  handle: ({ db, user, query }) => checkAvailability(db, user, query.checkedIds),
});

/** GET /api/v1/carts/available?checkedIds=[1,2,3]: can the checked lines be ordered now? */
export default route({ GET: available });
