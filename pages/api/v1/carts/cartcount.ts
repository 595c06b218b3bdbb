import { method, route } from '@/lib/server/http/route';
import { getCartCount } from '@/lib/cart/server/queries';

export const config = { api: { bodyParser: false } };

const count = method({ auth: 'required', handle: ({ db, user }) => getCartCount(db, user) });

/** GET /api/v1/carts/cartcount: { cartcount } = the number of the caller's cart lines. */
export default route({ GET: count });
