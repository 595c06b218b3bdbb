import { sql, type Kysely } from 'kysely';
import { addId, isPostgres } from '@/lib/server/db/dialect';

/**
 * Quantity-tier wholesale prices, per-option stock and the order step
 * (docs/DECISIONS.md, Cart rules):
 * - product_price_tiers: from `min_qty` units of one order line on, `price`
 *   won a unit; one row per (product, min_qty);
 * - product_options: every colour x size combination of a product ('' for
 *   none) with its own stock; the product's `stock` is the sum of its
 *   options' stock (lib/catalog/server/options.ts keeps it);
 * - products.order_step: quantities go up from the minimum order quantity in
 *   steps of this many units (1 = any quantity).
 * Products already in the database get their options (backfillOptions).
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

  await backfillOptions(db);
}

/** A JSON list column read as strings (malformed: empty), as lib/server/db/jsonList.ts reads it. */
function stringList(text: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Products that exist before this migration get their options: every colour x
 * size combination, the product's stock shared as evenly as integers allow
 * (earlier combinations take the remainder), so the stock is their sum.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillOptions(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const products: { id: number; colors: string; sizes: string; stock: number }[] = await db
      .selectFrom('products')
      .select(['id', 'colors', 'sizes', 'stock'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (products.length === 0) return;
    const rows = products.flatMap((product) => {
      const colors = stringList(product.colors);
      const sizes = stringList(product.sizes);
      const combos = (colors.length > 0 ? colors : ['']).flatMap((color) => (sizes.length > 0 ? sizes : ['']).map((size) => ({ color, size })));
      const stock = Number(product.stock);
      const share = Math.floor(stock / combos.length);
      const extra = stock - share * combos.length;
      return combos.map((combo, index) => ({ product_id: product.id, ...combo, stock: share + (index < extra ? 1 : 0) }));
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insertInto('product_options').values(rows.slice(i, i + 1000)).execute();
    }
    after = products[products.length - 1].id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('order_step').execute();
  await db.schema.dropTable('product_options').execute();
  await db.schema.dropTable('product_price_tiers').execute();
}
