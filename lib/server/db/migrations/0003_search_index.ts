import { combineCharacter, disassembleCompleteCharacter, getChoseong } from 'es-hangul';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '@/lib/server/db/dialect';

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
 * A database seeded before this migration gets its index built here, by a copy of the indexer as
 * it was then (below): a migration must give the same result whatever the search code has become
 * (lib/catalog/server/searchIndexer.ts and searchForms.ts write the index today).
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

  await indexAll(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_search_idx').execute();
  for (const table of ['search_brands', 'search_grams', 'search_products']) {
    await db.schema.dropTable(table).execute();
  }
}

/* ---------- the index as this migration wrote it (frozen) ---------- */

const SEPARATOR = '\n';
const END = '\u0001';
const CHUNK = 500;
const LOOSE_VOWELS: Record<string, string> = { ㅐ: 'ㅔ', ㅒ: 'ㅖ', ㅗㅐ: 'ㅜㅔ', ㅗㅣ: 'ㅜㅔ' };
const AFTER_PALATAL: Record<string, string> = { ㅕ: 'ㅓ', ㅖ: 'ㅔ', ㅒ: 'ㅔ' };
const PALATALS = new Set(['ㅈ', 'ㅊ', 'ㅉ']);

const compact = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

function loose(text: string): string {
  let result = '';
  for (const char of compact(text)) {
    const parts = disassembleCompleteCharacter(char);
    if (!parts) {
      result += char;
      continue;
    }
    let vowel = LOOSE_VOWELS[parts.jungseong] ?? parts.jungseong;
    if (PALATALS.has(parts.choseong)) vowel = AFTER_PALATAL[vowel] ?? vowel;
    result += vowel === parts.jungseong ? char : combineCharacter(parts.choseong, vowel, parts.jongseong);
  }
  return result;
}

const initials = (text: string) => getChoseong(compact(text)).replace(/\s+/g, '');

function addGrams(form: string, into: Set<string>): void {
  const chars = Array.from(form);
  for (let i = 0; i < chars.length; i++) into.add(chars[i] + (i + 1 < chars.length ? chars[i + 1] : END));
}

interface Row {
  id: number;
  name: string;
  brand: string;
  category: string | null;
  main: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function insertGrams(db: Kysely<any>, grams: string[], ids: number[]): Promise<void> {
  if (grams.length === 0) return;
  if (isPostgres(db)) {
    await sql`insert into search_grams (gram, product_id) select * from unnest(${grams}::text[], ${ids}::int[])`.execute(db);
  } else {
    const pairs = JSON.stringify(grams.map((gram, k) => [gram, ids[k]]));
    await sql`insert into search_grams (gram, product_id) select value ->> 0, value ->> 1 from json_each(${pairs})`.execute(db);
  }
}

/** Every brand's name forms, and every product's forms, document and grams (its name, its brand's, its category's and that one's parent's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function indexAll(db: Kysely<any>): Promise<void> {
  const brands = (await sql<{ id: number; name: string }>`select id, name from brands order by id`.execute(db)).rows;
  for (let i = 0; i < brands.length; i += CHUNK) {
    const values = brands.slice(i, i + CHUNK).map((brand) => ({ brand_id: brand.id, name_form: loose(brand.name), name_initials: initials(brand.name) }));
    await db.insertInto('search_brands').values(values).execute();
  }
  let after = 0;
  for (;;) {
    const rows = (
      await sql<Row>`select p.id as id, p.name as name, b.name as brand, c.name as category, m.name as main
        from products p join brands b on b.id = p.brand_id
        left join categories c on c.id = p.category_id left join categories m on m.id = c.parent_id
        where p.id > ${after} order by p.id limit ${CHUNK}`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    const grams: string[] = [];
    const ids: number[] = [];
    const values = rows.map((row) => {
      const id = Number(row.id);
      const parts: string[] = [];
      const own = new Set<string>();
      for (const name of [row.name, row.brand, row.category, row.main]) {
        if (name === null) continue;
        for (const form of [loose(name), initials(name)]) {
          if (form === '' || parts.includes(form)) continue;
          parts.push(form);
          addGrams(form, own);
        }
      }
      for (const gram of own) {
        grams.push(gram);
        ids.push(id);
      }
      return { product_id: id, name_form: loose(row.name), name_initials: initials(row.name), doc: parts.join(SEPARATOR) };
    });
    await db.insertInto('search_products').values(values).execute();
    await insertGrams(db, grams, ids);
    after = Number(rows[rows.length - 1].id);
  }
}
