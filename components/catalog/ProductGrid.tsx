import type { ReactNode } from 'react';
import type { ProductCardItem } from '@/lib/catalog/catalog.contract';
import { ProductCard, type ProductCardProps } from './ProductCard';
import { Grid } from './ProductGridLayout';

/** How many cards of a list load their picture at once (the first rows on a phone and a desktop). */
const PRIORITY_CARDS = 4;

/** Products as cards, in the columns of ./ProductGridLayout.ts. */
export function ProductGrid({
  products,
  priority = false,
  cardExtra,
  onFavoriteChange,
}: {
  products: ProductCardItem[];
  priority?: boolean;
  onFavoriteChange?: ProductCardProps['onFavoriteChange'];
  /** Something under a card, outside its link (a flash sale's time left, a wishlist's action). */
  cardExtra?: (product: ProductCardItem) => ReactNode;
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
