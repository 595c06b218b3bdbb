import { z } from 'zod';
import { kstDayEnd, kstDayOfIsoDate, kstDayStart } from '@/lib/kstDate';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';

/**
 * Periods of KST dates, as the order lists take them (GET /orders, the brand centre's orders
 * and sales): `from` and `to` are `YYYY-MM-DD`, both days included.
 */

const invalid = apiMessages.orders.periodInvalid;

/** A `from` or `to` query parameter: the shape is checked here, the date itself by kstPeriod. */
export const kstDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid });

/**
 * The ISO bounds of a period (null where a side is open): a 400 naming the field when a date is
 * not a real one; a reversed period is a 400 `reversed` naming `from` when the caller gives that
 * message, else it is kept (and finds nothing).
 */
export function kstPeriod(from: string | undefined, to: string | undefined, reversed?: string): { start: string | null; end: string | null } {
  const fromDay = from ? kstDayOfIsoDate(from) : null;
  const toDay = to ? kstDayOfIsoDate(to) : null;
  if (from && fromDay === null) throw new DomainError(400, 'VALIDATION', invalid, 'from');
  if (to && toDay === null) throw new DomainError(400, 'VALIDATION', invalid, 'to');
  if (reversed && fromDay !== null && toDay !== null && fromDay > toDay) throw new DomainError(400, 'VALIDATION', reversed, 'from');
  return { start: fromDay === null ? null : kstDayStart(fromDay), end: toDay === null ? null : kstDayEnd(toDay) };
}
