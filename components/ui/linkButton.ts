import { css } from 'styled-components';
import { colors, radii, space } from '@/styles/theme';

/** A link that looks like the shop's primary button (at least 44 px tall): empty states' way on, 결제 이어하기. */
export const primaryLinkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-weight: 600;
`;
