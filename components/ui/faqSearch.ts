import type { FaqItem } from '@/lib/messages/faq';

/**
 * FAQ search as typed: a question matches when its question or answer holds
 * the query (case and spaces ignored), or, for a query of initial consonants
 * only (ㅂㅍ), when the initials of its text hold it. `initialsOf` comes from
 * es-hangul, loaded on the first keystroke (./FaqList.tsx).
 */

const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;

export function normalizeQuery(query: string): string {
  return query.toLowerCase().replace(/\s+/g, '');
}

export function isInitialsQuery(query: string): boolean {
  return INITIALS_ONLY.test(normalizeQuery(query));
}

export function faqMatches(item: FaqItem, query: string, initialsOf: ((text: string) => string) | null): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  const text = `${item.q} ${item.a}`;
  if (normalizeQuery(text).includes(needle)) return true;
  return initialsOf !== null && INITIALS_ONLY.test(needle) && normalizeQuery(initialsOf(text)).includes(needle);
}
