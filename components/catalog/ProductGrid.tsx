import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ProductListItem } from '@/lib/contract/catalog';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** How many cards of a list load their picture at once (the first rows on a phone and a desktop). */
const PRIORITY_CARDS = 4;

/** Products as cards: two columns on a phone, three from 750 px, five on a wide screen. */
export function ProductGrid({
  products,
  priority = false,
  cardExtra,
  onFavoriteChange,
}: {
  products: ProductListItem[];
  priority?: boolean;
  onFavoriteChange?: ProductCardProps['onFavoriteChange'];
  /** Something under a card, outside its link (a flash sale's time left, a wishlist's action). */
  cardExtra?: (product: ProductListItem) => ReactNode;
}) {
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={priority && index < PRIORITY_CARDS} onFavoriteChange={onFavoriteChange} />
          {cardExtra?.(product)}
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
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
