import type { PriceTier, ProductOption } from '@/lib/catalog/catalog.contract';
import type { Db } from '@/lib/server/db';

/**
 * A product's options and quantity tiers (tables product_options and
 * product_price_tiers, migration 0004). The invariant "a product's `stock` is
 * the sum of its options' stock" is kept here: stockOf gives the product's
 * stock from its options, and setProductOptions is the one write that changes
 * options, updating the product's stock in the same statement sequence.
 */

/** An option as stored: '' for "no colour" / "no size". */
export interface StoredOption {
  color: string;
  size: string;
  stock: number;
}

/** Every colour x size combination of a product, '' standing for "none" (one entry for a product without options). */
export function optionCombinations(colors: readonly string[], sizes: readonly string[]): { color: string; size: string }[] {
  const colorList = colors.length > 0 ? colors : [''];
  const sizeList = sizes.length > 0 ? sizes : [''];
  return colorList.flatMap((color) => sizeList.map((size) => ({ color, size })));
}

/**
 * Splits `total` units over parts in proportion to `weights` (largest
 * remainder), so the parts are integers >= 0 that add up to `total` exactly.
 * All-zero weights share evenly.
 */
export function splitStock(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const shares = sum > 0 ? weights.map((weight) => (total * weight) / sum) : weights.map(() => total / weights.length);
  const parts = shares.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = shares.map((share, index) => [share - Math.floor(share), index] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of order) {
    if (left <= 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/** A product's stock: the sum of its options' stock. */
export function stockOf(options: readonly { stock: number }[]): number {
  return options.reduce((sum, option) => sum + option.stock, 0);
}

/**
 * Replaces a product's options and sets its stock to their sum. Run it
 * inside the caller's transaction when other writes go with it.
 */
export async function setProductOptions(db: Db, productId: number, options: readonly StoredOption[]): Promise<void> {
  await db.deleteFrom('productOptions').where('productId', '=', productId).execute();
  if (options.length > 0) {
    await db
      .insertInto('productOptions')
      .values(options.map((option) => ({ productId, color: option.color, size: option.size, stock: option.stock })))
      .execute();
  }
  await db.updateTable('products').set({ stock: stockOf(options) }).where('id', '=', productId).execute();
}

/** The product's options as the API answers them (null for "none"), in the order they were listed. */
export async function optionsOfProduct(db: Db, productId: number): Promise<ProductOption[]> {
  const rows = await db
    .selectFrom('productOptions')
    .select(['color', 'size', 'stock'])
    .where('productId', '=', productId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ color: row.color === '' ? null : row.color, size: row.size === '' ? null : row.size, stock: row.stock }));
}

/** The product's quantity tiers, smallest minQty first. */
export async function priceTiersOfProduct(db: Db, productId: number): Promise<PriceTier[]> {
  return db
    .selectFrom('productPriceTiers')
    .select(['minQty', 'price'])
    .where('productId', '=', productId)
    .orderBy('minQty')
    .execute();
}
