import { z } from 'zod';

/**
 * The shape of a product's 상품정보제공고시 in a request (POST and PUT
 * /brands/products): a group and short texts by item. The rules (a group the
 * category allows, the group's required items, their lengths) are
 * noticeErrors of ./productNotice.ts, which the form runs too.
 */
export const productNoticeSchema = z.object({
  group: z.string().max(40),
  values: z.record(z.string().max(40), z.string().max(2000)).default({}),
});
