import type { OrderLine } from '@/lib/orders/orders.contract';
import { kstDayNumber } from '@/lib/kstDate';

export type RefundWindow =
  /** Units can be returned now; `daysLeft` 0 is the window's last day (day 60 after delivery). */
  | { state: 'open'; daysLeft: number; until: string; count: number }
  /** Delivered, but the window has passed (day 61 on) or nothing is left to return. */
  | { state: 'closed' | 'none'; until: string }
  /** Not delivered (yet): no window. */
  | { state: 'notDelivered' };

/**
 * The free-refund window of a line as the order page shows it. Whether units
 * may be returned is the server's answer (`refundableCount`, counted to
 * 23:59:59 KST of the 60th day after delivery: lib/orders/server/view.ts);
 * the days left are counted here in Korea-time days from `now`.
 */
export function refundWindowOf(line: OrderLine, now: string): RefundWindow {
  if (!line.refundableUntil) return { state: 'notDelivered' };
  if (line.refundableCount > 0) {
    const daysLeft = Math.max(0, kstDayNumber(line.refundableUntil) - kstDayNumber(now));
    return { state: 'open', daysLeft, until: line.refundableUntil, count: line.refundableCount };
  }
  return { state: Date.parse(now) > Date.parse(line.refundableUntil) ? 'closed' : 'none', until: line.refundableUntil };
}
