import { formatSeoulTime, seasonOf, seoulMonth } from '@/lib/catalog/season';

/** The home page's season banner: the seasonal category by today's month in Seoul. */
describe('seasonOf', () => {
  // A mid-month day in each month, at noon in Seoul.
  const at = (month: number) => new Date(Date.UTC(2026, month - 1, 15, 3));

  it.each([
    [11, 15, '크리스마스'],
    [12, 15, '크리스마스'],
    [1, 16, '신년'],
    [2, 16, '신년'],
    [4, 17, '가정의 달'],
    [5, 17, '가정의 달'],
    [8, 18, '추석'],
    [9, 18, '추석'],
  ])('in month %i features its own season (%i %s)', (month, id, name) => {
    expect(seasonOf(at(month))).toEqual({ id, name });
  });

  it.each([
    [3, 17, '가정의 달'],
    [6, 18, '추석'],
    [7, 18, '추석'],
    [10, 15, '크리스마스'],
  ])('in month %i, between seasons, features the next one (%i %s)', (month, id, name) => {
    expect(seasonOf(at(month))).toEqual({ id, name });
  });

  it('reads the month in Seoul, not in UTC', () => {
    // 2026-10-31 16:00 UTC is 2026-11-01 01:00 in Seoul: already the Christmas season.
    const instant = new Date('2026-10-31T16:00:00.000Z');
    expect(instant.getUTCMonth() + 1).toBe(10);
    expect(seoulMonth(instant)).toBe(11);
    expect(seasonOf(instant).name).toBe('크리스마스');
    // 2026-02-28 15:30 UTC is 2026-03-01 00:30 in Seoul: 신년 is over, 가정의 달 comes next.
    expect(seasonOf(new Date('2026-02-28T15:30:00.000Z')).name).toBe('가정의 달');
  });
});

describe('formatSeoulTime', () => {
  it('shows an ISO time as month, day and 24-hour time in Seoul', () => {
    expect(formatSeoulTime('2026-11-25T09:00:00.000Z')).toBe('11월 25일 18:00');
    expect(formatSeoulTime('2026-12-31T15:05:00.000Z')).toBe('1월 1일 00:05');
  });
});
