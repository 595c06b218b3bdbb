import { method, route } from '@/lib/server/http/route';
import { addToCart } from '@/lib/cart/server/commands';
import { getCart } from '@/lib/cart/server/queries';
import { addToCartSchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };

// Declared outside route(): inside it, route's `any` context hides `auth: 'required'` from the user's type.
const list = method({ auth: 'required', handle: ({ db, user }) => getCart(db, user) });
const add = method({
  auth: 'required',
  body: addToCartSchema,
  status: 201,
  handle: ({ db, user, body }) => addToCart(db, user, body),
});

/**
 * GET /api/v1/carts: the caller's cart grouped by brand (any logged-in user).
 * POST /api/v1/carts { directCart, idProduct, cartInfo }: adds (buy now: sets) lines; 201 { cartIds, cartcount }.
 */
export default route({ GET: list, POST: add });
