import { apiMessages } from '@/lib/messages/api';
import {
  ALL_CATEGORY_ID,
  FLASH_SALE_CATEGORY_ID,
  NEW_CATEGORY_ID,
  POPULAR_CATEGORY_ID,
  categoryAndDescendantIds,
  findCategory,
  findCategoryByCode,
} from '@/lib/catalog/categories';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, type ProductOrder } from '@/lib/contract/catalog';
import { DomainError } from '../../errors';
import { pageOf } from '../../http/params';
import type { ProductListQueryInput } from './schemas';

/** What a product list asks for, once validated and resolved: filters, order and page. */

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

export interface ListRequest {
  filters: ProductFilters;
  order: ProductOrder;
  page: number;
  limit: number;
}

/**
 * Turns a validated GET /products query into a list request (400 on an
 * unknown category). The virtual main categories list by a rule: 전체 lists
 * everything, 플래시 세일 the running flash sales, 인기상품 everything most-sold
 * first and 신상품 everything newest first. Others list themselves and their
 * children.
 */
export function productListRequest(query: ProductListQueryInput): ListRequest {
  const invalid = apiMessages.catalog.invalid;
  let categoryId: number | null = null;
  if (query.idCategory != null) {
    if (!findCategory(query.idCategory)) throw new DomainError(400, 'VALIDATION', invalid.category, 'idCategory');
    categoryId = query.idCategory;
  } else if (query.category != null) {
    const found = findCategoryByCode(query.category);
    if (!found) throw new DomainError(400, 'VALIDATION', invalid.category, 'category');
    categoryId = found.id;
  }

  let order = query.order;
  let flashSaleOnly = query.flashSale ?? false;
  let categoryIds: number[] | null = null;
  if (categoryId === FLASH_SALE_CATEGORY_ID) flashSaleOnly = true;
  else if (categoryId === POPULAR_CATEGORY_ID) order ??= 'popular';
  else if (categoryId === NEW_CATEGORY_ID) order ??= 'latest';
  else if (categoryId != null && categoryId !== ALL_CATEGORY_ID) categoryIds = categoryAndDescendantIds(categoryId);

  const { page, limit } = pageOf(query);
  return {
    filters: {
      categoryIds,
      brandIds: (query.brand ?? []).map(Number),
      color: query.color ?? null,
      sizes: query.size ?? [],
      minPriceWon: query.minPrice != null && query.minPrice > PRICE_FILTER_MIN ? query.minPrice * 1000 : null,
      maxPriceWon: query.maxPrice != null && query.maxPrice < PRICE_FILTER_MAX ? query.maxPrice * 1000 : null,
      flashSaleOnly,
      newOnly: query.new ?? false,
    },
    order: order ?? 'recommended',
    page,
    limit,
  };
}
