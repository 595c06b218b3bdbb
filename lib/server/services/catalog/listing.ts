import type { ListFacets, ShopFilters } from '@/lib/catalog/shopFilters';
import { PAGE_LIMIT_DEFAULT, type ProductList } from '@/lib/contract/catalog';
import type { Db } from '../../db';
import { PAGE_MAX } from '../../http/params';
import type { Viewer } from '../viewer';
import { listFacets } from './facets';
import { productListRequest } from './listRequest';
import { listProducts } from './queries';
import { searchProducts } from '../search';

/**
 * One product list page as the storefront's pages render it (/shop, /search,
 * /brand/[id], /flash-sale, /page/popular): the page of products under the
 * URL's filters (lib/catalog/shopFilters.ts) and the filter panel's choices,
 * through the same request rules as GET /products (./listRequest.ts).
 */

/** What the list is of, before the visitor's filters: a category, a keyword, a brand. */
export interface ListingScope {
  idCategory?: number;
  keyword?: string;
  /** A brand page: its products only; the brand filter does not apply. */
  idBrand?: number;
}

export interface Listing {
  list: ProductList;
  facets: ListFacets;
}

/** The list parameters of the URL's filters, as GET /products and GET /search take them. */
function searchParamsOf(brands: number[], filters: ShopFilters, page: number) {
  return {
    brand: brands.map(String),
    color: filters.color ?? undefined,
    size: filters.sizes,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    order: filters.order,
    // Pages past the last one answer an empty page; past PAGE_MAX nobody goes.
    page: Math.min(Math.max(1, page), PAGE_MAX),
    limit: PAGE_LIMIT_DEFAULT,
  };
}

export async function loadListing(
  db: Db,
  viewer: Viewer,
  scope: ListingScope,
  filters: ShopFilters,
  page: number,
  now: Date = new Date(),
): Promise<Listing> {
  const brands = scope.idBrand != null ? [scope.idBrand] : filters.brands;
  const request = productListRequest({ idCategory: scope.idCategory, ...searchParamsOf(brands, filters, page) });
  request.filters.keyword = scope.keyword || null;
  const { categoryIds, flashSaleOnly, newOnly, keyword } = request.filters;
  const [list, facets] = await Promise.all([
    // A keyword's list comes from the search service: the same filters, ranked by relevance.
    keyword ? searchProducts(db, viewer, { ...searchParamsOf(brands, filters, request.page), keyword }, now) : listProducts(db, viewer, request, now),
    listFacets(
      db,
      viewer,
      { categoryIds, flashSaleOnly, newOnly, keyword, brandIds: scope.idBrand != null ? [scope.idBrand] : [] },
      now,
    ),
  ]);
  return { list, facets };
}

