import { ALL_CATEGORY_ID, findCategory } from '@/lib/catalog/categories';
import { parseId } from '@/lib/contract/ids';

/**
 * The query of /shop (docs/DECISIONS.md): idCategory, page, page_type=category and
 * an optional order=latest. Values the shell does not recognise fall back to
 * the defaults; an idCategory outside the fixed tree is `null` (404).
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

export function parseShopQuery(query: Record<string, QueryValue>): ShopQuery | null {
  const rawCategory = first(query.idCategory);
  const idCategory = rawCategory === undefined || rawCategory === '' ? ALL_CATEGORY_ID : parseId(rawCategory);
  if (idCategory === null || !findCategory(idCategory)) return null;
  return {
    idCategory,
    // A page number is written like an id: 1, 2, … (anything else is page 1).
    page: parseId(first(query.page)) ?? 1,
    order: first(query.order) === 'latest' ? 'latest' : null,
  };
}
