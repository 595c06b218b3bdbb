import { css } from 'styled-components';
import { space } from '@/styles/theme';

/** A bold label beside its radio or checkbox, inline and 44 px tall to be tapped (the cart's select-all, the product form's choices). */
export const checkLabel = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-weight: 600;
`;
