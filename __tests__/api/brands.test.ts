/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import type { BrandDetail, BrandItem, BrandList } from '@/lib/catalog/catalog.contract';
import { withApi } from '../helpers/api';
import { product } from '../helpers/shop';

const ctx = withApi();
const { api } = ctx;
/** Fixture brands: a best seller, a new one with no products, an old one. */
const fx = { top: 0, empty: 0, old: 0 };

async function insertBrand(name: string, values: { isNew?: number; createdAt: string }) {
  const row = await ctx.db
    .insertInto('brands')
    .values({ ownerUserId: null, name, description: `${name} 이야기`, logoUrl: `/logos/${name}.png`, minimumOrderAmount: 70000, isNew: 0, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertProduct(brandId: number, salesCount: number, status: 'active' | 'hidden' = 'active') {
  await product(ctx.db, brandId, { categoryId: 131, name: '브랜드 테스트 키링', wholesalePrice: 3000, retailPrice: 6000, stock: 10, images: '[]', salesCount, status });
}

beforeAll(async () => {
  fx.top = await insertBrand('가나다 베스트', { createdAt: '2026-01-02T00:00:00.000Z' });
  fx.empty = await insertBrand('힣 새내기', { isNew: 1, createdAt: '2099-01-01T00:00:00.000Z' });
  fx.old = await insertBrand('가나 오래된', { createdAt: '2000-01-01T00:00:00.000Z' });
  await insertProduct(fx.top, 5_000_000);
  await insertProduct(fx.top, 5_000_000);
  await insertProduct(fx.top, 1, 'hidden');
  await insertProduct(fx.old, 0);
});

const brands = (query: string) => api<BrandList>(`/brands?${query}`);

/** What the database says, computed here independently of the service. */
async function expectedBrands() {
  const rows = await ctx.db.selectFrom('brands').select(['id', 'name', 'isNew', 'createdAt']).execute();
  const products = await ctx.db.selectFrom('products').select(['brandId', 'salesCount']).where('status', '=', 'active').execute();
  return rows.map((row) => {
    const own = products.filter((p) => p.brandId === row.id);
    return { ...row, productCount: own.length, sales: own.reduce((sum, p) => sum + p.salesCount, 0) };
  });
}

describe('GET /brands', () => {
  test('lists every brand by name (가나다), with product counts of products on sale', async () => {
    const { status, body } = await brands('limit=100');
    expect(status).toBe(200);
    const expected = await expectedBrands();
    const byName = [...expected].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    expect(body).toMatchObject({ total: expected.length, page: 1, limit: 100, totalPages: 1 });
    expect(body.items.map((b) => b.id)).toEqual(byName.map((b) => b.id));
    for (const item of body.items) expect(item.productCount).toBe(expected.find((e) => e.id === item.id)!.productCount);
    const top = body.items.find((b) => b.id === fx.top) as BrandItem;
    expect(top).toEqual({
      id: fx.top,
      name: '가나다 베스트',
      description: '가나다 베스트 이야기',
      logoUrl: '/logos/가나다 베스트.png',
      minimumOrderAmount: 70000,
      isNew: false,
      productCount: 2,
    });
    expect(body.items.find((b) => b.id === fx.empty)?.productCount).toBe(0);
  });

  test('order=latest: newest brand first', async () => {
    const items = (await brands('limit=100&order=latest')).body.items;
    expect(items[0].id).toBe(fx.empty);
    expect(items[items.length - 1].id).toBe(fx.old);
    const expected = await expectedBrands();
    const created = items.map((b) => expected.find((e) => e.id === b.id)!.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  test('order=popular: most units sold (products on sale) first, ties by id', async () => {
    const items = (await brands('limit=100&order=popular')).body.items;
    const expected = await expectedBrands();
    const byPopularity = [...expected].sort((a, b) => b.sales - a.sales || a.id - b.id);
    expect(items.map((b) => b.id)).toEqual(byPopularity.map((b) => b.id));
    expect(items[0].id).toBe(fx.top);
  });

  test('new=true: only new brands', async () => {
    const { body } = await brands('new=true&limit=100');
    const expected = (await expectedBrands()).filter((b) => b.isNew === 1);
    expect(body.total).toBe(expected.length);
    expect(body.items.every((b) => b.isNew)).toBe(true);
    expect(body.items.map((b) => b.id)).toContain(fx.empty);
  });

  test('pages are slices of the same order', async () => {
    const whole = (await brands('limit=100')).body.items.map((b) => b.id);
    const second = await brands('limit=3&page=2');
    expect(second.body).toMatchObject({ page: 2, limit: 3, total: whole.length, totalPages: Math.ceil(whole.length / 3) });
    expect(second.body.items.map((b) => b.id)).toEqual(whole.slice(3, 6));
  });

  test.each([
    ['order=best', 'order', apiMessages.catalog.invalid.order],
    ['page=0', 'page', apiMessages.catalog.invalid.page],
    ['limit=1000', 'limit', apiMessages.catalog.invalid.limit],
    ['new=maybe', 'new', apiMessages.catalog.invalid.new],
  ])('%s is 400', async (query, field, message) => {
    const { status, body } = await brands(query);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field, message });
  });
});

describe('GET /brands/{idBrand}', () => {
  test('one brand with its product count', async () => {
    const { status, body } = await api<BrandDetail>(`/brands/${fx.top}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: fx.top, name: '가나다 베스트', productCount: 2, minimumOrderAmount: 70000, createdAt: '2026-01-02T00:00:00.000Z' });
  });

  test('a missing brand is 404, a malformed id 400', async () => {
    const missing = await api('/brands/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: apiMessages.catalog.brandNotFound });
    const malformed = await api('/brands/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'VALIDATION', field: 'idBrand', message: apiMessages.catalog.invalid.brandId });
  });
});
