import { isPhoneNumber } from '@/lib/format';
import type { AddressInput } from '@/lib/orders/orders.contract';

/**
 * The rule of a delivery address, the one the API applies
 * (lib/orders/server/schemas.ts), checked before sending so each field says
 * what is wrong in Korean: the address book (components/account/AddressForm.tsx)
 * and the checkout's new or edited address (lib/orders/checkoutRules.ts) say
 * it in their own words.
 */

export type AddressField = 'label' | 'recipient' | 'phone' | 'postcode' | 'address' | 'addressDetail';
export type AddressErrors = Partial<Record<AddressField, string>>;

/** What the rule reads of an address (the form's draft or the request's body). */
export type AddressValues = Omit<AddressInput, 'isDefault'>;

/** The message per field; without `label` the name is not checked (its input cannot go over 20). */
export type AddressMessages = Record<Exclude<AddressField, 'label'>, string> & { label?: string };

/** The address's errors, in the order of its fields. */
export function validateAddress(input: AddressValues, messages: AddressMessages): AddressErrors {
  const errors: AddressErrors = {};
  if (messages.label && (input.label ?? '').trim().length > 20) errors.label = messages.label;
  const recipient = input.recipient.trim();
  if (recipient === '' || recipient.length > 30) errors.recipient = messages.recipient;
  if (!isPhoneNumber(input.phone)) errors.phone = messages.phone;
  if (!/^\d{5}$/.test(input.postcode.trim())) errors.postcode = messages.postcode;
  const address = input.address.trim();
  if (address === '' || address.length > 200) errors.address = messages.address;
  const detail = input.addressDetail.trim();
  if (detail === '' || detail.length > 100) errors.addressDetail = messages.addressDetail;
  return errors;
}
