import styled, { css } from 'styled-components';

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
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

/** Visible on phones' account strip and from the medium width; icon only in between. */
export const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }

  ${({ theme }) => theme.media.medium} {
    display: inline;
  }
`;
