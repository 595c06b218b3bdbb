/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import type { SearchResult } from '@/lib/contract/catalog';
import { withApi } from '../helpers/api';
import { catalogMessages } from '@/lib/messages/catalog';

const ctx = withApi();
const { api } = ctx;
let retailer = '';
const ids: Record<string, number> = {};

async function insertBrand(name: string) {
  const row = await ctx.db
    .insertInto('brands')
    .values({ ownerUserId: null, name, description: '', logoUrl: '', minimumOrderAmount: 0, isNew: 0, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertProduct(name: string, brandId: number, wholesalePrice: number, status: 'active' | 'hidden' = 'active') {
  const now = new Date().toISOString();
  const row = await ctx.db
    .insertInto('products')
    .values({
      brandId,
      categoryId: 161,
      name,
      description: '',
      wholesalePrice,
      retailPrice: wholesalePrice * 2,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: 1,
      stock: 10,
      colors: '[]',
      sizes: '[]',
      images: '[]',
      isNew: 0,
      salesCount: 0,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[name] = row.id;
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
    expect(body).toEqual({ code: 'VALIDATION', field: 'keyword', message: catalogMessages.invalid.keyword });
  });

  test('a missing keyword is 400, bad paging too', async () => {
    expect((await api('/search')).body).toEqual({ code: 'VALIDATION', field: 'keyword', message: catalogMessages.invalid.keyword });
    expect((await search('머그', '&page=0')).body).toMatchObject({ code: 'VALIDATION', field: 'page' });
  });
});
