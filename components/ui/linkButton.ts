import { css } from 'styled-components';

/** A link that looks like the shop's primary button (at least 44 px tall): empty states' way on, 결제 이어하기. */
export const primaryLinkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 600;
`;
