import { useEffect, useState } from 'react';
import type { ProductListItem } from '@/lib/contract/catalog';
import type { ProductGrid as ProductGridType } from './ProductGrid';

type Grid = typeof ProductGridType;

/**
 * A ProductGrid whose code loads after the page, for a list below the fold
 * (the product page's "이 브랜드의 다른 상품"): it keeps the route's first-load
 * JS within budget (scripts/js-budget.mjs). A plain import(), not next/dynamic,
 * whose loader runtime would cost more than the cards it defers. Renders
 * nothing until the code is there, and nothing without JavaScript.
 */
export function LazyProductGrid({ products }: { products: ProductListItem[] }) {
  const [Grid, setGrid] = useState<Grid | null>(null);

  useEffect(() => {
    let live = true;
    void import('./ProductGrid').then((module) => {
      if (live) setGrid(() => module.ProductGrid);
    });
    return () => {
      live = false;
    };
  }, []);

  return Grid ? <Grid products={products} /> : null;
}
