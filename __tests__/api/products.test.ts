/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { createSession } from '@/lib/server/auth/sessions';
import { setProductOptions } from '@/lib/catalog/server/options';
import { reindexProducts } from '@/lib/catalog/server/searchIndexer';
import type { NewProduct } from '@/lib/server/db/schema';
import type { ProductDetail, ProductList, ProductListItem } from '@/lib/catalog/catalog.contract';
import { withApi } from '../helpers/api';

const ctx = withApi();
const { api } = ctx;
const tokens: Record<'retailer' | 'pending' | 'brand', string> = { retailer: '', pending: '', brand: '' };

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Fixture brands F (most products) and G (one product), apart from the seeded catalogue. */
let brandF = 0;
let brandG = 0;
/** The seeded brand owned by brand@demo.kr. */
let ownBrand = 0;
const ids: Record<string, number> = {};

async function insertBrand(name: string): Promise<number> {
  const row = await ctx.db
    .insertInto('brands')
    .values({ ownerUserId: null, name, description: `${name} 소개`, logoUrl: `/logos/${name}.png`, minimumOrderAmount: 50000, isNew: 0, createdAt: at(0) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertProduct(key: string, values: Partial<NewProduct> & Pick<NewProduct, 'brandId' | 'categoryId' | 'wholesalePrice' | 'retailPrice'>) {
  const row = await ctx.db
    .insertInto('products')
    .values({
      name: `픽스처 ${key}`,
      description: `${key} 상품 설명`,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: 2,
      stock: 100,
      colors: '[]',
      sizes: '[]',
      images: JSON.stringify([`/img/${key}-1.png`, `/img/${key}-2.png`]),
      isNew: 0,
      salesCount: 0,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
  // Every writer of products indexes them for search (lib/catalog/server/searchIndexer.ts).
  await reindexProducts(ctx.db, [row.id]);
}

async function userId(email: string): Promise<number> {
  const row = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  tokens.retailer = (await createSession(ctx.db, await userId('retailer@demo.kr'))).token;
  tokens.pending = (await createSession(ctx.db, await userId('pending@demo.kr'))).token;
  tokens.brand = (await createSession(ctx.db, await userId('brand@demo.kr'))).token;

  ownBrand = (await ctx.db.selectFrom('brands').select('id').where('ownerUserId', '=', await userId('brand@demo.kr')).executeTakeFirstOrThrow()).id;
  brandF = await insertBrand('픽스처공방');
  brandG = await insertBrand('지공방');
  const f = brandF;
  // key: category, wholesale / retail, options, created, sales, flags
  await insertProduct('P1', { brandId: f, categoryId: 121, wholesalePrice: 10000, retailPrice: 20000, colors: '["빨강","파랑"]', sizes: '["S","M"]', createdAt: '2026-01-01T00:00:00.000Z', salesCount: 50 });
  await insertProduct('P2', { brandId: f, categoryId: 122, wholesalePrice: 30000, retailPrice: 60000, colors: '["파랑","Navy"]', sizes: '["L"]', createdAt: '2026-01-03T00:00:00.000Z', salesCount: 10, isNew: 1 });
  await insertProduct('P3', { brandId: f, categoryId: 201, wholesalePrice: 5000, retailPrice: 9000, colors: '["라이트_블루","검정"]', sizes: '["FREE"]', createdAt: '2026-01-02T00:00:00.000Z', salesCount: 50 });
  // Flash sale running now: 20,000 instead of 40,000 (50 % off).
  await insertProduct('P4', { brandId: f, categoryId: 121, wholesalePrice: 40000, retailPrice: 80000, flashSalePrice: 20000, flashSaleStartsAt: at(-HOUR), flashSaleEndsAt: at(HOUR), createdAt: '2026-01-04T00:00:00.000Z', salesCount: 5 });
  // Flash sale over, and one not yet started.
  await insertProduct('P5', { brandId: f, categoryId: 124, wholesalePrice: 8000, retailPrice: 16000, flashSalePrice: 4000, flashSaleStartsAt: at(-3 * HOUR), flashSaleEndsAt: at(-HOUR), createdAt: '2026-01-05T00:00:00.000Z', salesCount: 100 });
  await insertProduct('P6', { brandId: f, categoryId: 211, wholesalePrice: 12000, retailPrice: 24000, flashSalePrice: 6000, flashSaleStartsAt: at(HOUR), flashSaleEndsAt: at(3 * HOUR), createdAt: '2026-01-06T00:00:00.000Z', salesCount: 0 });
  await insertProduct('P7', { brandId: f, categoryId: 121, wholesalePrice: 1000, retailPrice: 2000, status: 'hidden', createdAt: '2026-01-08T00:00:00.000Z', salesCount: 999 });
  await insertProduct('P8', { brandId: f, categoryId: 204, wholesalePrice: 520000, retailPrice: 600000, stock: 0, images: '[]', createdAt: '2026-01-07T00:00:00.000Z', salesCount: 7 });
  await insertProduct('P9', { brandId: brandG, categoryId: 121, wholesalePrice: 25000, retailPrice: 50000, createdAt: '2026-01-09T00:00:00.000Z', salesCount: 1 });
});

const list = (query: string, token?: string) => api<ProductList>(`/products?${query}`, { token });
const keysOf = (items: ProductListItem[]) => items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `seed:${item.id}`);
const fixtureKeys = async (query: string, token?: string) => {
  const { status, body } = await list(`brand=${brandF}&limit=100&${query}`, token);
  expect(status).toBe(200);
  return keysOf(body.items);
};

describe('GET /products: paging', () => {
  test('defaults to page 1 of 24 with the total of products on sale', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const active = await ctx.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();
    expect(body.total).toBe(Number(active.n));
    expect(body).toMatchObject({ page: 1, limit: 24, totalPages: Math.ceil(Number(active.n) / 24) });
    expect(body.items).toHaveLength(24);
  });

  test('pages are consecutive slices of one deterministic order, with nothing hidden', async () => {
    const whole = (await list('limit=100&order=popular')).body;
    const pages: number[] = [];
    for (let page = 1; page <= 4; page++) pages.push(...(await list(`limit=7&page=${page}&order=popular`)).body.items.map((i) => i.id));
    expect(pages).toEqual(whole.items.slice(0, 28).map((i) => i.id));
    expect(whole.items.map((i) => i.id)).not.toContain(ids.P7);
  });

  test('a page past the end is empty but keeps the total', async () => {
    const { body } = await list(`brand=${brandF}&limit=5&page=3`);
    expect(body).toMatchObject({ total: 7, page: 3, limit: 5, totalPages: 2, items: [] });
  });
});

describe('GET /products: orders', () => {
  test('latest: newest first', async () => {
    expect(await fixtureKeys('order=latest')).toEqual(['P8', 'P6', 'P5', 'P4', 'P2', 'P3', 'P1']);
  });

  test('popular: most sold first, ties by newer id', async () => {
    expect(await fixtureKeys('order=popular')).toEqual(['P5', 'P3', 'P1', 'P2', 'P8', 'P4', 'P6']);
  });

  test('recommended (default): new products first, then most sold', async () => {
    expect(await fixtureKeys('')).toEqual(['P2', 'P5', 'P3', 'P1', 'P8', 'P4', 'P6']);
    expect(await fixtureKeys('order=recommended')).toEqual(['P2', 'P5', 'P3', 'P1', 'P8', 'P4', 'P6']);
  });

  test('price orders use the retail price for anonymous callers', async () => {
    expect(await fixtureKeys('order=price_asc')).toEqual(['P3', 'P5', 'P1', 'P6', 'P2', 'P4', 'P8']);
    expect(await fixtureKeys('order=price_desc')).toEqual(['P8', 'P4', 'P2', 'P6', 'P1', 'P5', 'P3']);
  });

  test('price orders use the price a member pays now (flash sale included)', async () => {
    // Effective: P3 5,000 · P5 8,000 (sale over) · P1 10,000 · P6 12,000 (sale not started) · P4 20,000 (on sale) · P2 30,000 · P8
    expect(await fixtureKeys('order=price_asc', tokens.retailer)).toEqual(['P3', 'P5', 'P1', 'P6', 'P4', 'P2', 'P8']);
    expect(await fixtureKeys('order=price_desc', tokens.retailer)).toEqual(['P8', 'P2', 'P4', 'P6', 'P1', 'P5', 'P3']);
    // An uncertified retailer sees retail prices, so sorts like an anonymous caller.
    expect(await fixtureKeys('order=price_asc', tokens.pending)).toEqual(['P3', 'P5', 'P1', 'P6', 'P2', 'P4', 'P8']);
  });

  test('member price order pages through the whole catalogue without gaps or repeats', async () => {
    const { body: whole } = await list('limit=100&order=price_asc', tokens.retailer);
    const prices = whole.items.map((i) => i.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) {
      paged.push(...(await list(`limit=9&page=${page}&order=price_asc`, tokens.retailer)).body.items.map((i) => i.id));
    }
    expect(paged).toEqual(whole.items.slice(0, 27).map((i) => i.id));
  });
});

describe('GET /products: filters', () => {
  test('brand: a comma list of brand ids', async () => {
    const { body } = await list(`brand=${brandF},${brandG}&limit=100`);
    expect(body.total).toBe(8);
    expect(new Set(body.items.map((i) => i.idBrand))).toEqual(new Set([brandF, brandG]));
  });

  test('idCategory: a main category includes its children; a child only itself; 152 is everything', async () => {
    expect((await fixtureKeys('idCategory=120')).sort()).toEqual(['P1', 'P2', 'P4', 'P5']);
    expect((await fixtureKeys('idCategory=121')).sort()).toEqual(['P1', 'P4']);
    expect(await fixtureKeys('idCategory=152')).toHaveLength(7);
  });

  test('virtual main categories: 인기상품 (12) orders by sales, 신상품 (13) by date, unless an order is given', async () => {
    expect(await fixtureKeys('idCategory=12')).toEqual(['P5', 'P3', 'P1', 'P2', 'P8', 'P4', 'P6']);
    expect(await fixtureKeys('idCategory=13')).toEqual(['P8', 'P6', 'P5', 'P4', 'P2', 'P3', 'P1']);
    expect(await fixtureKeys('idCategory=13&order=price_asc')).toEqual(['P3', 'P5', 'P1', 'P6', 'P2', 'P4', 'P8']);
  });

  test('category: a category code works like its id', async () => {
    expect((await fixtureKeys('category=fashion')).sort()).toEqual(['P3', 'P8']);
    expect((await fixtureKeys('category=kitchen-mug')).sort()).toEqual(['P1', 'P4']);
  });

  test('color: one exact colour from the JSON list (case and wildcards taken literally)', async () => {
    expect((await fixtureKeys(`color=${encodeURIComponent('파랑')}`)).sort()).toEqual(['P1', 'P2']);
    expect(await fixtureKeys('color=Navy')).toEqual(['P2']);
    expect(await fixtureKeys('color=navy')).toEqual([]);
    expect(await fixtureKeys(`color=${encodeURIComponent('라이트_블루')}`)).toEqual(['P3']);
    expect(await fixtureKeys(`color=${encodeURIComponent('라이트%')}`)).toEqual([]);
    expect(await fixtureKeys(`color=${encodeURIComponent('라이트X블루')}`)).toEqual([]);
  });

  test('size: a comma list, any of them matches', async () => {
    expect((await fixtureKeys('size=M,L')).sort()).toEqual(['P1', 'P2']);
    expect(await fixtureKeys('size=S')).toEqual(['P1']);
    expect(await fixtureKeys('size=XL')).toEqual([]);
  });

  test('minPrice/maxPrice (thousand won) filter on the retail price for anonymous callers', async () => {
    expect((await fixtureKeys('minPrice=15&maxPrice=25')).sort()).toEqual(['P1', 'P5', 'P6']);
    expect((await list(`brand=${brandF},${brandG}&minPrice=15&maxPrice=25`, tokens.pending)).body.total).toBe(3);
  });

  test('minPrice/maxPrice filter on the price a member pays now', async () => {
    const { body } = await list(`brand=${brandF},${brandG}&minPrice=15&maxPrice=25&limit=100`, tokens.retailer);
    expect(keysOf(body.items).sort()).toEqual(['P4', 'P9']);
    expect(body.total).toBe(2);
    // The rule changed (docs/DECISIONS.md, Roles): a brand user sees other brands' retail prices
    // only, so their lists filter on retail prices: P5 16,000, P1 20,000 and P6 24,000.
    const brandUser = await list(`brand=${brandF},${brandG}&minPrice=15&maxPrice=25&order=price_asc`, tokens.brand);
    expect(keysOf(brandUser.body.items)).toEqual(['P5', 'P1', 'P6']);
  });

  test('maxPrice 500 means no upper bound; 499 stops at 499,000 won', async () => {
    expect(await fixtureKeys('minPrice=500')).toEqual(['P8']);
    expect(await fixtureKeys('minPrice=100&maxPrice=500')).toEqual(['P8']);
    expect(await fixtureKeys('minPrice=100&maxPrice=499')).toEqual([]);
  });

  test('flashSale=true: only products whose sale runs now', async () => {
    expect(await fixtureKeys('flashSale=true')).toEqual(['P4']);
    expect(await fixtureKeys('flashSale=true', tokens.retailer)).toEqual(['P4']);
    expect(await fixtureKeys('idCategory=11')).toEqual(['P4']);
  });

  test('new=true: only new products', async () => {
    expect(await fixtureKeys('new=true')).toEqual(['P2']);
  });

  test('filters combine', async () => {
    expect(await fixtureKeys(`idCategory=120&color=${encodeURIComponent('파랑')}&size=L`)).toEqual(['P2']);
  });
});

describe('GET /products: prices by caller', () => {
  const p1 = (items: ProductListItem[]) => items.find((item) => item.id === ids.P1) as ProductListItem;

  test('anonymous callers see retail prices only', async () => {
    const item = p1((await list(`brand=${brandF}`)).body.items);
    expect(item).toMatchObject({ retailPrice: 20000, wholesalePrice: null, price: null, isFavorite: false });
  });

  test('a valid retailer sees wholesale prices', async () => {
    const item = p1((await list(`brand=${brandF}`, tokens.retailer)).body.items);
    expect(item).toMatchObject({ retailPrice: 20000, wholesalePrice: 10000, price: 10000 });
  });

  // The rule changed (docs/DECISIONS.md, Roles): brand users used to see every wholesale price.
  test("a brand user sees their own brand's wholesale prices and another brand's retail price only", async () => {
    const other = p1((await list(`brand=${brandF}`, tokens.brand)).body.items);
    expect(other).toMatchObject({ retailPrice: 20000, wholesalePrice: null, price: null });
    const own = (await list(`brand=${ownBrand}&limit=100`, tokens.brand)).body.items;
    expect(own.length).toBeGreaterThan(0);
    for (const item of own) {
      expect(item.wholesalePrice).toEqual(expect.any(Number));
      expect(item.price).toEqual(expect.any(Number));
    }
    // Mixed list: only the own brand's items carry wholesale prices.
    const mixed = (await list(`brand=${ownBrand},${brandF}&limit=100`, tokens.brand)).body.items;
    expect(mixed.filter((item) => item.price !== null).every((item) => item.idBrand === ownBrand)).toBe(true);
    expect(mixed.filter((item) => item.idBrand === brandF).every((item) => item.wholesalePrice === null)).toBe(true);
  });

  test('a brand user sorts and filters on retail prices, own products included', async () => {
    const items = (await list(`brand=${ownBrand},${brandF}&limit=100&order=price_asc`, tokens.brand)).body.items;
    const retail = items.map((item) => item.retailPrice);
    expect(retail).toEqual([...retail].sort((a, b) => a - b));
  });

  test('an uncertified (inValid) retailer sees retail prices only', async () => {
    const item = p1((await list(`brand=${brandF}`, tokens.pending)).body.items);
    expect(item).toMatchObject({ wholesalePrice: null, price: null });
  });

  test('an unknown token is served as anonymous', async () => {
    const { status, body } = await list(`brand=${brandF}`, 'not-a-session');
    expect(status).toBe(200);
    expect(p1(body.items).price).toBeNull();
  });

  test('flash sale: the sale price inside the window, the regular price outside it', async () => {
    const items = (await list(`brand=${brandF}&limit=100`, tokens.retailer)).body.items;
    const byKey = Object.fromEntries(items.map((item) => [keysOf([item])[0], item]));
    expect(byKey.P4).toMatchObject({ price: 20000, wholesalePrice: 40000, onFlashSale: true, discountRate: 50 });
    expect(byKey.P4.flashSaleEndsAt).toEqual(expect.any(String));
    expect(byKey.P5).toMatchObject({ price: 8000, onFlashSale: false, discountRate: 0, flashSaleEndsAt: null });
    expect(byKey.P6).toMatchObject({ price: 12000, onFlashSale: false, discountRate: 0, flashSaleEndsAt: null });
    const anonymous = (await list(`brand=${brandF}&flashSale=true`)).body.items[0];
    expect(anonymous).toMatchObject({ onFlashSale: true, discountRate: 50, price: null, wholesalePrice: null });
  });

  test('items carry the full shape', async () => {
    const items = (await list(`brand=${brandF}&limit=100`)).body.items;
    const item = p1(items);
    expect(item).toEqual({
      id: ids.P1,
      name: '픽스처 P1',
      idBrand: brandF,
      brandName: '픽스처공방',
      idCategory: 121,
      image: '/img/P1-1.png',
      images: ['/img/P1-1.png', '/img/P1-2.png'],
      retailPrice: 20000,
      wholesalePrice: null,
      price: null,
      onFlashSale: false,
      discountRate: 0,
      flashSaleEndsAt: null,
      minOrderQty: 2,
      stock: 100,
      soldOut: false,
      colors: ['빨강', '파랑'],
      sizes: ['S', 'M'],
      isNew: false,
      salesCount: 50,
      createdAt: '2026-01-01T00:00:00.000Z',
      isFavorite: false,
    });
    const p8 = items.find((i) => i.id === ids.P8);
    expect(p8).toMatchObject({ image: null, images: [], stock: 0, soldOut: true });
  });
});

describe('GET /products: bad parameters are 400 with a Korean message naming the field', () => {
  const invalid = apiMessages.catalog.invalid;
  test.each([
    ['page=0', 'page', invalid.page],
    ['page=abc', 'page', invalid.page],
    ['page=1.5', 'page', invalid.page],
    ['limit=0', 'limit', invalid.limit],
    ['limit=101', 'limit', invalid.limit],
    ['idCategory=999', 'idCategory', invalid.category],
    ['idCategory=abc', 'idCategory', invalid.category],
    ['category=nope', 'category', invalid.category],
    ['brand=1,abc', 'brand', invalid.brand],
    ['minPrice=-1', 'minPrice', invalid.price],
    ['maxPrice=501', 'maxPrice', invalid.price],
    ['minPrice=30&maxPrice=10', 'minPrice', invalid.priceRange],
    ['order=cheapest', 'order', invalid.order],
    ['flashSale=yes', 'flashSale', invalid.flashSale],
    ['new=2', 'new', invalid.new],
    [`color=${'x'.repeat(51)}`, 'color', invalid.color],
    [`size=S,${'x'.repeat(51)}`, 'size', invalid.size],
  ])('%s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', field, message });
  });

  test('empty parameters count as not given', async () => {
    const { status, body } = await list('page=&limit=&color=&brand=&order=');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, limit: 24 });
  });
});

