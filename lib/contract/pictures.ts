/**
 * Uploaded product pictures as the pages ask for them (docs/DECISIONS.md,
 * Uploads). Apart from lib/contract/attachments.ts so a page that shows a
 * picture loads these few lines only. No server imports.
 */

/**
 * The widths (px) an uploaded product picture is also kept in, as WebP
 * (GET /attachments/{key}?w=…, docs/DECISIONS.md, Uploads): 320 for a card on
 * a phone (two columns of ~170 px at 2x) and the small thumbnails, 640 for a
 * card on a desktop (240 px at 2x) and the gallery on a phone, 1280 for the
 * gallery on a desktop (600 px at 2x). Pages write their srcset in these
 * (components/ui/Picture.tsx).
 */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The path of an uploaded file (attachmentPath in lib/contract/attachments.ts). */
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
