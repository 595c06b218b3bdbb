import { z } from 'zod';
import { pathIdSchema } from '@/lib/contract/ids';
import { ADJUSTMENT_MAX, COMMISSION_RATE_MAX_BP } from './commission';
import { settlementMessages as m } from './settlement.messages';

/** The settlement calls' request schemas (docs/API.md, Settlement), for the handlers and the console's forms. */

export const statementPathSchema = z.object({ id: pathIdSchema(m.notFound) });

/** GET …/settlements/{id}/export[?format=pdf]: an Excel file by default. */
export const statementExportSchema = statementPathSchema.extend({ format: z.enum(['xlsx', 'pdf'], { error: m.formatInvalid }).default('xlsx') });

/** POST /admin/settlements/{id}/pay */
export const paySchema = z.object({ reference: z.string({ error: m.referenceRequired }).trim().min(1, { error: m.referenceRequired }).max(100, { error: m.referenceRequired }) });

/** PUT /admin/brands/{id}/commission: the rate in percent, to two decimals (20, 12.5). */
export const commissionSchema = z.object({
  rate: z
    .number({ error: m.rateInvalid })
    .min(0, { error: m.rateInvalid })
    .max(COMMISSION_RATE_MAX_BP / 100, { error: m.rateInvalid })
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: m.rateInvalid })
    .transform((value) => Math.round(value * 100)),
});

/** POST /admin/brands/{id}/settlement-adjustments */
export const adjustmentSchema = z.object({
  amount: z.number({ error: m.adjustmentInvalid }).int({ error: m.adjustmentInvalid }).refine((value) => value !== 0 && Math.abs(value) <= ADJUSTMENT_MAX, { error: m.adjustmentInvalid }),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, { error: m.reasonRequired }).max(200, { error: m.reasonRequired }),
});
