import styled, { css } from 'styled-components';
import { colors, fontSizes, media, radii } from '@/styles/theme';

/* The header's controls share one look: a 44 x 44 px icon target with an optional caption. */

export const iconControl = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  height: 44px;
  border-radius: ${radii.md};
  color: ${colors.text};

  &:hover {
    color: ${colors.primary};
  }
`;

export const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Visible on phones' account strip and from the medium width; icon only in between. */
export const Caption = styled.span`
  font-size: ${fontSizes.xs};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;

  ${media.desktop} {
    display: none;
  }

  ${media.medium} {
    display: inline;
  }
`;
