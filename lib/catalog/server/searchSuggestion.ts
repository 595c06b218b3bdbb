import { disassemble } from 'es-hangul';
import { sql } from 'kysely';
import { CATEGORIES } from '@/lib/catalog/categories';
import type { Db } from '@/lib/server/db';
import { compactForm, isInitialsWord, looseForm } from './searchForms';
import { keywordMatchSql } from './searchQuery';
import { onSaleSql } from './onSale';

/**
 * "키링(으)로 검색할까요?": for a keyword that finds (almost) nothing, the closest term that finds
 * more, among category names, brand names and the words of product names (search_words), by
 * edit distance over their jamo (키랑 -> ㅋㅣㄹㅏㅇ is one jamo from 키링 -> ㅋㅣㄹㅣㅇ).
 */

/** A search finding fewer products than this may get a suggestion. */
export const SUGGEST_BELOW = 3;
/** Jamo edits forgiven: one in a short word, two from seven jamo on (about three syllables). */
const maxEdits = (jamo: number) => (jamo >= 7 ? 2 : 1);
/** Terms of the closest distance whose matches are counted (the most found wins). */
const COUNTED = 5;

/** Active products a keyword finds. */
async function countFound(db: Db, keyword: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('n'))
    .where(onSaleSql)
    .where(keywordMatchSql(db, keyword))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Levenshtein distance between two strings, by code point. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length];
}

/** The jamo of a term's loose form: what a typo is measured on (confusable vowels cost nothing). */
export function jamoOf(term: string): string {
  return disassemble(looseForm(term));
}

/** Category names, and each part of a name like '캔들/디퓨저/인센스', as typed. */
const CATEGORY_TERMS: string[] = [
  ...new Set(
    CATEGORIES.flatMap((main) => [main, ...(main.children ?? [])]).flatMap((category) => [
      category.name,
      ...category.name.split('/').map((part) => part.trim()),
    ]),
  ),
];

/**
 * The closest term to `keyword` (as it should be shown and searched), or null: only for a
 * keyword of one word of two or more syllables (not initials) that finds fewer than
 * SUGGEST_BELOW active products, and only a term within maxEdits jamo that finds more.
 */
export async function typoSuggestion(db: Db, keyword: string): Promise<string | null> {
  const term = compactForm(keyword);
  const syllables = Array.from(term).length;
  if (/\s/.test(keyword.trim()) || syllables < 2 || isInitialsWord(term)) return null;
  // Counted without the list's filters: a keyword that finds products is no typo, whatever the filters leave.
  const found = await countFound(db, keyword);
  if (found >= SUGGEST_BELOW) return null;
  const jamo = jamoOf(term);
  const limit = maxEdits(Array.from(jamo).length);

  const [words, brands] = await Promise.all([
    db
      .selectFrom('searchWords')
      .select('word')
      .where(sql<number>`length(word)`, '>=', syllables - 1)
      .where(sql<number>`length(word)`, '<=', syllables + 1)
      .execute(),
    db.selectFrom('brands').select('name').where('suspendedAt', 'is', null).execute(),
  ]);
  const close = new Map<string, number>();
  for (const candidate of [...CATEGORY_TERMS, ...brands.map((brand) => brand.name), ...words.map((row) => row.word)]) {
    const shown = candidate.trim();
    if (close.has(shown) || Math.abs(Array.from(compactForm(shown)).length - syllables) > 1) continue;
    const distance = editDistance(jamo, jamoOf(shown));
    if (distance > 0 && distance <= limit) close.set(shown, distance);
  }
  if (close.size === 0) return null;

  const nearest = Math.min(...close.values());
  const counted = await Promise.all(
    [...close]
      .filter(([, distance]) => distance === nearest)
      .slice(0, COUNTED)
      .map(async ([shown]) => ({ shown, count: await countFound(db, shown) })),
  );
  const best = counted.sort((a, b) => b.count - a.count || a.shown.localeCompare(b.shown, 'ko'))[0];
  return best && best.count > found ? best.shown : null;
}
