/**
 * Days as Korea counts them (Asia/Seoul, UTC+9, no daylight saving): deposit
 * deadlines end at 23:59:59 KST, and the free-refund window counts KST
 * calendar days (docs/DECISIONS.md, Orders and payment).
 */

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The KST calendar day of a moment, as days since 1970-01-01. */
export function kstDayNumber(at: Date | string): number {
  return Math.floor((new Date(at).getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** The last millisecond (23:59:59.999 KST) of a KST day number, as ISO UTC. */
export function endOfKstDay(day: number): string {
  return new Date((day + 1) * DAY_MS - KST_OFFSET_MS - 1).toISOString();
}

/** The first millisecond (00:00 KST) of a KST day number, as ISO UTC. */
export function startOfKstDay(day: number): string {
  return new Date(day * DAY_MS - KST_OFFSET_MS).toISOString();
}

/** A KST date `YYYY-MM-DD` as a day number (null when it is not a real date). */
export function kstDayOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(match[2]) - 1 || back.getUTCDate() !== Number(match[3])) return null;
  return Math.floor(ms / DAY_MS);
}

/** Bank transfers: deposit by 23:59:59 KST of the third day after the order's day. */
export const DEPOSIT_DAYS = 3;
/** Card orders not approved within this many minutes lapse (their stock goes back). */
export const CARD_PAYMENT_MINUTES = 30;
/**
 * Free refunds: a delivered line may be returned until 23:59:59 KST of the
 * 60th day after its delivery day (the delivery day itself is day 0, as the
 * Civil Act, article 157, leaves the first day out of a period).
 */
export const FREE_REFUND_DAYS = 60;

export function depositDeadline(now: Date): string {
  return endOfKstDay(kstDayNumber(now) + DEPOSIT_DAYS);
}

export function cardPaymentDue(now: Date): string {
  return new Date(now.getTime() + CARD_PAYMENT_MINUTES * 60 * 1000).toISOString();
}

/** The last moment a line delivered at `deliveredAt` may be returned free. */
export function freeRefundUntil(deliveredAt: string): string {
  return endOfKstDay(kstDayNumber(deliveredAt) + FREE_REFUND_DAYS);
}
