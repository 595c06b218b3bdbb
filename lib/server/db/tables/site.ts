/** What the site itself keeps, apart from any feature's data. Column conventions: ../schema.ts. */

/** A page's stylesheet under the hash of its text (migration 0016, lib/server/http/stylesheets.ts). */
export interface StylesheetsTable {
  hash: string;
  css: string;
  /** The last time a process that links it wrote it: at least once a day while any does. */
  storedAt: string;
}
