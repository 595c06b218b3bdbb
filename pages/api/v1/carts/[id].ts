import { method, route } from '@/lib/server/http/route';
import { deleteCartItem } from '@/lib/cart/server/commands';
import { cartIdParamSchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };

const remove = method({
  auth: 'required',
  query: cartIdParamSchema,
  handle: ({ db, user, query }) => deleteCartItem(db, user, query.id),
});

/** DELETE /api/v1/carts/{id}: removes one of the caller's lines; { deleted, cartcount }. */
export default route({ DELETE: remove });