describe('GET /products/{idProduct}', () => {
  test('one product with description, brand summary and category path', async () => {
    const { status, body } = await api<ProductDetail>(`/products/${ids.P1}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.P1,
      description: 'P1 상품 설명',
      brand: { id: brandF, name: '픽스처공방', minimumOrderAmount: 50000, logoUrl: '/logos/픽스처공방.png', deliveryFee: 3000, freeDeliveryThreshold: null, dispatchFrom: '', dispatchDays: 2 },
      categoryPath: [
        { id: 120, name: '주방', code: 'kitchen' },
        { id: 121, name: '컵/머그', code: 'kitchen-mug' },
      ],
      wholesalePrice: null,
      price: null,
      isFavorite: false,
    });
    expect(body.categoryPath[1].path).toBe('/shop?idCategory=121&page=1&page_type=category');
  });

  test('the same price rules as the lists', async () => {
    expect((await api<ProductDetail>(`/products/${ids.P4}`, { token: tokens.retailer })).body).toMatchObject({ price: 20000, wholesalePrice: 40000, onFlashSale: true });
    expect((await api<ProductDetail>(`/products/${ids.P4}`, { token: tokens.pending })).body).toMatchObject({ price: null, wholesalePrice: null, retailPrice: 80000 });
    // Not the brand user's brand: retail only (the rule changed, docs/DECISIONS.md, Roles).
    expect((await api<ProductDetail>(`/products/${ids.P4}`, { token: tokens.brand })).body).toMatchObject({ price: null, wholesalePrice: null, retailPrice: 80000 });
  });

  test('a hidden or missing product is 404', async () => {
    for (const id of [ids.P7, 99_999_999]) {
      const { status, body } = await api(`/products/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: apiMessages.catalog.productNotFound });
    }
  });

  test('a malformed id is 400 naming idProduct', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const { status, body } = await api(`/products/${id}`);
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'VALIDATION', field: 'idProduct', message: apiMessages.catalog.invalid.productId });
    }
  });
});

