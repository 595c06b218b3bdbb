/**
 * Business certification and brand admission (POST/GET /applications,
 * docs/API.md): the wire types and the field rules of the brand form, shared
 * by the page (checked as typed) and the API (checked again). Pure functions,
 * no zod and no server imports, so the page does not carry a validator.
 */
import { PRODUCT_CATEGORIES } from '@/lib/catalog/categories';
import { applicationMessages } from '@/lib/applications/applications.messages';
import { isValidEmail, isValidRegistrationNo, normalizeMobileNo, normalizeRegistrationNo } from '@/lib/account/accountFields';

export type ApplicationKind = 'certification' | 'brand';
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Whether an applicant's business is open (server/businessStatus.ts): from the 국세청 ('nts') or
 * only the registration number's check digit ('checksum', when the office is not configured or
 * did not answer: `detail` 'unreachable').
 */
export interface BusinessStatus {
  state: 'active' | 'suspended' | 'closed' | 'unregistered' | 'invalid' | 'unknown';
  source: 'nts' | 'checksum';
  detail: string;
}

/** An application as the operator's lists show it (the console, the command). */
export interface ApplicationSummary {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** Business name (certification) or brand name (brand). */
  name: string;
  registrationNo: string;
  /** The applicant's e-mail (certification) or the contact's (brand). */
  email: string;
  files: number;
  createdAt: string;
}

/** An application with everything the applicant sent, as the operator reviews it. */
export interface ApplicationDetail {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  userId: number | null;
  userEmail: string | null;
  businessName: string;
  registrationNo: string;
  brandName: string;
  categoryId: number | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  website: string;
  message: string;
  decisionNote: string;
  decidedAt: string | null;
  createdAt: string;
  attachments: { key: string; fileName: string; mimeType: string; size: number }[];
}

/** What an approval made: a brand's account comes with a temporary password, shown this once. */
export type ApprovalResult =
  | { kind: 'certification'; id: number; userId: number; email: string }
  | { kind: 'brand'; id: number; userId: number; brandId: number; email: string; temporaryPassword: string };

export const MAX_ATTACHMENTS = 5;
export const MESSAGE_MAX_LENGTH = 500;
export const INTRODUCTION_MAX_LENGTH = 1000;
export const BRAND_NAME_MAX_LENGTH = 50;
export const CONTACT_NAME_MAX_LENGTH = 30;
export const WEBSITE_MAX_LENGTH = 300;

/** The main categories a brand may sell in (fixed list, isBrandAccess). */
export const BRAND_CATEGORIES = PRODUCT_CATEGORIES.filter((category) => category.isBrandAccess).map((category) => ({
  id: category.id,
  name: category.name,
}));

/** POST /applications, kind certification: a logged-in retailer's business licence. */
export interface CertificationRequest {
  kind: 'certification';
  /** Keys of business_licence uploads of the caller (1 to 5). */
  attachmentKeys: string[];
  message?: string;
}

/** POST /applications, kind brand: a visitor's (or anyone's) brand admission. */
export interface BrandApplicationRequest {
  kind: 'brand';
  brandName: string;
  businessName: string;
  registrationNo: string;
  categoryId: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  website?: string;
  introduction: string;
  /** brand_application uploads (0 to 5), sent by the same visitor or user. */
  attachmentKeys?: string[];
  privacyConsent: true;
}

export interface ApplicationFile {
  key: string;
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** One application as its applicant sees it (GET /applications, POST answer). */
export interface ApplicationView {
  id: number;
  kind: ApplicationKind;
  status: ApplicationStatus;
  businessName: string;
  /** 10 digits. */
  registrationNo: string;
  brandName: string;
  message: string;
  /** The operator's reason when rejected ('' otherwise). */
  reason: string;
  createdAt: string;
  decidedAt: string | null;
  files: ApplicationFile[];
}

/** GET /applications: the caller's, newest first. */
export interface ApplicationList {
  items: ApplicationView[];
}

/** The brand form's values as typed. */
export interface BrandFormValues {
  brandName: string;
  businessName: string;
  registrationNo: string;
  categoryId: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  website: string;
  introduction: string;
  privacyConsent: boolean;
}

export type BrandFormField = keyof BrandFormValues;

const m = applicationMessages.input;

/** Whether a website is an http(s) URL of reasonable length. */
export function isWebsite(value: string): boolean {
  if (value.length > WEBSITE_MAX_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function length(value: string): number {
  return Array.from(value).length;
}

/** The Korean error of one brand form field, or null when it is fine. */
export function brandFieldError(field: BrandFormField, values: BrandFormValues): string | null {
  switch (field) {
    case 'brandName': {
      const value = values.brandName.trim();
      if (!value) return m.brandNameRequired;
      return length(value) > BRAND_NAME_MAX_LENGTH ? m.brandNameLength : null;
    }
    case 'businessName': {
      const value = values.businessName.trim();
      if (!value) return m.businessNameRequired;
      return length(value) > BRAND_NAME_MAX_LENGTH ? m.businessNameLength : null;
    }
    case 'registrationNo':
      if (!normalizeRegistrationNo(values.registrationNo)) return m.registrationNoFormat;
      return isValidRegistrationNo(values.registrationNo) ? null : m.registrationNoChecksum;
    case 'categoryId':
      return BRAND_CATEGORIES.some((category) => String(category.id) === String(values.categoryId)) ? null : m.categoryRequired;
    case 'contactName': {
      const value = values.contactName.trim();
      if (!value) return m.contactNameRequired;
      return length(value) > CONTACT_NAME_MAX_LENGTH ? m.contactNameLength : null;
    }
    case 'contactPhone':
      return normalizeMobileNo(values.contactPhone)?.startsWith('010') ? null : m.contactPhoneInvalid;
    case 'contactEmail':
      return isValidEmail(values.contactEmail) ? null : m.contactEmailInvalid;
    case 'website': {
      const value = values.website.trim();
      return value === '' || isWebsite(value) ? null : m.websiteInvalid;
    }
    case 'introduction': {
      const value = values.introduction.trim();
      if (!value) return m.introductionRequired;
      return length(value) > INTRODUCTION_MAX_LENGTH ? m.introductionLength : null;
    }
    case 'privacyConsent':
      return values.privacyConsent ? null : m.consentRequired;
  }
}

export const BRAND_FORM_FIELDS: readonly BrandFormField[] = [
  'brandName',
  'businessName',
  'registrationNo',
  'categoryId',
  'contactName',
  'contactPhone',
  'contactEmail',
  'website',
  'introduction',
  'privacyConsent',
];

/** Every field's error (only the fields that have one). */
export function brandFormErrors(values: BrandFormValues): Partial<Record<BrandFormField, string>> {
  const errors: Partial<Record<BrandFormField, string>> = {};
  for (const field of BRAND_FORM_FIELDS) {
    const error = brandFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** As typed: `1208147521` -> `120-81-47521` while typing (partial numbers keep their dashes too). */
export function typeRegistrationNo(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** As typed: `01012345678` -> `010-1234-5678`. */
export function typeMobileNo(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}
