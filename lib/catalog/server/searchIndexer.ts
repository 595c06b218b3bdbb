import { sql, type Kysely } from 'kysely';
import { findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import { isPostgres } from '@/lib/server/db/dialect';
import type { Database } from '@/lib/server/db/schema';
import { DOC_SEPARATOR, indexGrams, nameForms, vocabularyWords, wordForms } from './searchForms';

/**
 * Writes the search index (tables of lib/server/db/migrations/0003_search_index.ts, and the
 * words forms and vocabulary of 0014_search_words.ts). Every
 * write of a product's name, brand or category, and of a brand's name, goes through here: the
 * seed (lib/server/seed/catalogue.ts) calls indexProducts and indexBrands batch by batch; other
 * writers call reindexProducts / reindexBrands with the ids they changed.
 */

// Kysely<Database> or a transaction of it; `any` for the migration that builds the first index.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<Database> | Kysely<any>;

export interface ProductToIndex {
  id: number;
  name: string;
  brandName: string;
  categoryId: number;
}

export interface BrandToIndex {
  id: number;
  name: string;
}

interface ProductEntry {
  productId: number;
  nameForm: string;
  nameInitials: string;
  nameWords: string;
  initialsWords: string;
  doc: string;
  grams: Set<string>;
}

/** The names a product is found by: its own, its brand's, its category's and that one's parent's. */
function namesOf(product: ProductToIndex): string[] {
  const names = [product.name, product.brandName];
  const category = findCategory(product.categoryId);
  if (category) names.push(category.name);
  const main = mainCategoryOf(product.categoryId);
  if (main && main.id !== category?.id) names.push(main.name);
  return names;
}

/** A product's index entry: name forms, the document (each name in both forms) and its grams. */
export function productEntry(product: ProductToIndex): ProductEntry {
  const parts: string[] = [];
  const grams = new Set<string>();
  for (const name of namesOf(product)) {
    const { loose, initials } = nameForms(name);
    for (const form of [loose, initials]) {
      if (form === '' || parts.includes(form)) continue;
      parts.push(form);
      indexGrams(form, grams);
    }
  }
  const own = nameForms(product.name);
  const { words, initialsWords } = wordForms(product.name);
  return { productId: product.id, nameForm: own.loose, nameInitials: own.initials, nameWords: words, initialsWords, doc: parts.join(DOC_SEPARATOR), grams };
}

/** Rows per statement: PostgreSQL's arrays and SQLite's one JSON parameter have no 999 limit. */
const GRAM_CHUNK = 50_000;
const ROW_CHUNK = 500;

/** Inserts (gram, product_id) pairs with one parameter per column list (fast for the 100k seed). */
async function insertGrams(db: AnyDb, grams: string[], productIds: number[]): Promise<void> {
  for (let i = 0; i < grams.length; i += GRAM_CHUNK) {
    const g = grams.slice(i, i + GRAM_CHUNK);
    const p = productIds.slice(i, i + GRAM_CHUNK);
    if (isPostgres(db)) {
      await sql`insert into search_grams (gram, product_id) select * from unnest(${g}::text[], ${p}::int[])`.execute(db);
    } else {
      const pairs = JSON.stringify(g.map((gram, k) => [gram, p[k]]));
      await sql`insert into search_grams (gram, product_id) select value ->> 0, value ->> 1 from json_each(${pairs})`.execute(db);
    }
  }
}

/**
 * Removes products from the index: their grams (found from the stored document, by primary
 * key, so no scan) and their rows.
 */
async function removeProducts(db: AnyDb, productIds: number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += ROW_CHUNK) {
    const ids = productIds.slice(i, i + ROW_CHUNK);
    const stored = await (db as Kysely<Database>)
      .selectFrom('searchProducts')
      .select(['productId', 'doc'])
      .where('productId', 'in', ids)
      .execute();
    for (const row of stored) {
      const grams = new Set<string>();
      for (const form of row.doc.split(DOC_SEPARATOR)) indexGrams(form, grams);
      if (grams.size > 0) {
        await (db as Kysely<Database>)
          .deleteFrom('searchGrams')
          .where('productId', '=', row.productId)
          .where('gram', 'in', [...grams])
          .execute();
      }
    }
    if (stored.length > 0) await (db as Kysely<Database>).deleteFrom('searchProducts').where('productId', 'in', ids).execute();
  }
}

