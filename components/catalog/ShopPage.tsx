import { JsonLd } from '@/components/ui/JsonLd';
import { PageSeo } from '@/components/ui/PageSeo';
import { breadcrumbJsonLd } from '@/lib/seo';
import { ALL_CATEGORY_ID, NEW_CATEGORY_ID, findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import type { ListFacets, ListLocation, ShopFilters } from '@/lib/catalog/shopFilters';
import type { ShopQuery } from '@/lib/catalog/shopQuery';
import type { ProductList } from '@/lib/contract/catalog';
import { catalogMessages } from '@/lib/messages/catalog';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { ProductListing } from './ProductListing';

const text = catalogMessages.pages.shop;

/** The category's title: 전체 shows as "all products", 전체 sorted by latest is 신상품. */
function titleOf({ idCategory, order }: ShopQuery): string {
  if (idCategory === ALL_CATEGORY_ID) {
    return order === 'latest' ? (findCategory(NEW_CATEGORY_ID)?.name ?? text.title) : text.title;
  }
  return findCategory(idCategory)?.name ?? text.title;
}

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
  list: ProductList;
  facets: ListFacets;
}

/** /shop: a category's products with filters, sort and pages (all in the URL). */
export function ShopPage({ query, filters, defaultOrder, list, facets }: ShopPageProps) {
  const title = titleOf(query);
  const main = mainCategoryOf(query.idCategory);
  const crumbs: Crumb[] = [{ name: catalogMessages.pages.home.title, href: '/' }];
  if (main && main.id !== query.idCategory) crumbs.push({ name: main.name, href: main.path });
  crumbs.push({ name: title });
  const description = text.description(title);
  return (
    <>
      <PageSeo
        title={title}
        description={description}
        path={`/shop?idCategory=${query.idCategory}&page=${query.page}${query.order ? `&order=${query.order}` : ''}`}
      />
      <JsonLd id="breadcrumb" data={({ siteUrl, path }) => breadcrumbJsonLd(crumbs, siteUrl, path)} />
      <PageContainer>
        <Breadcrumb items={crumbs} />
        {/* The count of results sits right below, in the list's toolbar (a live status as filters change). */}
        <PageHeading title={title} lead={description} />
        <ProductListing list={list} filters={filters} facets={facets} location={shopLocation(query, defaultOrder)} />
      </PageContainer>
    </>
  );
}
