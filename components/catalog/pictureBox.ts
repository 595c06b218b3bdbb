import { css } from 'styled-components';
import { colors, radii } from '@/styles/theme';

/** The square, rounded box a product's picture fills (next/image `fill`), grey until it loads. */
export const pictureBox = css`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.surface};

  img {
    object-fit: cover;
  }
`;
