import { css } from 'styled-components';

/** A square 44 px button around an icon (a dialog's or a menu's close button). */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
