import { css } from 'styled-components';

/** The square, rounded box a product's picture fills (next/image `fill`), grey until it loads. */
export const pictureBox = css`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    object-fit: cover;
  }
`;
