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

/**
 * The widths (px) an uploaded product picture is also kept in, as WebP
 * (GET /attachments/{key}?w=…, docs/DECISIONS.md, Uploads): 320 for a card on
 * a phone (two columns of ~170 px at 2x) and the small thumbnails, 640 for a
 * card on a desktop (240 px at 2x) and the gallery on a phone, 1280 for the
 * gallery on a desktop (600 px at 2x). next.config.js `images.deviceSizes`
 * lists the same widths, so next/image writes its srcset in them.
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

const ATTACHMENT_URL = /^\/api\/v1\/attachments\/[0-9a-f]{32}$/;

/** Whether a picture's URL names an uploaded file (a generated SVG does not). */
export function isAttachmentUrl(url: string): boolean {
  return ATTACHMENT_URL.test(url);
}

/**
 * An uploaded picture's URL in the smallest kept width of at least `width` px
 * (the largest when none is); any other picture's URL as it is.
 */
export function pictureUrl(url: string, width: number): string {
  if (!isAttachmentUrl(url)) return url;
  const kept = PICTURE_WIDTHS.find((candidate) => candidate >= width) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return `${url}?w=${kept}`;
}
