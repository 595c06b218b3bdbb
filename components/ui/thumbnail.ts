import { css } from 'styled-components';
import { colors, radii } from '@/styles/theme';

/** A product's picture in its frame: rounded, grey until the picture, which covers it. The frame sets its own size. */
export const pictureFrame = css`
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A product's picture shown small beside its line (cart, order lines, MY
 * orders): a rounded square of `size` px, grey until the picture, which covers it.
 */
export const thumbnail = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  ${pictureFrame}
`;
