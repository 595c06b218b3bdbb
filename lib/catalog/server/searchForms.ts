import { canBeChoseong, combineCharacter, disassembleCompleteCharacter, getChoseong } from 'es-hangul';

/**
 * The text forms search compares (pure functions, no database):
 * - the compact form: NFC, lower case, no whitespace ('소소한 하루' -> '소소한하루'), so spacing
 *   never matters;
 * - the loose form: the compact form with easily confused vowels merged (ㅐ/ㅔ, ㅒ/ㅖ, ㅓ/ㅕ and
 *   ㅔ/ㅖ after ㅈ ㅊ ㅉ, ㅙ/ㅞ/ㅚ), so '켄들' meets '캔들' and '디퓨져' meets '디퓨저'. It maps
 *   character by character, so a substring of a name stays a substring of its loose form;
 * - the initials form: the choseong of the compact form ('ㅅㅅㅎㅎㄹ'); characters that are not
 *   Hangul syllables drop out (es-hangul's getChoseong).
 *
 * A product is indexed under the grams of these forms (./searchIndexer.ts) and a query word is looked
 * up by the grams of its loose form, or of itself when it is made of initials only (./searchQuery.ts).
 */

/** Joins the parts of a search document; never part of a query word (words have no whitespace). */
export const DOC_SEPARATOR = '\n';
/** Ends each indexed form, so its last character also starts a gram (one-character queries). */
export const GRAM_END = '\u0001';

export function compactForm(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Jungseong (as es-hangul disassembles them) that the loose form merges. */
const LOOSE_VOWELS: Record<string, string> = {
  ㅐ: 'ㅔ',
  ㅒ: 'ㅖ',
  ㅗㅐ: 'ㅜㅔ',
  ㅗㅣ: 'ㅜㅔ',
};
/** After ㅈ ㅊ ㅉ the glide is not heard: 져 = 저, 졔 = 제. */
const AFTER_PALATAL: Record<string, string> = { ㅕ: 'ㅓ', ㅖ: 'ㅔ', ㅒ: 'ㅔ' };
const PALATALS = new Set(['ㅈ', 'ㅊ', 'ㅉ']);

const looseCache = new Map<string, string>();

function looseSyllable(char: string): string {
  const cached = looseCache.get(char);
  if (cached !== undefined) return cached;
  let result = char;
  const parts = disassembleCompleteCharacter(char);
  if (parts) {
    let vowel = LOOSE_VOWELS[parts.jungseong] ?? parts.jungseong;
    if (PALATALS.has(parts.choseong)) vowel = AFTER_PALATAL[vowel] ?? vowel;
    if (vowel !== parts.jungseong) result = combineCharacter(parts.choseong, vowel, parts.jongseong);
  }
  // Bounded: at most the 11,172 Hangul syllables plus the other characters met.
  if (looseCache.size < 20_000) looseCache.set(char, result);
  return result;
}

/** The loose form of a text (compacted first). */
export function looseForm(text: string): string {
  let result = '';
  for (const char of compactForm(text)) result += looseSyllable(char);
  return result;
}

/** The initials (choseong) of a text's Hangul syllables, compacted: '소소한 하루' -> 'ㅅㅅㅎㅎㄹ'. */
export function initialsForm(text: string): string {
  return getChoseong(compactForm(text)).replace(/\s+/g, '');
}

/** Whether a word is made of initial consonants only ('ㅋㄷ'), to be matched against initials. */
export function isInitialsWord(word: string): boolean {
  if (word.length === 0) return false;
  for (const char of word) if (!canBeChoseong(char)) return false;
  return true;
}

/**
 * The grams of an indexed form: each character with the next one, the last with GRAM_END, so
 * every occurrence of a character starts a gram. Characters are code points.
 */
export function indexGrams(form: string, into: Set<string>): Set<string> {
  const chars = Array.from(form);
  for (let i = 0; i < chars.length; i++) into.add(chars[i] + (i + 1 < chars.length ? chars[i + 1] : GRAM_END));
  return into;
}

/** The grams a query form of two characters or more needs (without GRAM_END: it may be anywhere). */
export function queryGrams(form: string): string[] {
  const chars = Array.from(form);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  return [...grams];
}

/** The first string after every gram that starts with `char` (for a range scan of one character). */
export function afterChar(char: string): string {
  return String.fromCodePoint((char.codePointAt(0) ?? 0) + 1);
}

/** The forms of a name as stored for it: loose and initials. */
export function nameForms(name: string): { loose: string; initials: string } {
  return { loose: looseForm(name), initials: initialsForm(name) };
}

/** Separates a name's words in its words forms, and stands before and after them. */
export const WORD_BOUNDARY = ' ';
/** Marks the head word, written once more before the words (never inside a word: words have no whitespace). */
export const HEAD_MARK = '\t';
/** What splits a name into words: spaces and the marks that join words in product names. */
const WORD_SPLIT = /[\s/·,()[\]+&]+/;

/**
 * Index of a name's head word: its last word that is no spec (a spec has a digit: 200g, 12개입,
 * 3P). Korean compounds end in what the thing is: '라벤더 소이 캔들 200g' is a 캔들, '캔들 홀더'
 * a 홀더. The last word when every word has a digit; -1 for no word.
 */
export function headWordIndex(words: readonly string[]): number {
  for (let i = words.length - 1; i >= 0; i--) if (words[i].length > 0 && !/\d/.test(words[i])) return i;
  for (let i = words.length - 1; i >= 0; i--) if (words[i].length > 0) return i;
  return -1;
}

/**
 * A name's words in loose and initials forms: the head word between HEAD_MARKs, then every word
 * between WORD_BOUNDARY marks ('\t켄들\t 라벤더 소이 켄들 200g ', '\tㅋㄷ\t ㄹㅂㄷ ㅅㅇ ㅋㄷ '),
 * so a query word is found as the head word ('\t켄들\t'), a whole word (' 켄들 ') or at a
 * word's start (' 켄') by a substring test.
 */
export function wordForms(name: string): { words: string; initialsWords: string } {
  const words = name.normalize('NFC').split(WORD_SPLIT);
  const head = headWordIndex(words);
  const form = (list: string[]) => {
    const kept = list.filter((word) => word.length > 0);
    if (kept.length === 0) return '';
    const headWord = head >= 0 && list[head] ? `${HEAD_MARK}${list[head]}${HEAD_MARK}` : '';
    return `${headWord}${WORD_BOUNDARY}${kept.join(WORD_BOUNDARY)}${WORD_BOUNDARY}`;
  };
  return { words: form(words.map(looseForm)), initialsWords: form(words.map(initialsForm)) };
}

/** A name's words as typed (compact form: NFC, lower case), for the typo vocabulary (search_words). */
export function vocabularyWords(name: string): string[] {
  return name
    .normalize('NFC')
    .split(WORD_SPLIT)
    .map(compactForm)
    .filter((word) => word.length > 0);
}
