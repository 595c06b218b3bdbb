/** Lists in pages: the page size limits and the shape of one page (every paginated list of /api/v1). */

/** Page size limits shared by every paginated list. */
export const PAGE_LIMIT_DEFAULT = 24;
export const PAGE_LIMIT_MAX = 100;

/** A page of a list. `totalPages` is 0 when `total` is 0. */
export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}
