import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { Pagination } from '@/components/ui/Pagination';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import type { ProductCardList, ProductCardItem } from '@/lib/catalog/catalog.contract';
import { accountMessages } from '@/lib/account/account.messages';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { ProductGrid } from './ProductGrid';
import { EmptyState } from '@/components/ui/EmptyState';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const page = accountMessages.pages.favorite;
const text = catalogMessages.pages.favorite;
export const FAVORITE_PATH = '/page/account/favorite';

/** The page URL of the wishlist. */
export function favoriteHref(number: number): string {
  return number > 1 ? `${FAVORITE_PATH}?page=${number}` : FAVORITE_PATH;
}

/** Options are chosen on the product page, so the way to the cart goes through it. */
function toCart(product: ProductCardItem) {
  return (
    <CartLink href={`/product-details/${product.id}`} aria-label={text.toProductLabel(product.name)}>
      {text.toProduct}
    </CartLink>
  );
}

/**
 * /page/account/favorite (alias /favorite), members only: the wishlist, most
 * recently added first; each card leads to its product to order it. The
 * heart of a card takes it off: once saved, the card leaves the page, the
 * count follows and a screen reader hears which product went; when the
 * page's last card goes, the page is loaded again (the next ones move up).
 */
export function FavoritePage({ list }: { list: ProductCardList }) {
  const router = useRouter();
  const [removed, setRemoved] = useState<ProductCardItem[]>([]);
  const items = list.items.filter((item) => !removed.some((gone) => gone.id === item.id));
  const last = removed.at(-1);

  function onFavoriteChange(product: ProductCardItem, isFavorite: boolean) {
    if (isFavorite) return;
    const next = [...removed, product];
    setRemoved(next);
    const remaining = list.total - next.length;
    if (next.length >= list.items.length && remaining > 0) {
      // The page is empty but the list is not: this page again, or the last one if it was the last.
      void router.replace(favoriteHref(Math.min(list.page, Math.ceil(remaining / list.limit))));
    }
  }

  return (
    <>
      <PageSeo title={page.title} description={page.description} noindex path={FAVORITE_PATH} />
      <PageContainer>
        <PageHeading title={page.title} lead={text.count(Math.max(0, list.total - removed.length))} />
        <VisuallyHidden role="status">{last ? text.removed(last.name) : ''}</VisuallyHidden>
        {items.length > 0 ? (
          <ProductGrid products={items} priority cardExtra={toCart} onFavoriteChange={onFavoriteChange} />
        ) : (
          <EmptyState>
            <p>{text.empty}</p>
            <Link href="/shop?idCategory=152&page=1&page_type=category">{text.browse}</Link>
          </EmptyState>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={favoriteHref} />
      </PageContainer>
    </>
  );
}

const CartLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  margin-top: ${space.sm};
  border: 1px solid ${colors.primary};
  border-radius: ${radii.md};
  color: ${colors.primary};
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

