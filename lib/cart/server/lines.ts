import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { ProductRow } from '@/lib/server/db/schema';
import { unauthorized } from '@/lib/server/errors';
import type { QuantityTier } from '@/lib/catalog/server/pricing';
import { onSaleSql } from '@/lib/catalog/server/onSale';

/**
 * A user's cart lines in the database: the lock every cart command takes
 * first, the lines with their product and brand, and their count.
 */

/**
 * Serialises the cart commands of one user. Must be the first statement of
 * the transaction. PostgreSQL: row lock on the user. SQLite: a write to the
 * user's row takes the database write lock up front (waiting on busy_timeout),
 * so no command reads a cart another writer is about to change.
 */
export async function lockUserCart(trx: Db, userId: number): Promise<void> {
  let found: boolean;
  if (isPostgres(trx)) {
    const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    found = row !== undefined;
  } else {
    const result = await trx
      .updateTable('users')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('id', '=', userId)
      .executeTakeFirst();
    found = Number(result.numUpdatedRows) > 0;
  }
  if (!found) throw unauthorized();
}

type ProductFacts = Pick<
  ProductRow,
  | 'name'
  | 'images'
  | 'wholesalePrice'
  | 'retailPrice'
  | 'flashSalePrice'
  | 'flashSaleStartsAt'
  | 'flashSaleEndsAt'
  | 'minOrderQty'
  | 'orderStep'
  | 'stock'
  | 'tiersOverTotal'
  | 'colors'
  | 'sizes'
  | 'status'
  | 'brandId'
>;

export interface LineRow extends ProductFacts {
  id: number;
  productId: number;
  color: string;
  size: string;
  goodsCount: number;
  createdAt: string;
  brandName: string;
  minimumOrderAmount: number;
  deliveryFee: number;
  freeDeliveryThreshold: number | null;
  /** The product's quantity tiers, smallest minQty first. */
  tiers: QuantityTier[];
  /** Stock of the line's option (product_options); null when the product has no such option row. */
  optionStock: number | null;
}

/** The user's lines with their product, their option's stock and brand, newest first. */
export async function loadLines(
  db: Db,
  userId: number,
  filter: { ids?: number[]; productId?: number } = {},
): Promise<LineRow[]> {
  let query = db
    .selectFrom('cartItems')
    .innerJoin('products', 'products.id', 'cartItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .leftJoin('productOptions', (join) =>
      join
        .onRef('productOptions.productId', '=', 'cartItems.productId')
        .onRef('productOptions.color', '=', 'cartItems.color')
        .onRef('productOptions.size', '=', 'cartItems.size'),
    )
    .select([
      'cartItems.id',
      'cartItems.productId',
      'cartItems.color',
      'cartItems.size',
      'cartItems.goodsCount',
      'cartItems.createdAt',
      'products.name',
      'products.images',
      'products.wholesalePrice',
      'products.retailPrice',
      'products.flashSalePrice',
      'products.flashSaleStartsAt',
      'products.flashSaleEndsAt',
      'products.minOrderQty',
      'products.orderStep',
      'products.stock',
      'products.tiersOverTotal',
      'productOptions.stock as optionStock',
      'products.colors',
      'products.sizes',
      // A product of a suspended brand is no more on sale than a hidden one.
      sql<ProductRow['status']>`case when ${onSaleSql} then 'active' else 'hidden' end`.as('status'),
      'products.brandId',
      'brands.name as brandName',
      'brands.minimumOrderAmount',
      'brands.deliveryFee',
      'brands.freeDeliveryThreshold',
    ])
    .where('cartItems.userId', '=', userId);
  if (filter.ids) query = query.where('cartItems.id', 'in', filter.ids);
  if (filter.productId !== undefined) query = query.where('cartItems.productId', '=', filter.productId);
  const rows = await query.orderBy('cartItems.createdAt', 'desc').orderBy('cartItems.id', 'desc').execute();
  const tiers = await tiersOf(db, rows.map((row) => row.productId));
  return rows.map((row) => ({ ...row, tiers: tiers.get(row.productId) ?? [] }));
}

/** The quantity tiers of the given products, smallest minQty first. */
export async function tiersOf(db: Db, productIds: number[]): Promise<Map<number, QuantityTier[]>> {
  const ids = [...new Set(productIds)];
  const byProduct = new Map<number, QuantityTier[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .selectFrom('productPriceTiers')
    .select(['productId', 'minQty', 'price'])
    .where('productId', 'in', ids)
    .orderBy('productId')
    .orderBy('minQty')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ minQty: row.minQty, price: row.price });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function countLines(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select(sql<number>`count(*)`.as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
