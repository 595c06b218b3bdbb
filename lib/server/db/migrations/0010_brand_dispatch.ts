import type { Kysely } from 'kysely';

/**
 * Where and how soon a brand ships (docs/DECISIONS.md, Product page): the
 * place its parcels leave from (출고지; '' until the brand says, and then not
 * shown) and the business days it usually takes from payment to dispatch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brands').addColumn('dispatch_from', 'text', (column) => column.notNull().defaultTo('')).execute();
  await db.schema.alterTable('brands').addColumn('dispatch_days', 'integer', (column) => column.notNull().defaultTo(2)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('dispatch_days').execute();
  await db.schema.alterTable('brands').dropColumn('dispatch_from').execute();
}
