import { formatPhone, isPhoneNumber } from '@/lib/format';

describe('formatPhone: Korean phone numbers with their dashes where they belong', () => {
  test.each([
    ['mobile', '01012345678', '010-1234-5678'],
    ['old mobile range, 3-digit middle', '0111234567', '011-123-4567'],
    ['old mobile range, 4-digit middle', '01712345678', '017-1234-5678'],
    ['Seoul, 3-digit exchange', '021234567', '02-123-4567'],
    ['Seoul, 4-digit exchange', '0212345678', '02-1234-5678'],
    ['area code, 3-digit exchange', '0311234567', '031-123-4567'],
    ['area code, 4-digit exchange', '03112345678', '031-1234-5678'],
    ['Jeju', '0647123456', '064-712-3456'],
    ['internet phone', '07012345678', '070-1234-5678'],
    ['050x personal number, 3-digit middle', '05051234567', '0505-123-4567'],
    ['050x personal number, 4-digit middle', '050712345678', '0507-1234-5678'],
    ['toll-free', '0801234567', '080-123-4567'],
    ['nationwide number', '15881234', '1588-1234'],
    ['nationwide number, 16xx', '16441234', '1644-1234'],
  ])('%s: %s -> %s', (_kind, digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });

  test('reads numbers already written with dashes, spaces, dots or brackets, and regroups them', () => {
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone('02-1234-5678')).toBe('02-1234-5678');
    expect(formatPhone('021-234-5678')).toBe('02-1234-5678');
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('(02) 123.4567')).toBe('02-123-4567');
    expect(formatPhone('1588 1234')).toBe('1588-1234');
  });

  test.each([
    ['empty', ''],
    ['too short', '0101234'],
    ['too long', '010123456789'],
    ['Seoul, too short', '02123456'],
    ['unknown prefix', '00012345678'],
    ['nationwide number of another range', '19001234'],
    ['letters', '010-1234-567a'],
    ['a country code', '+82 10-1234-5678'],
  ])('leaves what it cannot recognise exactly as given (%s)', (_kind, value) => {
    expect(formatPhone(value)).toBe(value);
  });
});

describe('isPhoneNumber: the check of every phone field', () => {
  test('accepts every number formatPhone writes, as typed or as written back', () => {
    for (const value of ['01012345678', '010-1234-5678', '02-123-4567', '031-1234-5678', '070-1234-5678', '0505-1234-5678', '1588-1234', ' 010 1234 5678 ']) {
      expect(isPhoneNumber(value)).toBe(true);
      expect(isPhoneNumber(formatPhone(value))).toBe(true);
    }
  });

  test.each(['', '12345', '0101234', '010-1234-567a', '+82 10-1234-5678', '19001234'])('refuses %p', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});
