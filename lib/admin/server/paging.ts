/** The console's lists are paged alike: CONSOLE_PAGE_SIZE rows a page, newest first. */
export const CONSOLE_PAGE_SIZE = 30;

/** The rows to skip for a page. */
export const offsetOf = (page: number) => (page - 1) * CONSOLE_PAGE_SIZE;

/** A page of `items` out of `total`, as the console's lists answer it. */
export function pageOf<T>(items: T[], total: number, page: number): { items: T[]; total: number; page: number; totalPages: number } {
  return { items, total, page, totalPages: Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE)) };
}
