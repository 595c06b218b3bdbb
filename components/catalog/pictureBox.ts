import { css } from 'styled-components';
import { fillPicture } from '@/components/ui/Picture';
import { colors, radii } from '@/styles/theme';

/** The square, rounded box a product's picture fills (`<Picture sizes>`), grey until it loads. */
export const pictureBox = css`
  ${fillPicture};
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.surface};
`;