describe('GET /products/{idProduct}: options, order step and quantity tiers', () => {
  let ownProduct = 0;
  const detail = async (id: number, token?: string) => (await api<ProductDetail>(`/products/${id}`, { token })).body;

  beforeAll(async () => {
    const brandH = await insertBrand('옵션공방');
    await insertProduct('PT', { brandId: brandH, categoryId: 121, wholesalePrice: 10000, retailPrice: 20000, colors: '["빨강","파랑"]', sizes: '["S","M"]', minOrderQty: 6, orderStep: 6 });
    await setProductOptions(ctx.db, ids.PT, [
      { color: '빨강', size: 'S', stock: 5 },
      { color: '빨강', size: 'M', stock: 0 },
      { color: '파랑', size: 'S', stock: 12 },
      { color: '파랑', size: 'M', stock: 7 },
    ]);
    // Inserted largest first: the answer must still list the smallest minQty first.
    await ctx.db.insertInto('productPriceTiers').values([{ productId: ids.PT, minQty: 60, price: 9000 }, { productId: ids.PT, minQty: 12, price: 9500 }]).execute();
    await insertProduct('PN', { brandId: brandH, categoryId: 121, wholesalePrice: 3000, retailPrice: 6000 });
    await setProductOptions(ctx.db, ids.PN, [{ color: '', size: '', stock: 40 }]);

    ownProduct = (await ctx.db.selectFrom('products').select('id').where('brandId', '=', ownBrand).orderBy('id').executeTakeFirstOrThrow()).id;
    await ctx.db.deleteFrom('productPriceTiers').where('productId', '=', ownProduct).execute();
    await ctx.db.insertInto('productPriceTiers').values({ productId: ownProduct, minQty: 20, price: 100 }).execute();
  });

  test('options come from the table, each with its own stock (null for no colour or size); the product stock is their sum', async () => {
    const body = await detail(ids.PT);
    expect(body.options).toEqual([
      { color: '빨강', size: 'S', stock: 5 },
      { color: '빨강', size: 'M', stock: 0 },
      { color: '파랑', size: 'S', stock: 12 },
      { color: '파랑', size: 'M', stock: 7 },
    ]);
    expect(body).toMatchObject({ stock: 24, soldOut: false, minOrderQty: 6, orderStep: 6 });
    expect((await detail(ids.PN)).options).toEqual([{ color: null, size: null, stock: 40 }]);
    expect((await detail(ids.PN)).orderStep).toBe(1);
  });

  test('a certified retailer gets the quantity tiers, smallest minQty first', async () => {
    expect((await detail(ids.PT, tokens.retailer)).priceTiers).toEqual([
      { minQty: 12, price: 9500 },
      { minQty: 60, price: 9000 },
    ]);
  });

  test('anonymous callers, uncertified retailers and other brands get no tiers', async () => {
    for (const token of [undefined, tokens.pending, tokens.brand]) {
      const body = await detail(ids.PT, token);
      expect(body.priceTiers).toEqual([]);
      expect(body.price).toBeNull();
    }
  });

  test("a brand user gets their own product's tiers and wholesale price", async () => {
    const body = await detail(ownProduct, tokens.brand);
    expect(body.priceTiers).toEqual([{ minQty: 20, price: 100 }]);
    expect(body.wholesalePrice).toEqual(expect.any(Number));
    expect((await detail(ownProduct)).priceTiers).toEqual([]);
  });

  test("search and the wishlist hide another brand's wholesale price from a brand user too", async () => {
    const found = (await api<ProductList>(`/search?keyword=${encodeURIComponent('픽스처 PT')}`, { token: tokens.brand })).body.items;
    expect(found.map((item) => item.id)).toContain(ids.PT);
    expect(found.every((item) => item.price === null && item.wholesalePrice === null)).toBe(true);
    const asRetailer = (await api<ProductList>(`/search?keyword=${encodeURIComponent('픽스처 PT')}`, { token: tokens.retailer })).body.items;
    expect(asRetailer.find((item) => item.id === ids.PT)).toMatchObject({ price: 10000 });

    for (const id of [ids.PT, ownProduct]) {
      const toggled = await api('/products/favorite', { method: 'POST', token: tokens.brand, body: { idProduct: id } });
      expect(toggled.body).toEqual({ idProduct: id, isFavorite: true });
    }
    const wishlist = (await api<ProductList>('/products/favorite?limit=100', { token: tokens.brand })).body.items;
    expect(wishlist.find((item) => item.id === ids.PT)).toMatchObject({ price: null, wholesalePrice: null, retailPrice: 20000 });
    expect(wishlist.find((item) => item.id === ownProduct)?.price).toEqual(expect.any(Number));
  });
});
