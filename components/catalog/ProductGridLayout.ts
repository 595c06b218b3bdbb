import styled from 'styled-components';

/**
 * The columns of a product list: two on a phone, three from 750 px, four and
 * five on wider screens. Shared by ProductGrid and the placeholder that
 * LazyProductGrid shows while the grid's code loads, so nothing moves when it
 * arrives.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }

  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
