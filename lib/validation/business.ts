/**
 * Korean business registration number (사업자등록번호): 10 digits written
 * `XXX-XX-XXXXX`, the last one a check digit (National Tax Service rule).
 * Pure functions, shared by the storefront forms and the API.
 */

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Digits only: dashes and spaces removed; null unless exactly 10 digits remain. */
export function normalizeRegistrationNo(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

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

/** `1208147521` -> `120-81-47521` (display form); other input is returned unchanged. */
export function formatRegistrationNo(input: string): string {
  const digits = normalizeRegistrationNo(input);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : input;
}
