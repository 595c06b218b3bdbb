import { css } from 'styled-components';

/** A card: an outlined, rounded box whose parts stack a medium gap apart (an address, a refund, a new brand). */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** A list of cards, stacked a medium gap apart. */
export const cardList = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
