import styled from 'styled-components';
import { media, space } from '@/styles/theme';

/**
 * The columns of a product list: two on a phone, three from 750 px, four and
 * five on wider screens. Shared by ProductGrid and the placeholder that
 * LazyProductGrid shows while the grid's code loads, so nothing moves when it
 * arrives.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xl} ${space.md};

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space.xxl} ${space.lg};
  }

  ${media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
