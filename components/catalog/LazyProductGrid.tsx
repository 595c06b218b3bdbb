import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { ProductCardItem } from '@/lib/catalog/catalog.contract';
import type { ProductGrid as ProductGridType } from './ProductGrid';
import { Grid as Columns } from './ProductGridLayout';
import { colors, radii, space } from '@/styles/theme';

type Grid = typeof ProductGridType;

/**
 * A ProductGrid whose code loads after the page, for a list below the fold
 * (the product page's "이 브랜드의 다른 상품"): it keeps the route's first-load
 * JS within budget (scripts/js-budget.mjs). A plain import(), not next/dynamic,
 * whose loader runtime would cost more than the cards it defers. Until the
 * code is there it shows grey cards in the same columns (hidden from screen
 * readers, which are told the list is loading); without JavaScript it shows
 * nothing.
 */
export function LazyProductGrid({ products }: { products: ProductCardItem[] }) {
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

  if (Grid) return <Grid products={products} />;
  return (
    <>
      {/* The placeholder is for a page whose script runs; without one it would stay forever. */}
      <noscript>
        <style>{'[data-placeholder]{display:none}'}</style>
      </noscript>
      <Columns aria-hidden="true" data-placeholder="">
        {products.map((product) => (
          <li key={product.id}>
            <Block $height="auto" />
            <Block $height="0.9em" $width="40%" />
            <Block $height="1.1em" />
            <Block $height="1.2em" $width="60%" />
          </li>
        ))}
      </Columns>
    </>
  );
}

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Block = styled.div<{ $height: string; $width?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height};
  aspect-ratio: ${({ $height }) => ($height === 'auto' ? '1 / 1' : 'auto')};
  margin-bottom: ${space.sm};
  border-radius: ${radii.md};
  background: ${colors.surface};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
