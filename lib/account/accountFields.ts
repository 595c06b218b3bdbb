/**
 * The account fields shared by the storefront forms and the API: business
 * registration number, e-mail, password, mobile number. Pure functions with
 * no dependencies, so a form can check a field without loading zod; the zod
 * schemas of the account payloads are in ./account.contract.ts.
 */

/**
 * Korean business registration number (사업자등록번호): 10 digits written
 * `XXX-XX-XXXXX`, the last one a check digit (National Tax Service rule).
 * Pure functions, shared by the storefront forms and the API.
 */

import { normalizeRegistrationNo } from './registrationNo';

export { formatRegistrationNo, normalizeRegistrationNo } from './registrationNo';

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The check digit the first nine digits call for. */
export function registrationNoCheckDigit(firstNine: string): number {
  const d = Array.from(firstNine, Number);
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += d[i] * WEIGHTS[i];
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** True for a well-formed number (with or without dashes) whose check digit is right. */
export function isValidRegistrationNo(input: string): boolean {
  const digits = normalizeRegistrationNo(input);
  return digits !== null && registrationNoCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** E-mail addresses: trimmed and lower-cased before they are stored or looked up. */

export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[^\s@"'<>(),;:\\]+@[^\s@"'<>(),;:\\.]+(\.[^\s@"'<>(),;:\\.]+)+$/;

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/**
 * Password rules shared by registration, the change dialog and the reset
 * form: 8 to 64 characters (counted as Unicode characters, not UTF-16 units),
 * kept exactly as typed (no trimming).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export function passwordLength(password: string): number {
  return Array.from(password).length;
}

export function isValidPasswordLength(password: string): boolean {
  const length = passwordLength(password);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

/**
 * The answer code of `PUT /users/password` for a payload, in the order the
 * change dialog checks (docs/DECISIONS.md: mismatch before length):
 * 401 a value is missing or empty; 402 a value is not a string;
 * 403 the two values differ; 402 the length is outside 8..64; 200 fine.
 */
export type PasswordChangeCheck = 200 | 401 | 402 | 403;

export function checkPasswordChange(futurePw: unknown, futureConfirmPw: unknown): PasswordChangeCheck {
  const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
  if (isEmpty(futurePw) || isEmpty(futureConfirmPw)) return 401;
  if (typeof futurePw !== 'string' || typeof futureConfirmPw !== 'string') return 402;
  if (futurePw !== futureConfirmPw) return 403;
  if (!isValidPasswordLength(futurePw)) return 402;
  return 200;
}

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

/**
 * Formatting as typed (the registration and reset forms): keeps the digits of
 * `raw`, at most as many as the number can have, with the dashes where the
 * written form has them, so `1208147` reads `120-81-47` while it is typed.
 */
export function formatRegistrationNoInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** `0101234` -> `010-1234`, `01012345678` -> `010-1234-5678`; old 10-digit 01X numbers read 3-3-4. */
export function formatMobileNoInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length === 10 && !digits.startsWith('010')) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** What an e-mail input of the account forms carries besides its `autoComplete` (a phone's e-mail keyboard, no capitals or spell check). */
export const emailInput = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;
