/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { createSession } from '@/lib/server/auth/sessions';
import type { SearchResult } from '@/lib/catalog/catalog.contract';
import { withApi } from '../helpers/api';
import { product } from '../helpers/shop';
import { reindexBrands, reindexProducts } from '@/lib/catalog/server/search';
import { reindexAll } from '@/lib/catalog/server/searchIndexer';

const ctx = withApi();
const { api } = ctx;
let retailer = '';
const ids: Record<string, number> = {};

const brandIds: number[] = [];

async function insertBrand(name: string) {
  const row = await ctx.db
    .insertInto('brands')
    .values({ ownerUserId: null, name, description: '', logoUrl: '', minimumOrderAmount: 0, isNew: 0, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  brandIds.push(row.id);
  return row.id;
}

async function insertProduct(
  name: string,
  brandId: number,
  wholesalePrice: number,
  status: 'active' | 'hidden' = 'active',
  extra: { categoryId?: number; salesCount?: number } = {},
) {
  ids[name] = await product(ctx.db, brandId, {
    categoryId: extra.categoryId ?? 161,
    name,
    wholesalePrice,
    retailPrice: wholesalePrice * 2,
    stock: 10,
    images: '[]',
    salesCount: extra.salesCount ?? 0,
    status,
  });
}

beforeAll(async () => {
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  retailer = (await createSession(ctx.db, user.id)).token;
  const plain = await insertBrand('평범상회');
  const zeta = await insertBrand('Zeta검색공방');
  await insertProduct('검색용 유리 머그컵', plain, 4000);
  await insertProduct('검색용 100% 면 양말', plain, 3000);
  await insertProduct('검색용 100개 세트', plain, 9000);
  await insertProduct('검색용 언더_바 키링', plain, 2000);
  await insertProduct('검색용 ABC Candle', plain, 7000);
  await insertProduct('무관 언더X바 키링', plain, 2500);
  await insertProduct('검색용 숨긴 상품', plain, 1000, 'hidden');
  await insertProduct('무지 노트', zeta, 5000);
  await insertProduct('무지 펜', zeta, 6000);
  // Korean matching (ids 15 크리스마스, 162 디퓨저 of lib/catalog/categories.ts).
  const sosohan = await insertBrand('소소한 하루 테스트');
  await insertProduct('테스트 라벤더 캔들', sosohan, 8000, 'active', { salesCount: 5 });
  await insertProduct('테스트 캔들 디퓨저 세트', sosohan, 12000, 'active', { categoryId: 162, salesCount: 50 });
  await insertProduct('테스트 트리 오너먼트', plain, 3000, 'active', { categoryId: 15 });
  await insertProduct('테스트', plain, 1000, 'active', { categoryId: 201, salesCount: 1 });
  await insertProduct('테스트 머그', plain, 1000, 'active', { categoryId: 121, salesCount: 2 });
  await insertProduct('오늘도 테스트', plain, 1000, 'active', { categoryId: 121, salesCount: 900 });
  // Written straight to the tables, so indexed the way every product writer must (lib/catalog/server/searchIndexer.ts).
  await reindexBrands(ctx.db, brandIds);
  await reindexProducts(ctx.db, Object.values(ids));
});

const search = (keyword: string, extra = '', token?: string) =>
  api<SearchResult>(`/search?keyword=${encodeURIComponent(keyword)}${extra}`, { token });
const names = (result: SearchResult) => result.items.map((item) => item.name).sort();

describe('GET /search', () => {
  test('matches product names (substring), never hidden products', async () => {
    const { status, body } = await search('검색용', '&limit=100');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['검색용 100% 면 양말', '검색용 100개 세트', '검색용 ABC Candle', '검색용 언더_바 키링', '검색용 유리 머그컵']);
    expect(body).toMatchObject({ total: 5, keyword: '검색용', page: 1, limit: 100, totalPages: 1 });
  });

  test('matches brand names, case-insensitively', async () => {
    expect(names((await search('zeta검색')).body)).toEqual(['무지 노트', '무지 펜']);
    expect(names((await search('abc candle')).body)).toEqual(['검색용 ABC Candle']);
  });

  test('LIKE wildcards in the keyword match themselves', async () => {
    // Unescaped, '%' would also match '검색용 100개 세트' and '_' '무관 언더X바 키링'.
    expect(names((await search('검색용 100%')).body)).toEqual(['검색용 100% 면 양말']);
    expect(names((await search('언더_바')).body)).toEqual(['검색용 언더_바 키링']);
    const underscore = (await search('_', '&limit=100')).body;
    expect(underscore.items.every((item) => item.name.includes('_') || item.brandName.includes('_'))).toBe(true);
    expect(underscore.items.map((item) => item.id)).toContain(ids['검색용 언더_바 키링']);
    const backslash = await search('\\');
    expect(backslash.status).toBe(200);
    expect(backslash.body.total).toBe(0);
  });

  test('the keyword is trimmed', async () => {
    const { body } = await search('  검색용 유리  ');
    expect(body.keyword).toBe('검색용 유리');
    expect(names(body)).toEqual(['검색용 유리 머그컵']);
  });

  test('same prices, paging and orders as /products', async () => {
    const anonymous = (await search('검색용', '&order=price_asc')).body;
    expect(anonymous.items.map((i) => i.retailPrice)).toEqual([4000, 6000, 8000, 14000, 18000]);
    expect(anonymous.items.every((i) => i.price === null && i.wholesalePrice === null)).toBe(true);
    const member = (await search('검색용', '&order=price_desc&limit=2&page=2', retailer)).body;
    expect(member).toMatchObject({ total: 5, page: 2, limit: 2, totalPages: 3 });
    expect(member.items.map((i) => i.price)).toEqual([4000, 3000]);
  });

  test('no match is an empty page', async () => {
    expect((await search('존재하지않는상품명')).body).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['가'.repeat(51), 'over 50 characters'],
  ])('keyword %p (%s) is 400 naming keyword', async (keyword) => {
    const { status, body } = await search(keyword);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field: 'keyword', message: apiMessages.catalog.invalid.keyword });
  });

  test('a missing keyword is 400, bad paging too', async () => {
    expect((await api('/search')).body).toEqual({ code: 'VALIDATION', field: 'keyword', message: apiMessages.catalog.invalid.keyword });
    expect((await search('머그', '&page=0')).body).toMatchObject({ code: 'VALIDATION', field: 'page' });
  });
});

