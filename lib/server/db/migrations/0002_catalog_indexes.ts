import type { Kysely } from 'kysely';

/**
 * Indexes for the catalogue lists (GET /products, /search, /brands,
 * /products/favorite) that 0001 does not cover:
 * - products (status, is_new, sales_count, id): the default 'recommended'
 *   order, and the unfiltered count of products on sale (index only);
 * - products (retail_price, id): price filter and order for callers who see
 *   retail prices only (anonymous, uncertified retailers);
 * - products (brand_id, status, sales_count): product counts and units sold
 *   per brand (brand list, 'popular' brands) and the brand filter's count,
 *   without reading the table;
 * - favorites (user_id, created_at): a user's wishlist, newest first.
 */
const INDEXES: [name: string, table: string, columns: string[]][] = [
  ['products_recommended_idx', 'products', ['status', 'is_new', 'sales_count', 'id']],
  ['products_retail_price_idx', 'products', ['retail_price', 'id']],
  ['products_brand_status_idx', 'products', ['brand_id', 'status', 'sales_count']],
  ['favorites_user_created_idx', 'favorites', ['user_id', 'created_at']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) {
    await db.schema.dropIndex(name).execute();
  }
}
