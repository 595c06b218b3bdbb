/**
 * Korean mobile numbers (01X). Stored and compared as digits only
 * (`01012345678`); accepted as typed: dashes, spaces, dots, brackets and the
 * +82 country prefix (`+82 10-1234-5678`) are fine.
 */

/** 010 numbers have 8 subscriber digits; the old 011/016/017/018/019 ranges 7 or 8. */
const MOBILE = /^(010\d{8}|01[16789]\d{7,8})$/;

/** Digits only, or null when the input is not a Korean mobile number. */
export function normalizeMobileNo(input: string): string | null {
  let digits = input.trim().replace(/[\s().-]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  else if (digits.startsWith('82') && digits.length >= 11 && !digits.startsWith('820')) digits = `0${digits.slice(2)}`;
  return MOBILE.test(digits) ? digits : null;
}

export function isValidMobileNo(input: string): boolean {
  return normalizeMobileNo(input) !== null;
}

/** `01012345678` -> `010-1234-5678`, `0111234567` -> `011-123-4567`; other input unchanged. */
export function formatMobileNo(input: string): string {
  const digits = normalizeMobileNo(input);
  if (!digits) return input;
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}
