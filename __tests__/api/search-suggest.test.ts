/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import type { SearchResult, SearchSuggestions } from '@/lib/catalog/catalog.contract';
import { withApi } from '../helpers/api';

const ctx = withApi();
const { api } = ctx;

const suggest = (keyword: string) => api<SearchSuggestions>(`/search/suggest?keyword=${encodeURIComponent(keyword.toWellFormed())}`);

describe('GET /search/suggest', () => {
  test('a brand by its initials, with its products', async () => {
    const { status, body } = await suggest('ㅅㅅㅎㅎㄹ');
    expect(status).toBe(200);
    expect(body.keyword).toBe('ㅅㅅㅎㅎㄹ');
    expect(body.brands[0]).toMatchObject({ name: '소소한 하루' });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(body.products.every((product) => product.brandName === '소소한 하루')).toBe(true);
    expect(body.products[0]).toEqual({ id: expect.any(Number), name: expect.any(String), brandName: '소소한 하루', image: expect.any(String) });
  });

  test('categories by name and initials, at most 3, exact name first', async () => {
    const byName = (await suggest('캔들')).body;
    expect(byName.categories.map((category) => category.name)).toEqual(['캔들', '캔들/디퓨저/인센스', '캔들 소품']);
    expect(byName.categories[0]).toEqual({ id: 161, name: '캔들', path: expect.stringContaining('idCategory=161') });
    expect(byName.products.length).toBe(5);
    expect((await suggest('ㅋㄹㅅㅁㅅ')).body.categories).toEqual([expect.objectContaining({ id: 15, name: '크리스마스' })]);
  });

  test('one character and a typo suggest too; nothing found is empty lists', async () => {
    expect((await suggest('캔')).body.categories.length).toBe(3);
    expect((await suggest('디퓨져')).body.categories.map((category) => category.name)).toContain('디퓨저');
    expect((await suggest('존재하지않는이름')).body).toEqual({ keyword: '존재하지않는이름', products: [], brands: [], categories: [] });
  });

  test.each([
    ['', 'empty'],
    ['  ', 'blank'],
    ['가'.repeat(51), 'over 50 characters'],
  ])('keyword %p (%s) is a Korean 400', async (keyword) => {
    const { status, body } = await suggest(keyword);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field: 'keyword', message: apiMessages.catalog.invalid.keyword });
  });

  test('a missing keyword is 400 too', async () => {
    expect((await api('/search/suggest')).status).toBe(400);
  });

  test.each(['%', '_', '\\', 'ㅋ', '\u0001', '😀', '\uD800x', 'ㄳ', "'; drop table products; --", '가'.repeat(50), 'ㅋ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ'])(
    'odd keyword %p: an answer, never a 500, on both endpoints',
    async (keyword) => {
      const suggested = await suggest(keyword);
      expect(suggested.status).toBe(200);
      const searched = await api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword.toWellFormed())}`);
      expect(searched.status).toBe(200);
      expect(searched.body.total).toBeGreaterThanOrEqual(0);
    },
  );

  test('decomposed Hangul (NFD, as some keyboards send it) matches like composed', async () => {
    const composed = (await suggest('캔들')).body;
    const decomposed = (await suggest('캔들'.normalize('NFD'))).body;
    expect(decomposed.products.map((product) => product.id)).toEqual(composed.products.map((product) => product.id));
  });
});
