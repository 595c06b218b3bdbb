import { apiMessages } from '@/lib/messages/api';
import { sql } from 'kysely';
import { z } from 'zod';
import { CATEGORIES, type AnyCategory } from '@/lib/catalog/categories';
import { KEYWORD_MAX_LENGTH, type SearchResult, type SearchSuggestions } from '@/lib/catalog/catalog.contract';
import type { Db } from '@/lib/server/db';
import { parseStringList } from '@/lib/server/db/jsonList';
import { paginated } from '@/lib/contract/queryParams';
import { planList } from './filters';
import type { ListingRequest, ListRequest } from './listRequest';
import { checkPriceRange, listingQuery, toListingRequest } from '@/lib/catalog/products.schemas';
import { favoriteIdsOf } from './favorites';
import { PRODUCT_COLUMNS, toProductItem } from './view';
import { effectivePriceSql } from './pricing';
import { listsOnWholesale, priceViewerOf, type Viewer } from './viewer';
import { DOC_SEPARATOR, nameForms } from './searchForms';
import { SUGGEST_BELOW, typoSuggestion } from './searchSuggestion';
import { candidateIds, documentMatchesSql, matchesAllTerms, needsVerification, planKeyword, rankSql, soldOutSql, type KeywordPlan } from './searchQuery';
import { onSaleSql } from './onSale';

export { indexBrands, indexProducts, reindexBrands, reindexProducts } from './searchIndexer';

const keywordMessage = apiMessages.catalog.invalid.keyword;

/** keyword: trimmed, 1–50 characters (Korean 400 naming `keyword` otherwise). */
const keywordParam = z
  .string({ message: keywordMessage })
  .trim()
  .min(1, { message: keywordMessage })
  .max(KEYWORD_MAX_LENGTH, { message: keywordMessage });

/** A list request with its keyword. */
export type SearchRequest = ListingRequest & { keyword: string };

/** GET /search query: keyword, page, limit, order, and the filters of GET /products, parsed once. */
export const searchQuery = listingQuery
  .extend({ keyword: keywordParam })
  .superRefine(checkPriceRange)
  .transform((query, ctx): SearchRequest => ({ ...toListingRequest(query, ctx), keyword: query.keyword }));

/** GET /search/suggest query. */
export const suggestQuery = z.object({ keyword: keywordParam });

/**
 * Products found by the keyword: every word of it must be in the product's name, its brand's
 * name or its category's (or parent category's) name, ignoring spacing, case and easily
 * confused vowels (켄들 = 캔들); a word of initials only (ㅋㄷ) matches their initials. The
 * index (search_grams) gives the candidates, the stored document verifies them.
 *
 * Order 'recommended' (the default) is relevance: what can be ordered before what is sold out,
 * then how the name meets the keyword (rankSql: whole word, word start, elsewhere, initials,
 * brand or category only), best sellers first within each. The other orders and the filters,
 * prices and paging are those of GET /products.
 */
export async function searchProducts(db: Db, viewer: Viewer, request: ListRequest, keyword: string, now: Date = new Date()): Promise<SearchResult> {
  const nowIso = now.toISOString();
  const { page, limit } = request;
  const plan = planKeyword(keyword);
  const filters = planList(db, viewer, request.filters, nowIso);

  // The candidates drive the query (a derived table first), so the planner never walks the
  // products by another index checking each one against them.
  const base = db
    .selectFrom(candidateIds(db, plan).as('candidates'))
    .innerJoin('products', 'products.id', 'candidates.productId')
    .where(filters.all)
    .$if(needsVerification(plan), (query) => query.where(documentMatchesSql(db, sql.ref('products.id'), plan)));

  // The page's ids first, with the total (a window over the same rows): narrow rows to sort;
  // the full rows are read for those ids only.
  let idsQuery = base
    .select(['products.id', sql<number>`count(*) over ()`.as('total')])
    .limit(limit)
    .offset((page - 1) * limit);
  const direction = request.order === 'price_asc' ? 'asc' : 'desc';
  switch (request.order) {
    case 'recommended':
      idsQuery = idsQuery
        .innerJoin('searchProducts as sp', 'sp.productId', 'products.id')
        .orderBy(soldOutSql)
        .orderBy(rankSql(db, plan))
        .orderBy('products.salesCount', 'desc');
      break;
    case 'latest':
      idsQuery = idsQuery.orderBy('products.createdAt', 'desc');
      break;
    case 'popular':
      idsQuery = idsQuery.orderBy('products.salesCount', 'desc');
      break;
    case 'price_asc':
    case 'price_desc':
      idsQuery = idsQuery.orderBy(listsOnWholesale(viewer) ? effectivePriceSql(nowIso) : sql.ref('products.retail_price'), direction);
      break;
  }
  idsQuery = idsQuery.orderBy('products.id', direction);
  const pageIds = await idsQuery.execute();
  // Past the last page the window has no row to tell the total: count then.
  const total =
    pageIds.length > 0
      ? Number(pageIds[0].total)
      : page > 1
        ? Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)
        : 0;
  const ids = pageIds.map((row) => row.id);
  const fetched =
    ids.length === 0
      ? []
      : await db
          .selectFrom('products')
          .innerJoin('brands', 'brands.id', 'products.brandId')
          .select(PRODUCT_COLUMNS)
          .where('products.id', 'in', ids)
          .execute();
  const byId = new Map(fetched.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const [favorites, priceViewer] = await Promise.all([favoriteIdsOf(db, viewer.userId, ids), priceViewerOf(db, viewer)]);
  const items = rows.map((row) => toProductItem(row, priceViewer, now, favorites.has(row.id)));
  const suggestion = total < SUGGEST_BELOW ? await typoSuggestion(db, keyword) : null;
  return { ...paginated(items, total, page, limit), keyword, suggestion };
}

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_BRANDS = 3;
const SUGGESTED_CATEGORIES = 3;

