import { z } from 'zod';
import { businessDetailsFormMessages } from './businessDetailsForm.messages';
import { EMAIL_MAX_LENGTH, isValidEmail } from './accountFields';

/**
 * A retailer's business details (GET/PUT /users/business): what a 거래명세서 and
 * a tax invoice state of the buyer. 상호 and 사업자등록번호 are the account's,
 * certified, and read only; the rest the retailer keeps in MY. The schema is
 * the one rule of the form (components/account/BusinessDetailsForm.tsx), the
 * handler and the service.
 */

/** PUT /users/business body. */
export interface BusinessDetailsInput {
  ceoName: string;
  businessAddress: string;
  businessType: string;
  businessItem: string;
  taxEmail: string;
}

/** GET /users/business, and PUT's answer. */
export interface BusinessDetails extends BusinessDetailsInput {
  businessName: string;
  /** 10 digits, no dashes. */
  registrationNo: string;
}

export type BusinessDetailsField = keyof BusinessDetailsInput;

/** The fields in the order of the form. */
export const BUSINESS_DETAILS_FIELDS = ['ceoName', 'businessType', 'businessItem', 'taxEmail', 'businessAddress'] as const satisfies readonly BusinessDetailsField[];

const e = businessDetailsFormMessages.errors;

/** Trimmed text, 1 to `max` characters. */
const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/**
 * What a 거래명세서 states of either party beside its 상호 and number: the retailer's here, a
 * brand's in its 브랜드 정보 (lib/brandCenter/brandSettings.contract.ts), by the same rules.
 */
export const businessPartyShape = {
  ceoName: text(30, e.ceoName),
  businessAddress: text(200, e.businessAddress),
  businessType: text(30, e.businessType),
  businessItem: text(50, e.businessItem),
};

export const businessDetailsSchema = z.object({
  ...businessPartyShape,
  taxEmail: z
    .string({ error: e.taxEmail })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: e.taxEmail })
    .refine(isValidEmail, { error: e.taxEmail }),
});

/** Whether every detail a statement states of the buyer is there. */
export function businessDetailsComplete(details: BusinessDetailsInput): boolean {
  return BUSINESS_DETAILS_FIELDS.every((field) => details[field].trim() !== '');
}
