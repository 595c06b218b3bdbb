/**
 * A moment as Korean shops write it, in Korea's time (UTC+9, no daylight
 * saving), built by hand rather than with Intl so the server's and the
 * browser's renders always agree: "2026년 11월 26일 23:59".
 */
export function formatKst(iso: string): string {
  const at = new Date(new Date(iso).getTime() + 9 * 3600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getUTCFullYear()}년 ${at.getUTCMonth() + 1}월 ${at.getUTCDate()}일 ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}
