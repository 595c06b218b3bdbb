import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import type { ListFacets, ShopFilters } from '@/lib/catalog/shopFilters';
import type { ProductCardList, ProductCardItem, ProductOrder } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { ProductListing } from './ProductListing';
import { colors, fontSizes, space } from '@/styles/theme';

export interface CollectionPageProps {
  /** /flash-sale or /page/popular. */
  path: string;
  title: string;
  description: string;
  filters: ShopFilters;
  defaultOrder: ProductOrder;
  list: ProductCardList;
  facets: ListFacets;
  /** Flash sales: the server's clock at render (ISO), so the time left reads the same after hydration. */
  now?: string;
  empty?: string;
}

/** Whole minutes from `now` to `endsAt`, at least 0. */
export function minutesLeft(endsAt: string, now: string): number {
  return Math.max(0, Math.floor((Date.parse(endsAt) - Date.parse(now)) / 60_000));
}

/**
 * A list that is a rule rather than a category (docs/DECISIONS.md,
 * "Categories"): /flash-sale, the running flash sales, each card with the
 * time left; /page/popular, everything most sold first. Same filters, sort
 * and pages as /shop.
 */
export function CollectionPage({ path, title, description, filters, defaultOrder, list, facets, now, empty }: CollectionPageProps) {
  const timeLeft = (product: ProductCardItem) =>
    now && product.flashSaleEndsAt ? <TimeLeft>{catalogMessages.pages.flashSale.endsIn(minutesLeft(product.flashSaleEndsAt, now))}</TimeLeft> : null;
  return (
    <>
      <PageSeo title={title} description={description} path={path} />
      <PageContainer>
        <PageHeading title={title} lead={description} />
        <ProductListing
          list={list}
          filters={filters}
          facets={facets}
          location={{ path, base: {}, defaultOrder }}
          emptyScope={empty ? <p>{empty}</p> : undefined}
          cardExtra={now ? timeLeft : undefined}
        />
      </PageContainer>
    </>
  );
}

const TimeLeft = styled.p`
  margin-top: ${space.xs};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;
