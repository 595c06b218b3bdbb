import { z } from 'zod';
import { bodyIdSchema, isId, pathIdSchema } from '@/lib/contract/ids';
import { cartMessages as m } from '@/lib/cart/cart.messages';

/** The input schemas of the cart endpoints (the handlers validate with these) and their limits. */

export const MAX_CART_INFO_LINES = 50;
export const MAX_GOODS_COUNT = 99_999;
export const MAX_CART_IDS = 200;
const MAX_OPTION_LENGTH = 100;

const goodsCount = z
  .number({ error: m.goodsCountMin })
  .int({ error: m.goodsCountInteger })
  .min(1, { error: m.goodsCountMin })
  .max(MAX_GOODS_COUNT, { error: m.goodsCountMax(MAX_GOODS_COUNT) });

const optionValue = z.string().max(MAX_OPTION_LENGTH).nullish();

/** A line id in the path (`/carts/{id}`); a bad one is a 400 naming `id`. */
export const cartIdParamSchema = z.object({ id: pathIdSchema() });

export const addToCartSchema = z.object({
  directCart: z.boolean().default(false),
  idProduct: bodyIdSchema(),
  cartInfo: z
    .array(z.object({ color: optionValue, size: optionValue, goodsCount }))
    .min(1, { error: m.cartInfoEmpty })
    .max(MAX_CART_INFO_LINES, { error: m.cartInfoTooMany(MAX_CART_INFO_LINES) }),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const updateCartItemSchema = z.object({ goodsCount });

export const deleteCartItemsSchema = z.object({
  cartIds: z
    .array(bodyIdSchema())
    .min(1, { error: m.cartIdsEmpty })
    .max(MAX_CART_IDS, { error: m.cartIdsTooMany(MAX_CART_IDS) }),
});

/**
 * `checkedIds` is a JSON-encoded list in the query string
 * (`?checkedIds=[1,2,3]`, docs/API.md). Anything else is a 400 naming checkedIds.
 */
export const availabilityQuerySchema = z.object({
  checkedIds: z
    .string({ error: m.checkedIdsInvalid })
    .max(20_000, { error: m.checkedIdsInvalid })
    .transform((text, ctx): number[] => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsInvalid });
        return z.NEVER;
      }
      if (!Array.isArray(parsed) || !parsed.every(isId)) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsInvalid });
        return z.NEVER;
      }
      const ids = [...new Set(parsed as number[])];
      if (ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsEmpty });
        return z.NEVER;
      }
      if (ids.length > MAX_CART_IDS) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsTooMany(MAX_CART_IDS) });
        return z.NEVER;
      }
      return ids;
    }),
});

/** GET /carts/delivery: `checkedIds` optional (all of the caller's lines without it). */
export const deliveryQuerySchema = z.object({ checkedIds: availabilityQuerySchema.shape.checkedIds.optional() });