/**
 * Indexes products (new or changed: what was indexed for them before is replaced). Call it in
 * the transaction that writes them.
 */
export async function indexProducts(db: AnyDb, products: readonly ProductToIndex[]): Promise<void> {
  if (products.length === 0) return;
  const kdb = db as Kysely<Database>;
  await removeProducts(db, [...new Set(products.map((product) => product.id))]);
  const latest = new Map<number, ProductToIndex>();
  for (const product of products) latest.set(product.id, product);
  const entries = [...latest.values()].map(productEntry);
  for (let i = 0; i < entries.length; i += ROW_CHUNK) {
    await kdb
      .insertInto('searchProducts')
      .values(
        entries
          .slice(i, i + ROW_CHUNK)
          .map(({ productId, nameForm, nameInitials, nameWords, initialsWords, doc }) => ({ productId, nameForm, nameInitials, nameWords, initialsWords, doc })),
      )
      .execute();
  }
  await addWords(kdb, [...latest.values()].map((product) => product.name));
  const grams: string[] = [];
  const productIds: number[] = [];
  for (const entry of entries) {
    for (const gram of entry.grams) {
      grams.push(gram);
      productIds.push(entry.productId);
    }
  }
  await insertGrams(db, grams, productIds);
}

/** Adds the names' words to the vocabulary typos are corrected against (search_words). */
async function addWords(db: Kysely<Database>, names: readonly string[]): Promise<void> {
  const words = [...new Set(names.flatMap(vocabularyWords))];
  for (let i = 0; i < words.length; i += ROW_CHUNK) {
    await db
      .insertInto('searchWords')
      .values(words.slice(i, i + ROW_CHUNK).map((word) => ({ word })))
      .onConflict((conflict) => conflict.column('word').doNothing())
      .execute();
  }
}

/** Indexes brands by name (new or renamed). A renamed brand's products need reindexProducts too. */
export async function indexBrands(db: AnyDb, brands: readonly BrandToIndex[]): Promise<void> {
  if (brands.length === 0) return;
  const kdb = db as Kysely<Database>;
  for (let i = 0; i < brands.length; i += ROW_CHUNK) {
    const chunk = brands.slice(i, i + ROW_CHUNK);
    await kdb
      .deleteFrom('searchBrands')
      .where(
        'brandId',
        'in',
        chunk.map((brand) => brand.id),
      )
      .execute();
    await kdb
      .insertInto('searchBrands')
      .values(
        chunk.map((brand) => {
          const { loose, initials } = nameForms(brand.name);
          return { brandId: brand.id, nameForm: loose, nameInitials: initials };
        }),
      )
      .execute();
  }
}

/** Reads products (with their brand's name) and indexes them. */
export async function reindexProducts(db: AnyDb, productIds: readonly number[]): Promise<void> {
  const kdb = db as Kysely<Database>;
  for (let i = 0; i < productIds.length; i += ROW_CHUNK) {
    const rows = await kdb
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .select(['products.id', 'products.name', 'products.categoryId', 'brands.name as brandName'])
      .where('products.id', 'in', productIds.slice(i, i + ROW_CHUNK))
      .execute();
    await indexProducts(db, rows);
  }
}

/** Reads brands and indexes their names. */
export async function reindexBrands(db: AnyDb, brandIds: readonly number[]): Promise<void> {
  const kdb = db as Kysely<Database>;
  for (let i = 0; i < brandIds.length; i += ROW_CHUNK) {
    const rows = await kdb.selectFrom('brands').select(['id', 'name']).where('id', 'in', brandIds.slice(i, i + ROW_CHUNK)).execute();
    await indexBrands(db, rows);
  }
}

/** Indexes every brand and product, in id order and in batches (a database seeded before the index). */
export async function reindexAll(db: AnyDb): Promise<void> {
  const kdb = db as Kysely<Database>;
  const brands = await kdb.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();
  await indexBrands(db, brands);
  let after = 0;
  for (;;) {
    const rows = await kdb
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .select(['products.id', 'products.name', 'products.categoryId', 'brands.name as brandName'])
      .where('products.id', '>', after)
      .orderBy('products.id')
      .limit(ROW_CHUNK * 4)
      .execute();
    if (rows.length === 0) break;
    await indexProducts(db, rows);
    after = rows[rows.length - 1].id;
  }
}
