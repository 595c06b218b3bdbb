import { PageSeo } from '@/components/ui/PageSeo';
import { shopTitle, shopTrail } from '@/lib/catalog/shopTrail';
import type { ListFacets, ListLocation, ShopFilters } from '@/lib/catalog/shopFilters';
import { shopPath, type ShopQuery } from '@/lib/catalog/shopQuery';
import type { ProductCardList } from '@/lib/catalog/catalog.contract';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { ProductListing } from './ProductListing';

const text = catalogMessages.pages.shop;

/** Where a /shop list lives: its category and the shell's page_type travel in every URL. */
export function shopLocation(query: ShopQuery, defaultOrder: ShopFilters['order']): ListLocation {
  return {
    path: '/shop',
    base: { idCategory: String(query.idCategory), page_type: 'category' },
    alwaysPage: true,
    defaultOrder,
  };
}

export interface ShopPageProps {
  query: ShopQuery;
  filters: ShopFilters;
  defaultOrder: ShopFilters['order'];
  list: ProductCardList;
  facets: ListFacets;
}

/** /shop: a category's products with filters, sort and pages (all in the URL). */
export function ShopPage({ query, filters, defaultOrder, list, facets }: ShopPageProps) {
  const title = shopTitle(query);
  const description = text.description(title);
  return (
    <>
      <PageSeo
        title={title}
        description={description}
        path={shopPath(query)}
      />
      <PageContainer>
        <Breadcrumb items={shopTrail(query)} />
        {/* The count of results sits right below, in the list's toolbar (a live status as filters change). */}
        <PageHeading title={title} lead={description} />
        <ProductListing list={list} filters={filters} facets={facets} location={shopLocation(query, defaultOrder)} />
      </PageContainer>
    </>
  );
}
