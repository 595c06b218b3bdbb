/**
 * Recent searches, kept on the device (localStorage): the last ten keywords,
 * newest first, each once. Nothing leaves the browser. Storage that is
 * missing, full or blocked (private modes) leaves the list empty and the
 * search itself working.
 */
import { KEYWORD_MAX_LENGTH } from '@/lib/catalog/catalog.contract';

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 10;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored keywords, newest first; anything malformed is ignored. */
export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const keywords = parsed.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    return [...new Set(keywords)].slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

function write(keywords: string[]): string[] {
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(keywords));
  } catch {
    // Full or blocked storage: the list is not kept, the search goes on.
  }
  return keywords;
}

/** Puts `keyword` (trimmed) first, drops its older copy and keeps the last ten; answers the new list. */
export function addRecentSearch(keyword: string): string[] {
  const value = keyword.trim().slice(0, KEYWORD_MAX_LENGTH);
  if (!value) return readRecentSearches();
  return write([value, ...readRecentSearches().filter((entry) => entry !== value)].slice(0, RECENT_SEARCHES_MAX));
}

/** Removes one keyword; answers the new list. */
export function removeRecentSearch(keyword: string): string[] {
  return write(readRecentSearches().filter((entry) => entry !== keyword));
}

/** Removes them all. */
export function clearRecentSearches(): string[] {
  return write([]);
}
