import { css } from 'styled-components';
import { colors } from '@/styles/theme';

/**
 * A checkbox or a radio drawn as a box (a filter chip, a colour or size
 * choice): the input stays in its label, hidden but focusable, and the `span`
 * after it is the box, ringed while the input has the keyboard's focus.
 */
export const boxedChoice = css`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  input:focus-visible + span {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
`;
