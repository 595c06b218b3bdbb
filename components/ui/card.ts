import { css } from 'styled-components';
import { colors, radii, space } from '@/styles/theme';

/** A card: an outlined, rounded box whose parts stack a medium gap apart (an address, a refund, a new brand). */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
`;

/** A list of cards, stacked a medium gap apart. */
export const cardList = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
