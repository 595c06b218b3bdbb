import { sql, type Kysely } from 'kysely';
import { reindexAll } from '@/lib/catalog/server/searchIndexer';
import { isPostgres } from '../dialect';

/**
 * The search index (lib/catalog/server/searchIndexer.ts writes it, ./query.ts reads it):
 * - search_products: per product, its name's loose and initials forms (for ranking) and its
 *   search document (name, brand and category names in both forms) that a match is verified on;
 *   its name forms are indexed (code point order on PostgreSQL) for ranking by prefix;
 * - search_grams (gram, product_id): every two-character gram of the document's forms, the
 *   primary key serving "which products have this gram" as an index range. Neither SQLite's
 *   FTS5 trigram nor pg_trgm can serve two-character queries (most Korean words), bigrams can.
 *   WITHOUT ROWID on SQLite (the table is its key); on PostgreSQL the gram sorts by code point
 *   (COLLATE "C") so a one-character query is an index range (gram >= c and gram < c+1);
 * - search_brands: per brand, its name's forms (brand suggestions);
 * - products_search_idx: the products' columns a search filters and sorts candidates on.
 *
 * A database seeded before this migration gets its index built here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const codePoint = pg ? sql` collate "C"` : sql``;
  await sql`create table search_products (
    product_id integer primary key references products (id) on delete cascade,
    name_form text${codePoint} not null,
    name_initials text${codePoint} not null,
    doc text not null
  )`.execute(db);
  for (const [name, column] of [
    ['search_products_name_idx', 'name_form'],
    ['search_products_initials_idx', 'name_initials'],
  ] as const) {
    await db.schema.createIndex(name).on('search_products').columns([column, 'product_id']).execute();
  }
  // Joining thousands of candidates to products reads this narrow index, not the wide rows
  // (descriptions, images): status and the orders' columns are in it.
  await db.schema
    .createIndex('products_search_idx')
    .on('products')
    .columns(['id', 'status', 'sales_count', 'category_id', 'brand_id', 'retail_price', 'created_at'])
    .execute();
  if (pg) {
    await sql`create table search_grams (gram text collate "C" not null, product_id integer not null, primary key (gram, product_id))`.execute(db);
  } else {
    await sql`create table search_grams (gram text not null, product_id integer not null, primary key (gram, product_id)) without rowid`.execute(db);
  }
  await db.schema
    .createTable('search_brands')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('name_form', 'text', (c) => c.notNull())
    .addColumn('name_initials', 'text', (c) => c.notNull())
    .execute();

  await reindexAll(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_search_idx').execute();
  for (const table of ['search_brands', 'search_grams', 'search_products']) {
    await db.schema.dropTable(table).execute();
  }
}
