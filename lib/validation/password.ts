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
 * change dialog checks (DESIGN.md §4: mismatch before length):
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