describe('GET /search in Korean', () => {
  const found = async (keyword: string, extra = '&limit=100') => names((await search(keyword, extra)).body);

  test('initials (choseong) find names, brands and categories', async () => {
    expect(await found('ㅋㄷ')).toEqual(expect.arrayContaining(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']));
    const brand = await found('ㅅㅅㅎㅎㄹ');
    expect(brand).toEqual(expect.arrayContaining(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']));
    expect(brand).not.toContain('테스트 트리 오너먼트');
    // Initials must be in one name, in order.
    expect(await found('ㅋㄷㄹㅂ')).toEqual([]);
  });

  test('spacing does not matter', async () => {
    const spaced = await found('소소한 하루');
    const joined = await found('소소한하루');
    expect(joined).toEqual(expect.arrayContaining(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']));
    expect(joined).toEqual(spaced);
    expect(await found('라벤더캔들')).toContain('테스트 라벤더 캔들');
  });

  test('every word must match, in the name, brand or category', async () => {
    expect(await found('테스트 디퓨저 세트')).toEqual(['테스트 캔들 디퓨저 세트']);
    expect(await found('라벤더 머그')).toEqual([]);
    // 캔들/디퓨저/인센스 is the parent category of both candles.
    expect(await found('테스트 캔들 인센스')).toEqual(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']);
    // 소소한 is the brand of both; 디퓨저 the category of the set, the parent category of the other.
    expect(await found('디퓨저 소소한')).toEqual(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']);
    expect(await found('세트 소소한하루테스트')).toEqual(['테스트 캔들 디퓨저 세트']);
  });

  test('a category name finds its products', async () => {
    expect(await found('크리스마스')).toContain('테스트 트리 오너먼트');
    expect(await found('ㅋㄹㅅㅁㅅ')).toContain('테스트 트리 오너먼트');
  });

  test('small vowel typos still find the product', async () => {
    expect(await found('켄들')).toEqual(expect.arrayContaining(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']));
    expect(await found('디퓨져')).toContain('테스트 캔들 디퓨저 세트');
    // A different consonant is not a typo we forgive.
    expect(await found('칸들 테스트')).toEqual([]);
  });

  test('one character matches anywhere in a name, the last one too', async () => {
    expect(await found('그')).toContain('테스트 머그');
    const pens = (await search('펜', '&limit=100')).body.items;
    expect(pens.map((item) => item.name)).toContain('무지 펜');
    // 펜 also meets 팬 (ㅐ/ㅔ), e.g. 팬츠.
    expect(pens.every((item) => /[펜팬]/.test(item.name + item.brandName))).toBe(true);
  });

  test('relevance: names whose head word is the keyword, then names with it as another word, best sellers first in each', async () => {
    const { body } = await search('테스트', '&limit=100');
    const order = body.items.map((item) => item.name);
    // 테스트 is the last (head) word of '오늘도 테스트' and of '테스트': those first, the best seller first.
    expect(order).toEqual(['오늘도 테스트', '테스트', '테스트 캔들 디퓨저 세트', '테스트 라벤더 캔들', '테스트 머그', '테스트 트리 오너먼트']);
    expect(body.total).toBe(6);
  });

  test('the filters of /products apply', async () => {
    const mugs = await found('테스트', '&limit=100&idCategory=120');
    expect(mugs).toEqual(['오늘도 테스트', '테스트 머그']);
    const byBrand = (await search('테스트', `&brand=${brandIds[2]}`)).body;
    expect(byBrand.items.map((item) => item.name).sort()).toEqual(['테스트 라벤더 캔들', '테스트 캔들 디퓨저 세트']);
    expect((await search('테스트', '&minPrice=5&maxPrice=1')).status).toBe(400);
  });

  test('products renamed are found by their new name only', async () => {
    await ctx.db.updateTable('products').set({ name: '테스트 새이름 향초' }).where('id', '=', ids['테스트 라벤더 캔들']).execute();
    await reindexProducts(ctx.db, [ids['테스트 라벤더 캔들']]);
    expect(await found('새이름')).toEqual(['테스트 새이름 향초']);
    expect(await found('라벤더')).toEqual([]);
    await ctx.db.updateTable('products').set({ name: '테스트 라벤더 캔들' }).where('id', '=', ids['테스트 라벤더 캔들']).execute();
    await reindexProducts(ctx.db, [ids['테스트 라벤더 캔들']]);
    expect(await found('라벤더')).toEqual(['테스트 라벤더 캔들']);
  });

  test('the seeded catalogue is indexed: its first brand is found by initials', async () => {
    const { body } = await search('ㅅㅅㅎㅎㄹ', '&limit=100');
    const seededBrand = await ctx.db.selectFrom('brands').select('id').where('name', '=', '소소한 하루').executeTakeFirstOrThrow();
    expect(body.items.some((item) => item.idBrand === seededBrand.id)).toBe(true);
  });

  test('past the last page: no items, the right total', async () => {
    const { body } = await search('테스트', '&limit=2&page=9');
    expect(body).toMatchObject({ items: [], total: 6, page: 9, totalPages: 3 });
  });

  test('the whole index can be rebuilt from the tables (what migration 0003 does for an old database)', async () => {
    const before = names((await search('ㅅㅅㅎㅎㄹ', '&limit=100')).body);
    await ctx.db.deleteFrom('searchGrams').execute();
    await ctx.db.deleteFrom('searchProducts').execute();
    await ctx.db.deleteFrom('searchBrands').execute();
    expect((await search('ㅅㅅㅎㅎㄹ')).body.total).toBe(0);
    await reindexAll(ctx.db);
    expect(names((await search('ㅅㅅㅎㅎㄹ', '&limit=100')).body)).toEqual(before);
    expect((await api<{ brands: { name: string }[] }>('/search/suggest?keyword=%EC%86%8C%EC%86%8C')).body.brands.map((brand) => brand.name)).toContain('소소한 하루');
  });
});
