import {
  DEFAULT_FILTERS,
  clearFilters,
  defaultOrderOf,
  filterQueryOf,
  hasActiveFilters,
  listUrl,
  pageOfQuery,
  parseShopFilters,
  toggleBrand,
  toggleColor,
  toggleSize,
  toggleValue,
  withPrice,
  type ListLocation,
} from '@/lib/catalog/shopFilters';

const shop: ListLocation = { path: '/shop', base: { idCategory: '201', page_type: 'category' }, alwaysPage: true };

describe('parseShopFilters: the URL into a filter state', () => {
  test('no query is the defaults: no brand, colour or size, 0..500, recommended', () => {
    expect(parseShopFilters({})).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ minPrice: 0, maxPrice: 500, order: 'recommended' });
  });

  test('reads comma lists and repeated keys (a form without JavaScript) alike', () => {
    const state = parseShopFilters({ brand: '5,3', size: 'S,M', color: '블랙', minPrice: '10', maxPrice: '30', order: 'price_asc' });
    expect(state).toEqual({ brands: [3, 5], sizes: ['S', 'M'], color: '블랙', minPrice: 10, maxPrice: 30, order: 'price_asc' });
    expect(parseShopFilters({ brand: ['5', '3,5'], size: ['S', 'M', 'S'] })).toMatchObject({ brands: [3, 5], sizes: ['S', 'M'] });
  });

  test('drops what it cannot use instead of failing', () => {
    expect(parseShopFilters({ brand: 'abc,-1,0,07,4', size: ` ,${'x'.repeat(51)},L` })).toMatchObject({ brands: [4], sizes: ['L'] });
    expect(parseShopFilters({ minPrice: 'abc', maxPrice: '9999' })).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(parseShopFilters({ minPrice: '-5', maxPrice: '1.5' })).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(parseShopFilters({ order: 'cheapest', color: '  ' })).toMatchObject({ order: 'recommended', color: null });
  });

  test('a reversed price range is put in order', () => {
    expect(parseShopFilters({ minPrice: '50', maxPrice: '10' })).toMatchObject({ minPrice: 10, maxPrice: 50 });
  });

  test('a list may have its own default order', () => {
    expect(parseShopFilters({}, 'popular').order).toBe('popular');
    expect(parseShopFilters({ order: 'latest' }, 'popular').order).toBe('latest');
    expect(defaultOrderOf(12)).toBe('popular');
    expect(defaultOrderOf(13)).toBe('latest');
    expect(defaultOrderOf(201)).toBe('recommended');
  });

  test('page numbers are 1, 2, …; anything else is 1', () => {
    expect(pageOfQuery({ page: '3' })).toBe(3);
    for (const page of ['0', '-1', 'x', '02', undefined]) expect(pageOfQuery({ page })).toBe(1);
  });
});

describe('toggle rules: a brand or a size is added, or removed when already chosen', () => {
  test('toggleValue', () => {
    expect(toggleValue([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleValue([1, 2, 3], 2)).toEqual([1, 3]);
  });

  test('brands stay sorted; sizes keep the order they were picked in; the colour is one', () => {
    let state = toggleBrand(DEFAULT_FILTERS, 5);
    state = toggleBrand(state, 3);
    expect(state.brands).toEqual([3, 5]);
    expect(toggleBrand(state, 5).brands).toEqual([3]);
    state = toggleSize(toggleSize(state, 'M'), 'S');
    expect(state.sizes).toEqual(['M', 'S']);
    expect(toggleSize(state, 'M').sizes).toEqual(['S']);
    expect(toggleColor(state, '블랙').color).toBe('블랙');
    expect(toggleColor(toggleColor(state, '블랙'), '화이트').color).toBe('화이트');
    expect(toggleColor(toggleColor(state, '블랙'), '블랙').color).toBeNull();
  });

  test('a price range is clamped to 0..500 and ordered', () => {
    expect(withPrice(DEFAULT_FILTERS, 30, 10)).toMatchObject({ minPrice: 10, maxPrice: 30 });
    expect(withPrice(DEFAULT_FILTERS, -3, 900)).toMatchObject({ minPrice: 0, maxPrice: 500 });
    expect(withPrice(DEFAULT_FILTERS, Number.NaN, 20)).toMatchObject({ minPrice: 0, maxPrice: 20 });
  });

  test('active filters and clearing them (the sort stays)', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, order: 'latest' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 30 })).toBe(true);
    const busy = { ...DEFAULT_FILTERS, brands: [1], sizes: ['S'], color: 'red', order: 'latest' as const };
    expect(clearFilters(busy)).toEqual({ ...DEFAULT_FILTERS, order: 'latest' });
  });
});

describe('listUrl: the filter state into a URL', () => {
  test('keeps the list base, writes page and only what differs from the defaults', () => {
    expect(listUrl(shop, DEFAULT_FILTERS)).toBe('/shop?idCategory=201&page_type=category&page=1');
    const state = { ...DEFAULT_FILTERS, brands: [3, 5], sizes: ['S', 'M'], minPrice: 10, order: 'latest' as const };
    expect(listUrl(shop, state, 2)).toBe('/shop?idCategory=201&page_type=category&page=2&brand=3,5&size=S,M&minPrice=10&order=latest');
  });

  test('other lists write page only from page 2, and leave out their own default order', () => {
    const popular: ListLocation = { path: '/page/popular', base: {}, defaultOrder: 'popular' };
    expect(listUrl(popular, { ...DEFAULT_FILTERS, order: 'popular' })).toBe('/page/popular');
    expect(listUrl(popular, { ...DEFAULT_FILTERS, order: 'recommended' }, 3)).toBe('/page/popular?page=3&order=recommended');
    expect(filterQueryOf({ ...DEFAULT_FILTERS, order: 'popular' }, 'popular')).toEqual({});
  });

  test('the base never smuggles in a page or a filter; values are encoded', () => {
    const search: ListLocation = { path: '/search', base: { keyword: '캔들 & 향', page: '9', brand: '1' } };
    const url = listUrl(search, { ...DEFAULT_FILTERS, color: 'a&b' });
    expect(url).toBe(`/search?keyword=${encodeURIComponent('캔들 & 향').replace(/%20/g, '+')}&color=a%26b`);
  });

  test('a URL read back gives the same state (a shared link reproduces the view)', () => {
    const state = { brands: [2, 9], color: '네이비', sizes: ['L', 'FREE'], minPrice: 30, maxPrice: 50, order: 'price_desc' as const };
    const url = new URL(listUrl(shop, state, 4), 'http://x');
    const query = Object.fromEntries(url.searchParams);
    expect(parseShopFilters(query)).toEqual(state);
    expect(pageOfQuery(query)).toBe(4);
  });
});
