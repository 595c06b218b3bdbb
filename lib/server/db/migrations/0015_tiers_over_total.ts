import type { Kysely } from 'kysely';

/**
 * Whether a product's quantity tiers count its total over all its options
 * (tiers_over_total = 1: 3 colours x 4 sizes of 10 reach the 100-unit tier)
 * or each colour/size line on its own (0, the rule until now and the default:
 * existing prices do not drop unless the brand turns it on in its product
 * form). docs/DECISIONS.md, Cart rules.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('tiers_over_total', 'integer', (column) => column.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('tiers_over_total').execute();
}
