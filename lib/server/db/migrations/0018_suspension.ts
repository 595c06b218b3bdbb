import type { Kysely } from 'kysely';

/**
 * Suspension (docs/DECISIONS.md, Operators): an operator suspends a member with a reason. A
 * suspended user cannot sign in and their sessions end; a suspended brand's products leave
 * the storefront and carts. `brands.suspended_at` follows its owner's, in the same transaction,
 * so the catalogue's queries read the brand row they already join.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('brands').addColumn('suspended_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('suspended_at').execute();
  await db.schema.alterTable('users').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
