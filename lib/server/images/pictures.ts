import sharp, { type Sharp } from 'sharp';
import { PICTURE_WIDTHS, type PictureWidth } from '@/lib/contract/pictures';
import { apiMessages } from '@/lib/messages/api';
import { DomainError } from '@/lib/server/errors';

/**
 * Uploaded pictures are never kept as sent (docs/DECISIONS.md, Uploads): sharp
 * decodes them, turns them upright by their EXIF orientation and writes a new
 * WebP. Nothing of the sent file but its pixels survives: no EXIF (a phone's
 * GPS position), no ICC or XMP block, no bytes after the image (a PNG
 * followed by HTML). sharp drops metadata unless asked to keep it, and this
 * module never asks (no withMetadata / keepMetadata).
 */

const text = apiMessages.attachments;

// Every upload is a new picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Largest picture decoded: 40 megapixels (a phone's photo is 12 to 50; a decompression bomb far more). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side decoded, so a 1 x 40,000,000 strip is refused too. */
export const MAX_INPUT_SIDE = 12_000;
/** Longest side kept: the largest width the pages ask for (1280) with room for a zoom. */
export const STORED_MAX_SIDE = 2000;
const WEBP_QUALITY = 80;

export interface EncodedPicture {
  data: Buffer;
  width: number;
  height: number;
}

export interface EncodedUpload {
  /** The picture kept as the file itself: WebP, at most STORED_MAX_SIDE on its long side. */
  original: EncodedPicture;
  /** The same picture in each of PICTURE_WIDTHS narrower than the original. */
  variants: (EncodedPicture & { width: PictureWidth })[];
}

function unreadable(): DomainError {
  return new DomainError(400, 'IMAGE_UNREADABLE', text.imageUnreadable, 'file');
}

async function toWebp(pipeline: Sharp): Promise<EncodedPicture> {
  const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Decodes a JPEG, PNG or WEBP and writes it again as WebP, with the sizes
 * the pages ask for when `withVariants`. Bytes sharp cannot decode are a 400
 * IMAGE_UNREADABLE; a picture over MAX_INPUT_PIXELS or MAX_INPUT_SIDE a 400
 * IMAGE_TOO_LARGE, found from its header before any pixel is decoded.
 */
export async function encodePicture(bytes: Buffer, options: { withVariants: boolean }): Promise<EncodedUpload> {
  let size: { width: number; height: number };
  try {
    // The header only; the pixel limit is applied below, where decoding happens.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    size = { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  } catch {
    throw unreadable();
  }
  if (size.width === 0 || size.height === 0) throw unreadable();
  if (size.width * size.height > MAX_INPUT_PIXELS || Math.max(size.width, size.height) > MAX_INPUT_SIDE) {
    throw new DomainError(400, 'IMAGE_TOO_LARGE', text.imageTooLarge(MAX_INPUT_SIDE, MAX_INPUT_PIXELS / 1_000_000), 'file');
  }
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const original = await toWebp(
      source.clone().resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
    );
    const widths = options.withVariants ? PICTURE_WIDTHS.filter((width) => width < original.width) : [];
    const variants = await Promise.all(
      widths.map(async (width) => ({ ...(await toWebp(source.clone().resize({ width }))), width })),
    );
    return { original, variants };
  } catch {
    throw unreadable();
  }
}
