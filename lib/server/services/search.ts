import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, type SearchResult } from '@/lib/contract/catalog';
import type { Db } from '../db';
import { pageOf, pageParams } from '../http/params';
import { listProducts } from './catalog/queries';
import { orderParam } from './catalog/schemas';
import type { Viewer } from './viewer';
import { catalogMessages } from '@/lib/messages/catalog';

const keywordMessage = catalogMessages.invalid.keyword;

/** GET /search query: keyword (trimmed, 1–50 characters), page, limit, order. */
export const searchQuery = z.object({
  keyword: z
    .string({ message: keywordMessage })
    .trim()
    .min(1, { message: keywordMessage })
    .max(KEYWORD_MAX_LENGTH, { message: keywordMessage }),
  ...pageParams,
  order: orderParam,
});

export type SearchQueryInput = z.infer<typeof searchQuery>;

/**
 * Products whose name or brand name contains the keyword (case-insensitive;
 * LIKE wildcards in the keyword match themselves). Same items, prices and
 * pagination as GET /products. Korean initial-consonant search comes later.
 */
export async function searchProducts(db: Db, viewer: Viewer, query: SearchQueryInput, now: Date = new Date()): Promise<SearchResult> {
  const { page, limit } = pageOf(query);
  const result = await listProducts(
    db,
    viewer,
    { filters: { keyword: query.keyword }, order: query.order ?? 'recommended', page, limit },
    now,
  );
  return { ...result, keyword: query.keyword };
}
