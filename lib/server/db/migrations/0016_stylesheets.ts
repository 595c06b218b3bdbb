import type { Kysely } from 'kysely';

/**
 * The pages' stylesheets (lib/server/http/stylesheets.ts): the CSS of a
 * server-rendered page, kept under the hash of its text so that every
 * instance serves the same file a page links to, whichever rendered it.
 * `stored_at` is the last time a process linking it wrote it (at least daily).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stylesheets')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('css', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stylesheets').execute();
}
