import { css } from 'styled-components';
import { space } from '@/styles/theme';

/** A wrapping row of links, each a 44 px target (a finger's minimum); the colour is the row's own. */
export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
