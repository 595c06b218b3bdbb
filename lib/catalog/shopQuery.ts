import { DEFAULT_FILTER_CATEGORY, findCategory, findCategoryByCode } from '@/lib/catalog/categories';
import { parseId } from '@/lib/contract/ids';

/**
 * The query of /shop (docs/DECISIONS.md): idCategory, page, page_type=category and
 * an optional order=latest. The category may also be named by its code
 * (`category=fashion`, as GET /products takes it); with neither, the list
 * shows the spec's default filter category, `fashion` (docs/DECISIONS.md,
 * "Categories"), while `idCategory=152` lists everything. Values the shell
 * does not recognise fall back to the defaults; an idCategory or code outside
 * the fixed tree is `null` (404). The other filters are read by ./shopFilters.ts.
 */
export interface ShopQuery {
  idCategory: number;
  page: number;
  order: 'latest' | null;
}

type QueryValue = string | string[] | undefined;

function first(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function categoryIdOf(query: Record<string, QueryValue>): number | null {
  const rawId = first(query.idCategory);
  if (rawId !== undefined && rawId !== '') {
    const id = parseId(rawId);
    return id !== null && findCategory(id) ? id : null;
  }
  const code = first(query.category)?.trim() || DEFAULT_FILTER_CATEGORY;
  return findCategoryByCode(code)?.id ?? null;
}

export function parseShopQuery(query: Record<string, QueryValue>): ShopQuery | null {
  const idCategory = categoryIdOf(query);
  if (idCategory === null) return null;
  return {
    idCategory,
    // A page number is written like an id: 1, 2, … (anything else is page 1).
    page: parseId(first(query.page)) ?? 1,
    order: first(query.order) === 'latest' ? 'latest' : null,
  };
}

/** The page's own address (its canonical form keeps these three: lib/seo.ts). */
export function shopPath({ idCategory, page, order }: ShopQuery): string {
  return `/shop?idCategory=${idCategory}&page=${page}${order ? `&order=${order}` : ''}`;
}
