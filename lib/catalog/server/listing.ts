import type { ListFacets, ShopFilters } from '@/lib/catalog/shopFilters';
import { toProductCard, type ProductCardList } from '@/lib/catalog/catalog.contract';
import { PAGE_LIMIT_DEFAULT } from '@/lib/contract/pagination';
import type { Db } from '@/lib/server/db';
import { PAGE_MAX } from '@/lib/contract/queryParams';
import type { Viewer } from './viewer';
import { listFacets } from './facets';
import { productListRequest, type ListingRequest } from './listRequest';
import { listProducts } from './queries';
import { searchProducts } from './search';

/**
 * One product list page as the storefront's pages render it (/shop, /search,
 * /brand/[id], /flash-sale, /page/popular): the page of products under the
 * URL's filters (lib/catalog/shopFilters.ts) and the filter panel's choices,
 * through the same typed request and rules as GET /products (./listRequest.ts).
 */

/** What the list is of, before the visitor's filters: a category, a keyword, a brand. */
export interface ListingScope {
  idCategory?: number;
  keyword?: string;
  /** A brand page: its products only; the brand filter does not apply. */
  idBrand?: number;
}

export interface Listing {
  list: ProductCardList;
  facets: ListFacets;
  /** A keyword's list only: the close term to offer when it finds (almost) nothing (GET /search's `suggestion`). */
  suggestion: string | null;
}

/** The typed list request of a page: its scope, the filters of its URL and the page asked for. */
export function listingRequestOf(scope: ListingScope, filters: ShopFilters, page: number): ListingRequest {
  return {
    idCategory: scope.idCategory ?? null,
    keyword: scope.keyword || null,
    idBrand: scope.idBrand ?? null,
    brandIds: filters.brands,
    color: filters.color,
    sizes: filters.sizes,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    order: filters.order,
    flashSale: false,
    newOnly: false,
    // Pages past the last one answer an empty page; past PAGE_MAX nobody goes.
    page: Math.min(Math.max(1, page), PAGE_MAX),
    limit: PAGE_LIMIT_DEFAULT,
  };
}

export async function loadListing(db: Db, viewer: Viewer, request: ListingRequest, now: Date = new Date()): Promise<Listing> {
  const list = productListRequest(request);
  const { categoryIds, flashSaleOnly, newOnly } = list.filters;
  const { keyword, idBrand } = request;
  const [products, facets] = await Promise.all([
    // A keyword's list comes from the search service: the same filters, ranked by relevance.
    keyword
      ? searchProducts(db, viewer, list, keyword, now)
      : listProducts(db, viewer, list, now).then((found) => ({ ...found, suggestion: null })),
    listFacets(db, viewer, { categoryIds, flashSaleOnly, newOnly, keyword, brandIds: idBrand != null ? [idBrand] : [] }, now),
  ]);
  const { suggestion, ...found } = products;
  return { list: { ...found, items: found.items.map(toProductCard) }, facets, suggestion };
}
