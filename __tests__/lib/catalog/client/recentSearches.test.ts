import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
} from '@/lib/catalog/client/recentSearches';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('recent searches on the device', () => {
  it('keeps the last ten, newest first, each once, trimmed', () => {
    for (let i = 1; i <= 12; i += 1) addRecentSearch(`k${i}`);
    expect(readRecentSearches()).toEqual(['k12', 'k11', 'k10', 'k9', 'k8', 'k7', 'k6', 'k5', 'k4', 'k3']);
    expect(addRecentSearch('  k5 ')).toEqual(['k5', 'k12', 'k11', 'k10', 'k9', 'k8', 'k7', 'k6', 'k4', 'k3']);
    expect(addRecentSearch('   ')).toHaveLength(10);
  });

  it('removes one, or all', () => {
    addRecentSearch('a');
    addRecentSearch('b');
    expect(removeRecentSearch('a')).toEqual(['b']);
    expect(readRecentSearches()).toEqual(['b']);
    expect(clearRecentSearches()).toEqual([]);
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('[]');
  });

  it('ignores malformed storage and storage that refuses writes', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, '', 'ok']));
    expect(readRecentSearches()).toEqual(['ok']);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => addRecentSearch('x')).not.toThrow();
  });
});
