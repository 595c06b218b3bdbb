import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { NewProduct } from '@/lib/server/db/schema';
import { indexBrands, indexProducts } from '@/lib/catalog/server/searchIndexer';
import { planCatalogue, type ProductSeedRow } from './cataloguePlan';

export interface CatalogueOptions {
  products: number;
  brands: number;
  randomSeed: number;
  now: Date;
  brandOwnerId: number;
  log: (line: string) => void;
}

/** The products table's columns of a planned product (without its options and tiers). */
function productRowOf(planned: ProductSeedRow): NewProduct & { id: number } {
  const row: Partial<ProductSeedRow> = { ...planned };
  delete row.options;
  delete row.priceTiers;
  return row as NewProduct & { id: number };
}

const BRAND_BATCH = 200;
const PRODUCT_BATCH = 500;
const OPTION_BATCH = 1000;

async function nextId(db: Db, table: 'brands' | 'products'): Promise<number> {
  const row = await db.selectFrom(table).select(sql<number | null>`max(id)`.as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * Brands and products for the seed, inserted in batches inside the caller's
 * transaction. Ids are given explicitly (so the stored image URLs name their
 * rows); PostgreSQL's identity sequences are moved past them afterwards.
 */
export async function seedCatalogue(db: Db, options: CatalogueOptions): Promise<{ brands: number; products: number }> {
  const started = Date.now();
  const plan = planCatalogue({
    ...options,
    firstBrandId: await nextId(db, 'brands'),
    firstProductId: await nextId(db, 'products'),
  });
  for (let i = 0; i < plan.brands.length; i += BRAND_BATCH) {
    await db.insertInto('brands').values(plan.brands.slice(i, i + BRAND_BATCH)).execute();
    await indexBrands(db, plan.brands.slice(i, i + BRAND_BATCH));
  }
  const brandNames = new Map(plan.brands.map((brand) => [brand.id, brand.name]));
  const toIndex = (rows: ProductSeedRow[]) => rows.map((row) => ({ ...row, brandName: brandNames.get(row.brandId) ?? '' }));

  let batch: ProductSeedRow[] = [];
  let products = 0;
  const insertBatch = async (rows: ProductSeedRow[]) => {
    await db.insertInto('products').values(rows.map(productRowOf)).execute();
    const options = rows.flatMap((row) => row.options.map((option) => ({ productId: row.id, ...option })));
    for (let i = 0; i < options.length; i += OPTION_BATCH) {
      await db.insertInto('productOptions').values(options.slice(i, i + OPTION_BATCH)).execute();
    }
    const tiers = rows.flatMap((row) => row.priceTiers.map((tier) => ({ productId: row.id, ...tier })));
    if (tiers.length > 0) await db.insertInto('productPriceTiers').values(tiers).execute();
  };
  const progressEvery = options.products >= 50_000 ? 20_000 : 0;
  for (const product of plan.products) {
    batch.push(product);
    if (batch.length === PRODUCT_BATCH) {
      await insertBatch(batch);
      await indexProducts(db, toIndex(batch));
      products += batch.length;
      batch = [];
      if (progressEvery && products % progressEvery === 0) {
        options.log(`  ${products.toLocaleString('en-US')} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  }
  if (batch.length > 0) {
    await insertBatch(batch);
    await indexProducts(db, toIndex(batch));
    products += batch.length;
  }

  if (isPostgres(db)) {
    for (const table of ['brands', 'products'] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  return { brands: plan.brands.length, products };
}
