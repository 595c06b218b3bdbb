import { kstDayOfIsoDate, kstDayStart, kstIsoDate } from '@/lib/kstDate';

/**
 * The settlement periods (docs/DECISIONS.md, Settlement): the FAQ's "매월 15일과 말일": the 1st to
 * the 15th and the 16th to the month's last day, Korea time. A period is its first moment and the
 * next period's first moment, ISO UTC (`start <= t < end`).
 */
export interface SettlementPeriod {
  start: string;
  end: string;
}

const firstOf = (year: number, month: number, day: number) => kstDayStart(kstDayOfIsoDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)!);

/** The period `at` falls in. */
export function settlementPeriodOf(at: string | Date): SettlementPeriod {
  const [year, month, day] = kstIsoDate(at).split('-').map(Number);
  if (day <= 15) return { start: firstOf(year, month, 1), end: firstOf(year, month, 16) };
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return { start: firstOf(year, month, 16), end: firstOf(nextYear, nextMonth, 1) };
}

/** The period after `period`. */
export function nextSettlementPeriod(period: SettlementPeriod): SettlementPeriod {
  return settlementPeriodOf(period.end);
}

/** The period's first and last KST dates ('2026-11-16', '2026-11-30'): its last is the settlement day. */
export function periodDates(period: SettlementPeriod): { first: string; last: string } {
  return { first: kstIsoDate(period.start), last: kstIsoDate(new Date(new Date(period.end).getTime() - 1)) };
}
