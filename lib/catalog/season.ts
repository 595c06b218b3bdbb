import { findCategory } from './categories';

/**
 * The seasonal category the home page features, chosen by today's month in
 * Seoul (lib/catalog/categories.ts, children of 시즌상품): 크리스마스 in
 * November-December, 신년 in January-February, 가정의 달 in April-May, 추석 in
 * August-September; in the months between, the season coming next.
 */
export const SEASON_BY_MONTH: Readonly<Record<number, number>> = {
  1: 16,
  2: 16,
  3: 17,
  4: 17,
  5: 17,
  6: 18,
  7: 18,
  8: 18,
  9: 18,
  10: 15,
  11: 15,
  12: 15,
};

const SEOUL = 'Asia/Seoul';

/** The month (1-12) of `date` in Seoul. */
export function seoulMonth(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: SEOUL, month: 'numeric' }).format(date));
}

/** The seasonal category (id and name) to feature on `date`. */
export function seasonOf(date: Date): { id: number; name: string } {
  const id = SEASON_BY_MONTH[seoulMonth(date)] ?? 15;
  return { id, name: findCategory(id)?.name ?? '' };
}

const endFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as Seoul's "11월 25일 18:00", the same on the server and in the browser. */
export function formatSeoulTime(iso: string): string {
  return endFormat.format(new Date(iso));
}
