/**
 * Dates as the shop shows and counts them: Korea time (Asia/Seoul, UTC+9, no
 * daylight saving). The one Korea-time module, for the server (deposit
 * deadlines, the free-refund window, periods of KST dates: docs/DECISIONS.md,
 * Orders and payment) and the browser alike. Shifting by nine hours and
 * reading UTC fields, by hand rather than with Intl, gives the same answer on
 * the server and in any browser, whatever its own time zone, so a server
 * render and its hydration always agree.
 *
 * Names: `kst…` count (day numbers, ISO bounds, `YYYY-MM-DD` dates),
 * `formatKst…` write what a user reads.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The Korea-time wall clock of `at`, read through the UTC getters. */
function kst(at: string | Date): Date {
  return new Date(new Date(at).getTime() + KST_OFFSET_MS);
}

const isoDateOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The Korea-time day of `at`, as a day count since 1970-01-01 (KST). */
export function kstDayNumber(at: string | Date): number {
  return Math.floor((new Date(at).getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** The first millisecond (00:00 KST) of a KST day number, as ISO UTC. */
export function kstDayStart(day: number): string {
  return new Date(day * DAY_MS - KST_OFFSET_MS).toISOString();
}

/** The last millisecond (23:59:59.999 KST) of a KST day number, as ISO UTC. */
export function kstDayEnd(day: number): string {
  return new Date((day + 1) * DAY_MS - KST_OFFSET_MS - 1).toISOString();
}

/** A KST date `YYYY-MM-DD` (as kstIsoDate writes it) as a day number; null when it is not a real date. */
export function kstDayOfIsoDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(ms);
  if (back.getUTCMonth() !== Number(match[2]) - 1 || back.getUTCDate() !== Number(match[3])) return null;
  return Math.floor(ms / DAY_MS);
}

/** The first moment (00:00 KST on the 1st) of the KST month of `at`, as ISO UTC. */
export function kstMonthStart(at: string | Date): string {
  return kstDayStart(kstDayNumber(at) - (kst(at).getUTCDate() - 1));
}

/** 2026-11-23, the form GET /orders takes for `from` and `to`. */
export function kstIsoDate(at: string | Date): string {
  return isoDateOf(kst(at));
}

/** The KST date `months` calendar months before `at` (clamped to the month's last day). */
export function kstMonthsBefore(at: string | Date, months: number): string {
  const date = kst(at);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDateOf(target);
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

/** 2026년 11월 6일 23:59, as Korean shops write a moment in full (the order-complete page). */
export function formatKstDateTimeLong(at: string | Date): string {
  const date = kst(at);
  return `${date.getUTCFullYear()}년 ${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일 ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
