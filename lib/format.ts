/**
 * The one number format of the site (ko-KR: 12,300). One instance: a
 * `toLocaleString('ko-KR')` per number builds a formatter each time, about
 * 20 µs on a server and 85 µs on a phone, and a listing's filters draw dozens.
 */
const numbers = new Intl.NumberFormat('ko-KR');

/** Integer won as Korean shops show it: 12,300원. */
export function formatWon(amount: number): string {
  return `${numbers.format(amount)}원`;
}

/** An amount of won without the unit, for inputs that show 원 beside them: 12,300. */
export function formatAmount(amount: number): string {
  return numbers.format(amount);
}

/** A count or a quantity as Korean shops show it, grouped by thousands: 1,234. */
export function formatCount(count: number): string {
  return numbers.format(count);
}

/**
 * How Korean phone numbers group their digits, tried in this order:
 * - 15xx/16xx/18xx nationwide numbers, 8 digits: 1588-1234;
 * - Seoul (02), 9 or 10 digits: 02-123-4567, 02-1234-5678;
 * - 050x personal numbers, four-digit prefix, 11 or 12 digits: 0505-123-4567, 0505-1234-5678;
 * - any other 0XX prefix (mobile 010/011/016-019, area codes 031-064, 070, 080),
 *   10 or 11 digits: 010-1234-5678, 011-123-4567, 031-123-4567, 070-1234-5678.
 */
const PHONE_GROUPS: readonly [RegExp, string][] = [
  [/^(1[568]\d{2})(\d{4})$/, '$1-$2'],
  [/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3'],
  [/^(050\d)(\d{3,4})(\d{4})$/, '$1-$2-$3'],
  [/^(0[13-9]\d)(\d{3,4})(\d{4})$/, '$1-$2-$3'],
];

/**
 * A Korean phone number written the usual way, with dashes: `01012345678` ->
 * `010-1234-5678`, `0212345678` -> `02-1234-5678`, `15881234` -> `1588-1234`
 * (every shape: PHONE_GROUPS). The input may already carry dashes, spaces,
 * dots or brackets. Anything else is returned exactly as given, never
 * half-formatted or stripped to its digits: letters, a country code
 * (`+82 10-…`), or digits that fit no shape (too short, too long, an unknown
 * prefix); isPhoneNumber tells the two apart.
 */
export function formatPhone(value: string): string {
  return phoneWithDashes(value) ?? value;
}

/** Whether `value` is a phone number formatPhone knows: the check of every phone field (addresses, the orderer). */
export function isPhoneNumber(value: string): boolean {
  return phoneWithDashes(value) !== null;
}

function phoneWithDashes(value: string): string | null {
  if (!/^[\d\s().-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const shape = PHONE_GROUPS.find(([pattern]) => pattern.test(digits));
  return shape ? digits.replace(shape[0], shape[1]) : null;
}
