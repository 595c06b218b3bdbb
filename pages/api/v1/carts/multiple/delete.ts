import { method, route } from '@/lib/server/http/route';
import { deleteCartItems } from '@/lib/cart/server/commands';
import { deleteCartItemsSchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };

const removeMany = method({
  auth: 'required',
  body: deleteCartItemsSchema,
  handle: ({ db, user, body }) => deleteCartItems(db, user, body.cartIds),
});

/** DELETE /api/v1/carts/multiple/delete { cartIds }: removes those of the caller's lines; { deleted, cartcount }. */
export default route({ DELETE: removeMany });
