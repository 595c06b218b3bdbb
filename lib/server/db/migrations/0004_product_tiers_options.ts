import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '../dialect';

/**
 * Quantity-tier wholesale prices, per-option stock and the order step
 * (docs/DECISIONS.md, Cart rules):
 * - product_price_tiers: from `min_qty` units of one order line on, `price`
 *   won a unit; one row per (product, min_qty);
 * - product_options: every colour x size combination of a product ('' for
 *   none) with its own stock; the product's `stock` is the sum of its
 *   options' stock (lib/server/services/catalog/options.ts keeps it);
 * - products.order_step: quantities go up from the minimum order quantity in
 *   steps of this many units (1 = any quantity).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('product_price_tiers')
    .$call((t) => addId(t, pg))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('min_qty', 'integer', (c) => c.notNull().check(sql`min_qty >= 2`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addUniqueConstraint('product_price_tiers_unique', ['product_id', 'min_qty'])
    .execute();

  await db.schema
    .createTable('product_options')
    .$call((t) => addId(t, pg))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addUniqueConstraint('product_options_unique', ['product_id', 'color', 'size'])
    .execute();

  await db.schema
    .alterTable('products')
    .addColumn('order_step', 'integer', (c) => c.notNull().defaultTo(1).check(sql`order_step >= 1`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('order_step').execute();
  await db.schema.dropTable('product_options').execute();
  await db.schema.dropTable('product_price_tiers').execute();
}
