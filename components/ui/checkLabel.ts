import { css } from 'styled-components';

/** A bold label beside its radio or checkbox, inline and 44 px tall to be tapped (the cart's select-all, the product form's choices). */
export const checkLabel = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-weight: 600;
`;
