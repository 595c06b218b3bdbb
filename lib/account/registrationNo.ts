/**
 * The display form of a business registration number (사업자등록번호), apart from
 * ./accountFields.ts so pages that only show one (checkout, an order) carry no
 * form checks.
 */

/** Digits only: dashes and spaces removed; null unless exactly 10 digits remain. */
export function normalizeRegistrationNo(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** `1208147521` -> `120-81-47521` (display form); other input is returned unchanged. */
export function formatRegistrationNo(input: string): string {
  const digits = normalizeRegistrationNo(input);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : input;
}
