/**
 * Dates as the shop shows them: Korea time (UTC+9, no daylight saving), the
 * clock the server's order rules count in (lib/server/services/orders/time.ts).
 * Shifting by nine hours and reading UTC fields gives the same answer on the
 * server and in any browser, whatever its own time zone.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

function kst(at: string | Date): Date {
  return new Date(new Date(at).getTime() + KST_OFFSET_MS);
}

/** The Korea-time day of `at`, as a day count since 1970-01-01 (KST). */
export function kstDayNumber(at: string | Date): number {
  return Math.floor((new Date(at).getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** 2026.11.23 */
export function formatKstDate(at: string | Date): string {
  const date = kst(at);
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())}`;
}

/** 2026.11.23 14:05 */
export function formatKstDateTime(at: string | Date): string {
  const date = kst(at);
  return `${formatKstDate(at)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** 2026-11-23, the form GET /orders takes for `from` and `to`. */
export function kstIsoDate(at: string | Date): string {
  const date = kst(at);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The KST date `months` calendar months before `at` (clamped to the month's last day). */
export function kstMonthsBefore(at: string | Date, months: number): string {
  const date = kst(at);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`;
}
