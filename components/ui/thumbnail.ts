import { css } from 'styled-components';

/** A product's picture in its frame: rounded, grey until the picture, which covers it. The frame sets its own size. */
export const pictureFrame = css`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

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
