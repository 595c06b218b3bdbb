/** @jest-environment node */
import { createSession, revokeSession, findSessionUser } from '@/lib/server/auth/sessions';
import type { FavoriteList, ProductDetail, ProductList } from '@/lib/catalog/catalog.contract';
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';
import { apiMessages } from '@/lib/messages/api';

const ctx = withApi();
const { api } = ctx;
let retailer = '';
let pending = '';
let brandUser = '';
let productIds: number[] = [];
let hiddenId = 0;

async function tokenFor(email: string): Promise<string> {
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await createSession(ctx.db, user.id)).token;
}

const toggle = (idProduct: unknown, token: string | null) => api('/products/favorite', { method: 'POST', body: { idProduct }, token });
const favorites = (query: string, token: string | null) => api<FavoriteList>(`/products/favorite?${query}`, { token });

beforeAll(async () => {
  retailer = await tokenFor('retailer@demo.kr');
  pending = await tokenFor('pending@demo.kr');
  brandUser = await tokenFor('brand@demo.kr');
  const rows = await ctx.db.selectFrom('products').select('id').where('status', '=', 'active').orderBy('id').limit(5).execute();
  productIds = rows.map((row) => row.id);
  const hidden = await ctx.db
    .insertInto('products')
    .values({
      brandId: (await ctx.db.selectFrom('brands').select('id').executeTakeFirstOrThrow()).id,
      categoryId: 121,
      name: '숨긴 상품',
      description: '',
      wholesalePrice: 1000,
      retailPrice: 2000,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: 1,
      stock: 1,
      colors: '[]',
      sizes: '[]',
      images: '[]',
      isNew: 0,
      salesCount: 0,
      status: 'hidden',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  hiddenId = hidden.id;
});

describe('POST /products/favorite', () => {
  test('anonymous callers get 401, for the toggle and the list', async () => {
    for (const answer of [await toggle(productIds[0], null), await favorites('', null)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHORIZED', message: apiMessages.unauthorized });
    }
  });

  test('a revoked session gets 401', async () => {
    const token = await tokenFor('retailer@demo.kr');
    const user = await findSessionUser(ctx.db, token);
    await revokeSession(ctx.db, user!.sessionId);
    expect((await toggle(productIds[0], token)).status).toBe(401);
  });

  test('toggles on, then off, and the lists follow', async () => {
    const id = productIds[0];
    const on = await toggle(id, retailer);
    expect(on).toMatchObject({ status: 200, body: { idProduct: id, isFavorite: true } });

    const mine = (await favorites('', retailer)).body;
    expect(mine.items.map((i) => i.id)).toEqual([id]);
    expect(mine.items[0]).toMatchObject({ isFavorite: true, price: expect.any(Number) });
    expect((await api<ProductDetail>(`/products/${id}`, { token: retailer })).body.isFavorite).toBe(true);
    const { brandId } = await ctx.db.selectFrom('products').select('brandId').where('id', '=', id).executeTakeFirstOrThrow();
    const listed = (await api<ProductList>(`/products?limit=100&brand=${brandId}`, { token: retailer })).body.items;
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.filter((i) => i.isFavorite).map((i) => i.id)).toEqual([id]);
    // Other callers do not see the retailer's wishlist.
    const anonymous = (await api<ProductList>(`/products?limit=100&brand=${brandId}`)).body.items;
    expect(anonymous.some((i) => i.isFavorite)).toBe(false);
    const other = (await api<ProductDetail>(`/products/${id}`, { token: brandUser })).body;
    expect(other.isFavorite).toBe(false);

    const off = await toggle(id, retailer);
    expect(off).toMatchObject({ status: 200, body: { idProduct: id, isFavorite: false } });
    expect((await favorites('', retailer)).body).toMatchObject({ items: [], total: 0, totalPages: 0 });
    expect((await api<ProductDetail>(`/products/${id}`, { token: retailer })).body.isFavorite).toBe(false);
  });

  test('a list GET /products shares among the callers who see the same prices carries each caller\'s own hearts, and follows a change at once', async () => {
    const [first, second] = [await member(ctx.db), await member(ctx.db)];
    const id = productIds[2];
    const { brandId } = await ctx.db.selectFrom('products').select('brandId').where('id', '=', id).executeTakeFirstOrThrow();
    const url = `/products?limit=100&brand=${brandId}`;
    const hearts = async (token: string) => (await api<ProductList>(url, { token })).body.items.filter((i) => i.isFavorite).map((i) => i.id);
    await toggle(id, first.token);
    expect(await hearts(first.token)).toEqual([id]);
    expect(await hearts(second.token)).toEqual([]);
    expect(await hearts(first.token)).toEqual([id]);
    // The same list otherwise, field for field.
    const [a, b] = [(await api<ProductList>(url, { token: first.token })).body, (await api<ProductList>(url, { token: second.token })).body];
    expect({ ...a, items: a.items.map((i) => ({ ...i, isFavorite: false })) }).toEqual(b);

    const { stock } = await ctx.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('products').set({ stock: stock + 7 }).where('id', '=', id).execute();
    const listed = (await api<ProductList>(url, { token: second.token })).body.items.find((i) => i.id === id);
    expect(listed?.stock).toBe(stock + 7);
    await toggle(id, first.token);
  });

  test('the id may come as a decimal string', async () => {
    const answer = await toggle(String(productIds[1]), brandUser);
    expect(answer.body).toEqual({ idProduct: productIds[1], isFavorite: true });
    await toggle(productIds[1], brandUser);
  });

  test('an unknown or hidden product is 404', async () => {
    for (const id of [99_999_999, hiddenId]) {
      const { status, body } = await toggle(id, retailer);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: apiMessages.catalog.productNotFound });
    }
  });

  test('a product hidden after it was liked can still be removed', async () => {
    const id = productIds[4];
    await toggle(id, pending);
    await ctx.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', id).execute();
    try {
      expect((await favorites('', pending)).body.total).toBe(0);
      expect((await toggle(id, pending)).body).toEqual({ idProduct: id, isFavorite: false });
    } finally {
      await ctx.db.updateTable('products').set({ status: 'active' }).where('id', '=', id).execute();
    }
  });

  test.each([[undefined], ['abc'], [0], [-1], [1.5], [null], [[1]]])('idProduct %p is 400 naming idProduct', async (idProduct) => {
    const { status, body } = await toggle(idProduct, retailer);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field: 'idProduct', message: apiMessages.catalog.invalid.productId });
  });
});

describe('GET /products/favorite', () => {
  test('newest first, paginated like /products, with the caller\'s prices', async () => {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', 'pending@demo.kr').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('favorites').where('userId', '=', user.id).execute();
    // Liked in the order 0, 1, 2, 3 a minute apart.
    await ctx.db
      .insertInto('favorites')
      .values(productIds.slice(0, 4).map((productId, i) => ({ userId: user.id, productId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })))
      .execute();

    const first = (await favorites('limit=3', pending)).body;
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3, totalPages: 2 });
    expect(first.items.map((i) => i.id)).toEqual([productIds[3], productIds[2], productIds[1]]);
    expect(first.items.every((i) => i.isFavorite && i.price === null && i.wholesalePrice === null)).toBe(true);
    const second = (await favorites('limit=3&page=2', pending)).body;
    expect(second.items.map((i) => i.id)).toEqual([productIds[0]]);
  });

  test('bad paging is 400', async () => {
    const { status, body } = await favorites('limit=500', retailer);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field: 'limit', message: apiMessages.catalog.invalid.limit });
  });
});
