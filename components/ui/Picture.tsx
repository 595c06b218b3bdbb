import { css } from 'styled-components';
import { PICTURE_WIDTHS, isAttachmentUrl, pictureUrl } from '@/lib/contract/pictures';

type PictureProps = {
  src: string;
  alt: string;
  /** The one picture a page is about (the first card, the gallery's first slide): fetched first, never lazily. */
  priority?: boolean;
} & (
  | {
      /** Fills its box (a box with `fillPicture`); `sizes` tells the browser the box's width. */
      sizes: string;
      size?: never;
    }
  | {
      /** A fixed square of this many CSS px, asked for at twice that for sharp screens. */
      size: number;
      sizes?: never;
    }
);

/**
 * A product or brand picture as a plain `<img>`: an uploaded one in the widths
 * the server keeps (a `srcset` of PICTURE_WIDTHS, or the one width a fixed size
 * needs at 2x), a generated SVG as it is. Lazy and decoded off the main thread
 * unless it is the page's `priority` picture. No script of its own: next/image
 * would add about 4 kB of first-load JS to every page with a product on it for
 * nothing these pictures need (docs/DECISIONS.md, Speed).
 */
export function Picture({ src, alt, priority = false, sizes, size }: PictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (size !== undefined) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={pictureUrl(src, size * 2)} alt={alt} width={size} height={size} loading={loading} fetchPriority={fetchPriority} decoding="async" />;
  }
  const srcSet = isAttachmentUrl(src) ? PICTURE_WIDTHS.map((width) => `${pictureUrl(src, width)} ${width}w`).join(', ') : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={pictureUrl(src, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1])}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}

/** The box a `sizes` picture fills, cropped to cover it; the box gives the shape (an aspect ratio, a size). */
export const fillPicture = css`
  position: relative;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    color: transparent;
  }
`;
