import type { ParsedUrlQuery } from 'querystring';
import {
  ALL_CATEGORY_ID,
  CATEGORIES,
  FLASH_SALE_CATEGORY_ID,
  NEW_CATEGORY_ID,
  POPULAR_CATEGORY_ID,
  findCategory,
  mainCategoryOf,
} from '@/lib/catalog/categories';
import { parseId } from '@/lib/contract/ids';

const pathOwners: Record<string, number> = {
  '/flash-sale': FLASH_SALE_CATEGORY_ID,
  '/page/popular': POPULAR_CATEGORY_ID,
};

/** The `idCategory` of the URL when it names a known category, else null. */
export function currentCategoryId(query: ParsedUrlQuery): number | null {
  const id = parseId(Array.isArray(query.idCategory) ? query.idCategory[0] : query.idCategory);
  return id !== null && findCategory(id) ? id : null;
}

/** The main menu entry the current page belongs to, for the "you are here" style. */
export function activeMainCategoryId(asPath: string, query: ParsedUrlQuery): number | null {
  const path = (asPath.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const owner = pathOwners[path];
  if (owner !== undefined) return owner;
  if (path !== '/shop') return null;
  const id = currentCategoryId(query);
  if (id === null) return null;
  const order = Array.isArray(query.order) ? query.order[0] : query.order;
  if (id === ALL_CATEGORY_ID && order === 'latest' && CATEGORIES.some((c) => c.id === NEW_CATEGORY_ID)) {
    return NEW_CATEGORY_ID;
  }
  return mainCategoryOf(id)?.id ?? null;
}
