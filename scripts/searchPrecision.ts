/**
 * Precision at 5 of GET /search's ranking on the judged set (scripts/search-judged-set.json):
 * for each query, how many of the first five results are judged products, over min(5, judged).
 * Used by the search benchmark (scripts/bench.ts) and held to a floor by
 * __tests__/server/search-precision.test.ts. Runs on a database seeded like the demo
 * (DEMO_SEED: npm start's catalogue), whose product ids the set names.
 */
import type { Db } from '@/lib/server/db';
import type { SeedOptions } from '@/lib/server/seed';
import { productListRequest } from '@/lib/catalog/server/listRequest';
import { searchProducts, searchQuery } from '@/lib/catalog/server/search';
import judged from './search-judged-set.json';

export interface JudgedQuery {
  query: string;
  reason: string;
  followSuggestion?: boolean;
  relevant: { id: number; name: string }[];
}

export const JUDGED_QUERIES: JudgedQuery[] = judged.queries;

/** The catalogue the set was judged on: npm start's (lib/server/seed defaults, its demo orders too). */
export const DEMO_SEED: SeedOptions = { products: 1200, brands: 40, randomSeed: 20261121, quiet: true };

const TOP = 5;
const anonymous = { userId: null, canSeeWholesale: false, isBrand: false };

async function topIds(db: Db, keyword: string): Promise<{ ids: number[]; suggestion: string | null }> {
  const request = searchQuery.parse({ keyword, limit: String(TOP) });
  const result = await searchProducts(db, anonymous, productListRequest(request), request.keyword);
  // A ranking without suggestions (before they existed) answers none.
  const suggestion = 'suggestion' in result && typeof result.suggestion === 'string' ? result.suggestion : null;
  return { ids: result.items.map((item) => item.id), suggestion };
}

export interface PrecisionReport {
  mean: number;
  queries: { query: string; precision: number; top: number[]; followed: string | null }[];
}

export async function precisionAt5(db: Db, queries: readonly JudgedQuery[] = JUDGED_QUERIES): Promise<PrecisionReport> {
  const report: PrecisionReport['queries'] = [];
  for (const judgedQuery of queries) {
    let { ids, suggestion } = await topIds(db, judgedQuery.query);
    let followed: string | null = null;
    if (judgedQuery.followSuggestion && ids.length === 0 && suggestion) {
      followed = suggestion;
      ({ ids, suggestion } = await topIds(db, suggestion));
    }
    const relevant = new Set(judgedQuery.relevant.map((product) => product.id));
    const hits = ids.filter((id) => relevant.has(id)).length;
    report.push({ query: judgedQuery.query, precision: hits / Math.min(TOP, relevant.size), top: ids, followed });
  }
  return { mean: report.reduce((sum, entry) => sum + entry.precision, 0) / report.length, queries: report };
}

/** One line per query and the mean, for the benchmark's output. */
export function formatPrecision(name: string, report: PrecisionReport): string {
  const lines = report.queries.map(
    (entry) => `    ${entry.precision.toFixed(2)}  ${entry.query}${entry.followed ? ` -> ${entry.followed}` : ''}`,
  );
  return [`  ${name}: precision at 5 over ${report.queries.length} judged queries: ${report.mean.toFixed(3)}`, ...lines].join('\n');
}
