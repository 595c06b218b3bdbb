import styled, { css } from 'styled-components';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * What hides a part from the eye but not from a screen reader, for a styled
 * block to use on its own parts (a table's head row on phones, a caption).
 */
export const offscreen = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
`;
