import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { afterChar, compactForm, isInitialsWord, looseForm, queryGrams, HEAD_MARK, WORD_BOUNDARY } from './searchForms';

/**
 * A keyword as the search index is asked: the terms every match must contain, the grams that
 * find the candidates through the index (search_grams), and the whole keyword for ranking.
 */
export interface KeywordPlan {
  /** One per word: its loose form, or the word itself when made of initials ('ㅋㄷ'). */
  terms: string[];
  /** Every gram of the terms of two characters or more; a candidate has them all. */
  grams: string[];
  /** When every term is one character: the first one, looked up as an index range. */
  oneChar: string | null;
  /** The whole keyword without spaces, in the form of the name it is ranked against. */
  whole: string;
  wholeIsInitials: boolean;
}

export function planKeyword(keyword: string): KeywordPlan {
  const words = compactWords(keyword);
  const terms = [...new Set(words.map((word) => (isInitialsWord(word) ? word : looseForm(word))))];
  const grams = [...new Set(terms.flatMap(queryGrams))];
  const wholeIsInitials = words.length > 0 && words.every(isInitialsWord);
  return {
    terms,
    grams,
    oneChar: grams.length === 0 && terms.length > 0 ? Array.from(terms[0])[0] : null,
    whole: wholeIsInitials ? words.join('') : looseForm(keyword),
    wholeIsInitials,
  };
}

function compactWords(keyword: string): string[] {
  return keyword
    .normalize('NFC')
    .split(/\s+/)
    .map(compactForm)
    .filter((word) => word.length > 0);
}

/**
 * Ids of the products that may match: those having every gram (one index range per gram,
 * grouped), or for a one-character keyword every product with a gram starting with it.
 */
export function candidateIds(db: Db, plan: KeywordPlan) {
  if (plan.grams.length > 0) {
    return db
      .selectFrom('searchGrams')
      .select('searchGrams.productId')
      .where('searchGrams.gram', 'in', plan.grams)
      .groupBy('searchGrams.productId')
      .having(sql<number>`count(*)`, '=', plan.grams.length);
  }
  const char = plan.oneChar ?? '';
  return db
    .selectFrom('searchGrams')
    .select('searchGrams.productId')
    .distinct()
    .where('searchGrams.gram', '>=', char)
    .where('searchGrams.gram', '<', afterChar(char));
}

/** Whether `text` (an SQL expression) contains `part`, on either database. */
export function containsSql(db: Db, text: Expression<string>, part: string): RawBuilder<SqlBool> {
  return isPostgres(db) ? sql<SqlBool>`strpos(${text}, ${part}) > 0` : sql<SqlBool>`instr(${text}, ${part}) > 0`;
}

/**
 * Whether the grams alone prove a match: every term is one gram (two characters), or the
 * keyword is one character looked up by its range. Otherwise (a term of three characters or
 * more, whose grams may lie apart, or several one-character terms) the document must be read.
 */
export function needsVerification(plan: KeywordPlan): boolean {
  if (plan.grams.length === 0) return plan.terms.length > 1;
  return plan.terms.some((term) => Array.from(term).length !== 2);
}

/** Every term is in the document (the grams only narrowed the candidates). */
export function matchesAllTerms(db: Db, doc: Expression<string>, plan: KeywordPlan): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    plan.terms.map((term) => containsSql(db, doc, term)),
    sql` and `,
  )})`;
}

/** The product (`productId`, an SQL expression) has a search document with every term. */
export function documentMatchesSql(db: Db, productId: Expression<number>, plan: KeywordPlan): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from search_products as vp where vp.product_id = ${productId} and ${matchesAllTerms(db, sql.ref('vp.doc'), plan)})`;
}

/**
 * How a product's name meets the keyword, smaller first (the rank rules of GET /search,
 * docs/DECISIONS.md). Per word of the keyword: 0 it is the name's head word (캔들: '라벤더 소이
 * 캔들'), 1 another word of the name ('캔들 홀더'), 2 a word of the name starts with it
 * ('캔들워머'), 3 the name has it elsewhere ('향초캔들', or across words); 4-7 the same for a
 * word of initials against the name's initials (ㅋㄷ: '소이 캔들', …, '코듀로이 캡'); 8 not in
 * the name (its brand's or category's name has it). A keyword of several words adds them up.
 *
 * Reads the candidate's row of search_products, which the query joins as `sp`.
 */
export const NOT_IN_NAME = 8;

export function rankSql(db: Db, plan: KeywordPlan): RawBuilder<number> {
  const perTerm = plan.terms.map((term) => {
    const initials = isInitialsWord(term);
    const words = sql.ref<string>(initials ? 'sp.initials_words' : 'sp.name_words');
    const name = sql.ref<string>(initials ? 'sp.name_initials' : 'sp.name_form');
    const base = initials ? 4 : 0;
    // Not in the name first: most candidates of a category word (캔들) have it only in their category.
    return sql<number>`(case when not ${containsSql(db, name, term)} then ${sql.lit(NOT_IN_NAME)}
      when ${containsSql(db, words, `${HEAD_MARK}${term}${HEAD_MARK}`)} then ${sql.lit(base)}
      when ${containsSql(db, words, `${WORD_BOUNDARY}${term}${WORD_BOUNDARY}`)} then ${sql.lit(base + 1)}
      when ${containsSql(db, words, `${WORD_BOUNDARY}${term}`)} then ${sql.lit(base + 2)} else ${sql.lit(base + 3)} end)`;
  });
  return perTerm.length === 0 ? sql<number>`0` : sql<number>`(${sql.join(perTerm, sql` + `)})`;
}

/** 1 when the product cannot be ordered now (no stock, or less than its minimum order), else 0. */
export const soldOutSql = sql<number>`(case when products.stock <= 0 or products.stock < products.min_order_qty then 1 else 0 end)`;

/**
 * The keyword condition of a product list (lib/catalog/server/filters.ts): the
 * product is among the index's candidates, and its document matches when the grams alone
 * cannot prove it. The same matching as GET /search, without its ranking.
 */
export function keywordMatchSql(db: Db, keyword: string): Expression<SqlBool> {
  const plan = planKeyword(keyword);
  const candidates = sql<SqlBool>`products.id in (${candidateIds(db, plan)})`;
  return needsVerification(plan) ? sql<SqlBool>`(${candidates} and ${documentMatchesSql(db, sql.ref('products.id'), plan)})` : candidates;
}
