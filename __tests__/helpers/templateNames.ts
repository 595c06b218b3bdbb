import path from 'node:path';

/**
 * The start of the names of this run's PostgreSQL template databases: one per run folder
 * (`TEST_TEMPLATES`, made by the global set-up), so two runs on one cluster never share one.
 * helpers/db.ts names templates with it; the global teardown drops them by it.
 */
export function templatePrefix(runFolder: string): string {
  return `tpl_${path.basename(runFolder).replace(/\W/g, '').toLowerCase()}_`;
}
