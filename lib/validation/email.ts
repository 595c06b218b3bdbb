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
