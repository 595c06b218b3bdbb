import {
  ALL_CATEGORY_ID,
  FLASH_SALE_CATEGORY_ID,
  NEW_CATEGORY_ID,
  POPULAR_CATEGORY_ID,
  categoryAndDescendantIds,
} from '@/lib/catalog/categories';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, type ProductOrder } from '@/lib/catalog/catalog.contract';
import type { ListingRequest } from '@/lib/catalog/products.schemas';

export type { ListingRequest };


/** What a product list is restricted to. */
export interface ProductFilters {
  /** null = every category. */
  categoryIds?: number[] | null;
  brandIds?: number[];
  color?: string | null;
  /** A product matches when it offers any of these sizes. */
  sizes?: string[];
  /** Won, inclusive, on the price the viewer pays (members) or the retail price. */
  minPriceWon?: number | null;
  maxPriceWon?: number | null;
  flashSaleOnly?: boolean;
  newOnly?: boolean;
  /** Case-insensitive substring of the product name or its brand's name. */
  keyword?: string | null;
}

/** A list resolved by the catalogue's rules: what the list queries (listProducts, searchProducts) take. */
export interface ListRequest {
  filters: ProductFilters;
  order: ProductOrder;
  page: number;
  limit: number;
}

/**
 * The list a request asks for, by the catalogue's rules. The virtual main categories list by
 * a rule: 전체 lists everything, 플래시 세일 the running flash sales, 인기상품 everything
 * most-sold first and 신상품 everything newest first. Others list themselves and their
 * children. The keyword is left to the search service (../search).
 */
export function productListRequest(request: ListingRequest): ListRequest {
  const { idCategory } = request;
  let order = request.order;
  let flashSaleOnly = request.flashSale;
  let categoryIds: number[] | null = null;
  if (idCategory === FLASH_SALE_CATEGORY_ID) flashSaleOnly = true;
  else if (idCategory === POPULAR_CATEGORY_ID) order ??= 'popular';
  else if (idCategory === NEW_CATEGORY_ID) order ??= 'latest';
  else if (idCategory != null && idCategory !== ALL_CATEGORY_ID) categoryIds = categoryAndDescendantIds(idCategory);

  return {
    filters: {
      categoryIds,
      brandIds: request.idBrand != null ? [request.idBrand] : request.brandIds,
      color: request.color,
      sizes: request.sizes,
      minPriceWon: request.minPrice != null && request.minPrice > PRICE_FILTER_MIN ? request.minPrice * 1000 : null,
      maxPriceWon: request.maxPrice != null && request.maxPrice < PRICE_FILTER_MAX ? request.maxPrice * 1000 : null,
      flashSaleOnly,
      newOnly: request.newOnly,
    },
    order: order ?? 'recommended',
    page: request.page,
    limit: request.limit,
  };
}
