import type { Kysely } from 'kysely';

/**
 * Each product's 상품정보제공고시 (docs/DECISIONS.md, Product information
 * notice): JSON of its group and the text of each item
 * ({"group":"kitchen","values":{"maker":"…"}}), '' until the brand enters it.
 * A column rather than a table: it is read and written whole with the
 * product, never searched or joined.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('notice', 'text', (column) => column.notNull().defaultTo('')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('notice').execute();
}
