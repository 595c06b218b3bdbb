import type { ImageLoader } from 'next/image';
import { isAttachmentUrl, pictureUrl } from '@/lib/contract/pictures';

/** next/image asks for each width of next.config.js `images.deviceSizes`, which are PICTURE_WIDTHS. */
const attachmentLoader: ImageLoader = ({ src, width }) => pictureUrl(src, width);

/**
 * The next/image props that pick a product picture's source: an uploaded one
 * gets a `srcset` in the widths the server keeps (320, 640, 1280 px WebP,
 * docs/DECISIONS.md, Uploads), so the browser takes the one its layout and
 * screen need; a generated SVG is used as it is (`unoptimized`).
 */
export function pictureSource(src: string): { loader: ImageLoader } | { unoptimized: true } {
  return isAttachmentUrl(src) ? { loader: attachmentLoader } : { unoptimized: true };
}
