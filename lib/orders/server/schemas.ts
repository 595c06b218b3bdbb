import { z } from 'zod';
import { bodyIdSchema, pathIdSchema } from '@/lib/contract/ids';
import { apiMessages } from '@/lib/messages/api';
import { cartMessages } from '@/lib/cart/cart.messages';
import { addressInputSchema, phoneSchema } from '@/lib/account/server/addresses';
import { MAX_CART_IDS } from '@/lib/cart/cart.schemas';
import { DomainError } from '@/lib/server/errors';
import { kstDateParam } from './period';

/** The input schemas of the order endpoints and their limits. */

const m = apiMessages.orders;
const MAX_WON = 1_000_000_000;

const reason = z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(500, { error: m.reasonTooLong });

export const orderIdParamSchema = z.object({ idOrder: pathIdSchema() });

/** GET /orders/{idOrder}/statement: the order, and optionally one brand of it. */
export const statementQuerySchema = z.object({ idOrder: pathIdSchema(), idBrand: pathIdSchema().optional() });

export const createOrderSchema = z.object({
  cartIds: z
    .array(bodyIdSchema())
    .min(1, { error: cartMessages.checkedIdsEmpty })
    .max(MAX_CART_IDS, { error: cartMessages.checkedIdsTooMany(MAX_CART_IDS) }),
  idAddress: bodyIdSchema().optional(),
  address: addressInputSchema.optional(),
  paymentMethod: z.enum(['card', 'bank_transfer'], { error: m.paymentMethodInvalid }),
  taxInvoice: z
    .union([z.boolean(), z.object({ email: z.email({ error: m.emailInvalid }).max(200).optional() })])
    .optional(),
  useCredit: z
    .union([z.boolean(), z.number({ error: m.creditInvalid }).int({ error: m.creditInvalid }).min(0, { error: m.creditInvalid }).max(MAX_WON)])
    .optional(),
  orderer: z
    .object({
      name: z.string().trim().min(1).max(30, { error: m.ordererNameTooLong }).optional(),
      phone: phoneSchema.optional(),
    })
    .optional(),
  deliveryNote: z.string().trim().max(200, { error: m.noteTooLong }).optional(),
  expectedTotal: z.number().int().min(0).max(MAX_WON).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** An `Idempotency-Key` header: 8 to 100 of A-Z a-z 0-9 - _ (a UUID fits). */
export function parseIdempotencyKey(value: string | null): string | null {
  if (value === null) return null;
  if (!/^[\w-]{8,100}$/.test(value)) throw new DomainError(400, 'VALIDATION', m.idempotencyKeyInvalid, 'Idempotency-Key');
  return value;
}

export const confirmPaymentSchema = z.object({
  cardNumber: z.string().max(40).optional(),
  paymentId: z.string().max(200).optional(),
});

export const cancelOrderSchema = z.object({
  itemIds: z.array(bodyIdSchema()).min(1).max(MAX_CART_IDS).optional(),
  reason,
  dryRun: z.boolean().default(false),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

const STATUSES = ['pending_payment', 'awaiting_deposit', 'preparing', 'shipping', 'delivered', 'cancelled', 'refund_requested', 'refunded'] as const;

export const listOrdersSchema = z.object({
  status: z
    .string()
    .transform((text, ctx) => {
      const list = text.split(',').filter(Boolean);
      if (list.length === 0 || !list.every((entry) => (STATUSES as readonly string[]).includes(entry))) {
        ctx.addIssue({ code: 'custom', message: m.statusInvalid });
        return z.NEVER;
      }
      return list as (typeof STATUSES)[number][];
    })
    .optional(),
  from: kstDateParam.optional(),
  to: kstDateParam.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListOrdersInput = z.infer<typeof listOrdersSchema>;

export const freeRefundSchema = z.object({
  idOrder: bodyIdSchema(),
  items: z
    .array(z.object({ idItem: bodyIdSchema(), count: z.number().int().min(1).max(99_999) }))
    .min(1, { error: m.refundItemsEmpty })
    .max(MAX_CART_IDS),
  reason,
  idAddress: bodyIdSchema().optional(),
  pickup: addressInputSchema.optional(),
});
export type FreeRefundInput = z.infer<typeof freeRefundSchema>;
