/** 1208147521 -> 120-81-47521 (Korean business registration number). */
export function formatRegistrationNo(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** 01012345678 -> 010-1234-5678, 0161234567 -> 016-123-4567. */
export function formatMobileNo(digits: string): string {
  if (/^\d{11}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^\d{10}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}
