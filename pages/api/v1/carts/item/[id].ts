import { method, route } from '@/lib/server/http/route';
import { updateCartItem } from '@/lib/cart/server/commands';
import { cartIdParamSchema, updateCartItemSchema } from '@/lib/cart/cart.schemas';

export const config = { api: { bodyParser: false } };

const update = method({
  auth: 'required',
  query: cartIdParamSchema,
  body: updateCartItemSchema,
  handle: ({ db, user, query, body }) => updateCartItem(db, user, query.id, body.goodsCount),
});

/** PUT /api/v1/carts/item/{id} { goodsCount }: sets a line's count; { item, cartcount }. */
export default route({ PUT: update });
