/** @jest-environment node */
import type { SearchResult } from '@/lib/catalog/catalog.contract';
import { reindexBrands, reindexProducts } from '@/lib/catalog/server/search';
import { withApi } from '../helpers/api';
import { brand, product } from '../helpers/shop';

/**
 * The rank rules of GET /search (docs/DECISIONS.md) on products of one brand (the brand filter
 * keeps the seeded catalogue out): what can be ordered first, then the name's head word, another
 * whole word, a word's start, elsewhere in the name, the same for initials, brand or category
 * only; best sellers first within each. And the typo suggestion.
 */
const ctx = withApi();
const { api } = ctx;
let brandId = 0;

beforeAll(async () => {
  brandId = await brand(ctx.db, { name: '랭킹상회' });
  const add = (name: string, categoryId: number, salesCount: number, stock = 100, minOrderQty = 1) =>
    product(ctx.db, brandId, { name, categoryId, salesCount, stock, minOrderQty });
  const ids = [
    await add('라벤더 소이 캔들', 161, 5),
    await add('캔들 홀더', 164, 50),
    await add('캔들워머 램프', 164, 60),
    await add('향초캔들 세트', 161, 70),
    // In the candle categories without 캔들 in its name, sold well: brand or category only.
    await add('라벤더 인센스 홀더 세트', 163, 900),
    // Sold out (no stock), and below its minimum order: last whatever they sold.
    await add('블랙체리 리드 디퓨저', 162, 800, 0),
    await add('품절 소이 캔들', 161, 1000, 0),
    await add('미니 소이 캔들', 161, 3, 2, 5),
    await add('코듀로이 버킷햇', 202, 5000),
  ];
  await reindexBrands(ctx.db, [brandId]);
  await reindexProducts(ctx.db, ids);
});

const search = async (keyword: string) =>
  (await api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword)}&brand=${brandId}&limit=100`)).body;
const names = (result: SearchResult) => result.items.map((item) => item.name);

describe('GET /search ranking', () => {
  test('캔들: candles first, then names with 캔들 as another word, a word start, inside a word; category only after; sold out last', async () => {
    expect(names(await search('캔들'))).toEqual([
      '라벤더 소이 캔들',
      '캔들 홀더',
      '캔들워머 램프',
      '향초캔들 세트',
      '라벤더 인센스 홀더 세트',
      '품절 소이 캔들',
      '미니 소이 캔들',
      '블랙체리 리드 디퓨저',
    ]);
  });

  test('ㅋㄷ: initials of a whole word before a word starting with them (the corduroy hat), best sellers first within', async () => {
    const order = names(await search('ㅋㄷ'));
    expect(order.slice(0, 5)).toEqual(['라벤더 소이 캔들', '캔들 홀더', '코듀로이 버킷햇', '캔들워머 램프', '향초캔들 세트']);
    expect(order.slice(-3)).toEqual(['품절 소이 캔들', '미니 소이 캔들', '블랙체리 리드 디퓨저']);
  });

  test('several words add up: both in the name before one in the name and one in the category', async () => {
    expect(names(await search('라벤더 캔들')).slice(0, 2)).toEqual(['라벤더 소이 캔들', '라벤더 인센스 홀더 세트']);
  });

  test('a found keyword carries no suggestion', async () => {
    expect((await search('캔들')).suggestion).toBeNull();
  });
});

describe('GET /search typo suggestion', () => {
  test('키랑 finds nothing and suggests 키링, which finds key rings', async () => {
    const typo = (await api<SearchResult>(`/search?keyword=${encodeURIComponent('키랑')}`)).body;
    expect(typo).toMatchObject({ total: 0, items: [], keyword: '키랑', suggestion: '키링' });
    const rings = (await api<SearchResult>(`/search?keyword=${encodeURIComponent(typo.suggestion!)}`)).body;
    expect(rings.total).toBeGreaterThan(0);
    expect(rings.items[0].name).toContain('키링');
  });

  test('a brand name typed one jamo wrong suggests the brand', async () => {
    expect((await api<SearchResult>(`/search?keyword=${encodeURIComponent('랭킹상희')}`)).body.suggestion).toBe('랭킹상회');
  });

  test('nothing close, initials or one syllable: no suggestion', async () => {
    for (const keyword of ['존재하지않는상품명', 'ㅋㄹ', '뷁']) {
      expect((await api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword)}`)).body.suggestion).toBeNull();
    }
  });

  test('a keyword the filters empty is no typo: no suggestion', async () => {
    const body = (await api<SearchResult>(`/search?keyword=${encodeURIComponent('캔들')}&brand=${brandId}&minPrice=400&maxPrice=500`)).body;
    expect(body.total).toBe(0);
    expect(body.suggestion).toBeNull();
  });
});
