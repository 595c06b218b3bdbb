import { ALL_CATEGORY_ID, DEFAULT_FILTER_CATEGORY, findCategoryByCode } from '@/lib/catalog/categories';
import { parseShopQuery } from '@/lib/catalog/shopQuery';

describe('parseShopQuery: the query of /shop', () => {
  test('a known category, its page and the latest order', () => {
    expect(parseShopQuery({ idCategory: '101', page: '3', page_type: 'category', order: 'latest' })).toEqual({
      idCategory: 101,
      page: 3,
      order: 'latest',
    });
  });

  test('no category is the default filter category (fashion); 152 is everything', () => {
    const fashion = findCategoryByCode(DEFAULT_FILTER_CATEGORY)?.id;
    expect(fashion).toBe(200);
    expect(parseShopQuery({})).toEqual({ idCategory: fashion, page: 1, order: null });
    expect(parseShopQuery({ idCategory: '' })).toEqual({ idCategory: fashion, page: 1, order: null });
    expect(parseShopQuery({ idCategory: '152' })).toEqual({ idCategory: ALL_CATEGORY_ID, page: 1, order: null });
  });

  test('a category code names the category; idCategory wins over it; an unknown code is 404', () => {
    expect(parseShopQuery({ category: 'kitchen' })?.idCategory).toBe(findCategoryByCode('kitchen')?.id);
    expect(parseShopQuery({ idCategory: '101', category: 'kitchen' })?.idCategory).toBe(101);
    expect(parseShopQuery({ category: 'no-such-code' })).toBeNull();
  });

  test.each(['999', '0', '0101', '-101', '101abc', ' 101', '1e2', '2147483648'])('idCategory %p is no category (404)', (idCategory) => {
    expect(parseShopQuery({ idCategory })).toBeNull();
  });

  test.each(['0', '-2', 'abc', '02', '1.5'])('page %p falls back to page 1', (page) => {
    expect(parseShopQuery({ idCategory: '101', page })?.page).toBe(1);
  });

  test('repeated parameters take the first value; an unknown order is none', () => {
    expect(parseShopQuery({ idCategory: ['120', '999'], page: ['2', '5'], order: 'cheapest' })).toEqual({
      idCategory: 120,
      page: 2,
      order: null,
    });
  });
});
