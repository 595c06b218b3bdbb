import {
  formatKstDate,
  formatKstDateTime,
  formatKstDateTimeLong,
  kstDayEnd,
  kstDayNumber,
  kstDayOfIsoDate,
  kstDayStart,
  kstIsoDate,
  kstMonthsBefore,
  kstMonthStart,
} from '@/lib/kstDate';

// 2026-11-23 00:30 KST is still 2026-11-22 in UTC: every answer must be the Korean day.
const justAfterMidnight = '2026-11-22T15:30:00.000Z';

test('writes a moment as its Korea-time date and time', () => {
  expect(formatKstDate(justAfterMidnight)).toBe('2026.11.23');
  expect(formatKstDateTime(justAfterMidnight)).toBe('2026.11.23 00:30');
  expect(formatKstDateTimeLong('2026-11-26T14:59:59.000Z')).toBe('2026년 11월 26일 23:59');
  expect(formatKstDateTimeLong('2026-03-05T23:05:00.000Z')).toBe('2026년 3월 6일 08:05');
  expect(kstIsoDate(justAfterMidnight)).toBe('2026-11-23');
});

test('a Korea-time day starts at 00:00 and ends at 23:59:59.999 KST', () => {
  const day = kstDayNumber(justAfterMidnight);
  expect(kstDayStart(day)).toBe('2026-11-22T15:00:00.000Z');
  expect(kstDayEnd(day)).toBe('2026-11-23T14:59:59.999Z');
  expect(kstDayNumber(kstDayEnd(day))).toBe(day);
  expect(kstDayNumber('2026-11-23T15:00:00.000Z')).toBe(day + 1);
});

test('a KST date reads back as its day; a date that does not exist is refused', () => {
  expect(kstDayOfIsoDate('2026-11-23')).toBe(kstDayNumber(justAfterMidnight));
  expect(kstDayOfIsoDate(kstIsoDate(justAfterMidnight))).toBe(kstDayNumber(justAfterMidnight));
  expect(kstDayOfIsoDate('2026-02-30')).toBeNull();
  expect(kstDayOfIsoDate('2026-13-01')).toBeNull();
  expect(kstDayOfIsoDate('2026-1-01')).toBeNull();
});

test('months before a KST date keep the day, clamped to the shorter month', () => {
  expect(kstMonthsBefore('2026-03-31T03:00:00.000Z', 1)).toBe('2026-02-28');
  expect(kstMonthsBefore(justAfterMidnight, 3)).toBe('2026-08-23');
  expect(kstMonthsBefore('2026-01-15T03:00:00.000Z', 1)).toBe('2025-12-15');
});

test('a KST month starts at 00:00 KST on the 1st, also when UTC is still in the month before', () => {
  expect(kstMonthStart(justAfterMidnight)).toBe('2026-10-31T15:00:00.000Z');
  // 2026-12-01 00:30 KST is 2026-11-30 in UTC: December already.
  expect(kstMonthStart('2026-11-30T15:30:00.000Z')).toBe('2026-11-30T15:00:00.000Z');
  expect(kstMonthStart('2026-11-30T14:59:59.999Z')).toBe('2026-10-31T15:00:00.000Z');
});
