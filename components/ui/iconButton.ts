import { css } from 'styled-components';
import { colors, radii } from '@/styles/theme';

/** A square 44 px button around an icon (a dialog's or a menu's close button). */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.md};

  &:hover {
    background: ${colors.surface};
  }
`;