/** Every category (main and child) with its name's forms, for suggestions. */
const CATEGORY_FORMS: { category: AnyCategory; loose: string; initials: string }[] = CATEGORIES.flatMap((main) => [
  main,
  ...(main.children ?? []),
]).map((category) => ({ category, ...nameForms(category.name) }));

/** Where a name stands for a keyword: 0 equal, 1 prefix, 2 contains every term, null no match. */
function rankName(plan: KeywordPlan, loose: string, initials: string): number | null {
  const doc = `${loose}${DOC_SEPARATOR}${initials}`;
  if (!plan.terms.every((term) => doc.includes(term))) return null;
  const name = plan.wholeIsInitials ? initials : loose;
  return name === plan.whole ? 0 : name.startsWith(plan.whole) ? 1 : 2;
}

/**
 * Suggestions while typing (GET /search/suggest): up to 5 products (as GET /search ranks
 * them), 3 brands and 3 categories whose names match the keyword the same way.
 */
export async function searchSuggestions(db: Db, keyword: string): Promise<SearchSuggestions> {
  const plan = planKeyword(keyword);
  const topIds = await db
    .selectFrom(candidateIds(db, plan).as('candidates'))
    .innerJoin('products', 'products.id', 'candidates.productId')
    .where(onSaleSql)
    .$if(needsVerification(plan), (query) => query.where(documentMatchesSql(db, sql.ref('products.id'), plan)))
    .innerJoin('searchProducts as sp', 'sp.productId', 'products.id')
    .select('products.id')
    .orderBy(soldOutSql)
    .orderBy(rankSql(db, plan))
    .orderBy('products.salesCount', 'desc')
    .orderBy('products.id', 'desc')
    .limit(SUGGESTED_PRODUCTS)
    .execute();
  const productRows =
    topIds.length === 0
      ? []
      : await db
          .selectFrom('products')
          .innerJoin('brands', 'brands.id', 'products.brandId')
          .select(['products.id', 'products.name', 'brands.name as brandName', 'products.images'])
          .where(
            'products.id',
            'in',
            topIds.map((row) => row.id),
          )
          .execute()
          .then((rows) => topIds.flatMap(({ id }) => rows.filter((row) => row.id === id)));

  // Brands are few (hundreds, not 100,000): their names' forms are matched without an index.
  const brandRows = await db
    .selectFrom('searchBrands')
    .innerJoin('brands', 'brands.id', 'searchBrands.brandId')
    .where('brands.suspendedAt', 'is', null)
    .select(['brands.id', 'brands.name', 'searchBrands.nameForm', 'searchBrands.nameInitials'])
    .where(matchesAllTerms(db, sql<string>`search_brands.name_form || ${DOC_SEPARATOR} || search_brands.name_initials`, plan))
    .execute();
  const brands = brandRows
    .map((row) => ({ row, rank: rankName(plan, row.nameForm, row.nameInitials) }))
    .filter((entry): entry is { row: (typeof brandRows)[number]; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.row.name.localeCompare(b.row.name, 'ko'))
    .slice(0, SUGGESTED_BRANDS)
    .map(({ row }) => ({ id: row.id, name: row.name }));

  const categories = CATEGORY_FORMS.map((entry, index) => ({ entry, index, rank: rankName(plan, entry.loose, entry.initials) }))
    .filter((match): match is { entry: (typeof CATEGORY_FORMS)[number]; index: number; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, SUGGESTED_CATEGORIES)
    .map(({ entry }) => ({ id: entry.category.id, name: entry.category.name, path: entry.category.path }));

  return {
    keyword,
    products: productRows.map((row) => ({
      id: row.id,
      name: row.name,
      brandName: row.brandName,
      image: parseStringList(row.images)[0] ?? null,
    })),
    brands,
    categories,
  };
}
