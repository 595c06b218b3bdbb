/**
 * Uploaded files (POST /attachments/upload, docs/API.md): what each purpose
 * accepts. Shared by the server, which enforces it on the bytes, and the
 * pages, which say it before a file is chosen. No server imports.
 */

export type AttachmentPurpose = 'business_licence' | 'brand_application' | 'product_image';

export type AttachmentMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

export interface AttachmentRule {
  /** Types accepted, as sniffed from the file's first bytes. */
  types: readonly AttachmentMimeType[];
  maxBytes: number;
  /** Whether a visitor without a session may upload (a brand's admission documents). */
  anonymous: boolean;
  /** Whether anyone may read it (product pictures) or only its owner (documents). */
  public: boolean;
}

const MB = 1024 * 1024;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const ATTACHMENT_RULES: Record<AttachmentPurpose, AttachmentRule> = {
  business_licence: { types: DOCUMENT_TYPES, maxBytes: 10 * MB, anonymous: false, public: false },
  brand_application: { types: DOCUMENT_TYPES, maxBytes: 10 * MB, anonymous: true, public: false },
  product_image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * MB, anonymous: false, public: true },
};

export const ATTACHMENT_PURPOSES = Object.keys(ATTACHMENT_RULES) as AttachmentPurpose[];

/** The `accept` attribute of a file input for a purpose. */
export function acceptOf(purpose: AttachmentPurpose): string {
  return ATTACHMENT_RULES[purpose].types.join(',');
}

/** POST /attachments/upload (201). */
export interface UploadedAttachment {
  key: string;
  /** Where the file is read back: GET /api/v1/attachments/{key}. */
  url: string;
  purpose: AttachmentPurpose;
  fileName: string;
  mimeType: AttachmentMimeType;
  size: number;
}

/** The path of an attachment under the API base. */
export function attachmentPath(key: string): string {
  return `/api/v1/attachments/${key}`;
}

/** Attachment keys are 32 lowercase hex characters. */
export const ATTACHMENT_KEY = /^[0-9a-f]{32}$/;
