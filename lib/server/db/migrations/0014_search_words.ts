import { combineCharacter, disassembleCompleteCharacter, getChoseong } from 'es-hangul';
import { sql, type Kysely } from 'kysely';

/**
 * Search by words (lib/catalog/server/searchQuery.ts ranks, searchSuggestion.ts corrects typos):
 * - search_products.name_words / initials_words: the name's head word (its last word without a
 *   digit) between tabs, then its words between spaces, in loose and initials forms
 *   ('\t켄들\t 라벤더 소이 켄들 ', '\tㅋㄷ\t ㄹㅂㄷ ㅅㅇ ㅋㄷ '), so the head word, a whole word
 *   (' 켄들 ') or a word's start (' 켄') is a substring test on the candidate's own row;
 * - search_words: every word of every product name as typed (lower case), the vocabulary a typo is
 *   corrected against (with the category and brand names). Words are only added: a word no
 *   product has any more finds nothing, and a suggestion is only made when it finds products.
 *
 * Backfilled here by a copy of the forms as they are today (frozen, as 0003's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_products').addColumn('name_words', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('search_products').addColumn('initials_words', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createTable('search_words').addColumn('word', 'text', (c) => c.primaryKey()).execute();
  // Ranking reads, per candidate, its words forms and whether it can be ordered: from narrow
  // indexes, not the wide rows (the search document; descriptions and images). The products
  // index is 0003's products_search_idx with stock and min_order_qty appended.
  await db.schema
    .createIndex('search_products_rank_idx')
    .on('search_products')
    .columns(['product_id', 'name_words', 'initials_words', 'name_form', 'name_initials'])
    .execute();
  await db.schema.dropIndex('products_search_idx').execute();
  await db.schema
    .createIndex('products_search_idx')
    .on('products')
    .columns(['id', 'status', 'sales_count', 'category_id', 'brand_id', 'retail_price', 'created_at', 'stock', 'min_order_qty'])
    .execute();
  await backfill(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_search_idx').execute();
  await db.schema
    .createIndex('products_search_idx')
    .on('products')
    .columns(['id', 'status', 'sales_count', 'category_id', 'brand_id', 'retail_price', 'created_at'])
    .execute();
  await db.schema.dropIndex('search_products_rank_idx').execute();
  await db.schema.dropTable('search_words').execute();
  await db.schema.alterTable('search_products').dropColumn('initials_words').execute();
  await db.schema.alterTable('search_products').dropColumn('name_words').execute();
}

/* ---------- the forms as this migration wrote them (frozen) ---------- */

const CHUNK = 500;
const SPLIT = /[\s/·,()[\]+&]+/;
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

/** The head word (the last without a digit, else the last) between tabs, then every word between spaces. */
function form(list: string[], words: string[]): string {
  const kept = list.filter((word) => word.length > 0);
  if (kept.length === 0) return '';
  let head = -1;
  for (let i = words.length - 1; i >= 0 && head < 0; i--) if (words[i] && !/\d/.test(words[i])) head = i;
  for (let i = words.length - 1; i >= 0 && head < 0; i--) if (words[i]) head = i;
  return `${head >= 0 && list[head] ? `\t${list[head]}\t` : ''} ${kept.join(' ')} `;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfill(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (
      await sql<{ id: number; name: string }>`select p.id as id, p.name as name from products p
        join search_products s on s.product_id = p.id where p.id > ${after} order by p.id limit ${CHUNK}`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    const vocabulary = new Set<string>();
    const values = rows.map((row) => {
      const words = row.name.normalize('NFC').split(SPLIT);
      const looseWords = words.map(loose);
      for (const word of words) if (compact(word)) vocabulary.add(compact(word));
      return sql`(cast(${Number(row.id)} as integer), ${form(looseWords, words)}, ${form(words.map(initials), words)})`;
    });
    await sql`with v (id, words, initials) as (values ${sql.join(values)})
      update search_products set name_words = v.words, initials_words = v.initials
      from v where search_products.product_id = v.id`.execute(db);
    await db
      .insertInto('search_words')
      .values([...vocabulary].map((word) => ({ word })))
      .onConflict((conflict) => conflict.column('word').doNothing())
      .execute();
    after = Number(rows[rows.length - 1].id);
  }
}
