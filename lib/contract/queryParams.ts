import { apiMessages } from '@/lib/messages/api';
import { z } from 'zod';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type Paginated } from '@/lib/contract/pagination';

/**
 * The request parameters every handler and page shares: ids (by the rule of
 * lib/contract/ids.ts), integers, flags, comma lists and paging. The zod
 * helpers take the Korean message of their parameter, so a bad value is a 400
 * naming it (lib/server/http/route.ts), never a 500. Browser-safe: the features' request
 * schemas (lib/<feature>/*.schemas.ts) use them.
 */

/** A route or query parameter of a page (`/brand/12`): its id, or null (the page answers 404). */
export function idParam(value: string | string[] | undefined): number | null {
  return parseId(Array.isArray(value) ? value[0] : value);
}

/** '' in a query string means "not given", like a missing parameter. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional id in a query string (`?idCategory=101`); '' counts as absent. */
export function idQueryParam(message: string) {
  return z.preprocess(blankToUndefined, pathIdSchema(message).optional());
}

/** A non-negative integer query parameter within [min, max], with one Korean message. */
export function intParam(message: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .trim()
      .regex(/^\d{1,9}$/, { message })
      .transform(Number)
      .pipe(z.number().min(min, { message }).max(max, { message }))
      .optional(),
  );
}

/** A true/false query flag ('true' | 'false' | '1' | '0'). */
export function flagParam(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  );
}

/**
 * A comma list (`a,b,c`) of at most `max` non-empty entries, each accepted by
 * `accept`; a failure names the parameter itself (not an entry of it).
 */
export function commaListParam(message: string, max: number, accept: (entry: string) => boolean) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
      .refine((entries) => entries.length <= max && entries.every(accept), { message })
      .optional(),
  );
}

/** The highest page number a list accepts. */
export const PAGE_MAX = 100_000;

/** `page` (1..100,000) and `limit` (1..100) of every paginated list. */
export const pageParams = {
  page: intParam(apiMessages.catalog.invalid.page, 1, PAGE_MAX),
  limit: intParam(apiMessages.catalog.invalid.limit, 1, PAGE_LIMIT_MAX),
};

export interface PageRequest {
  page: number;
  limit: number;
  /** Rows before the page: (page - 1) * limit. */
  offset: number;
}

/** The page asked for, with the defaults (page 1, PAGE_LIMIT_DEFAULT items). */
export function pageOf(query: { page?: number; limit?: number }): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  return { page, limit, offset: (page - 1) * limit };
}

/** One page of a list as the API answers it. */
export function paginated<T>(items: T[], total: number, page: number, limit: number): Paginated<T> {
  return { items, total, page, limit, totalPages: Math.ceil(total / limit) };
}
