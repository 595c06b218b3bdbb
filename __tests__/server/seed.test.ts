/** @jest-environment node */
import { sql } from 'kysely';
import { PRODUCT_CATEGORIES } from '@/lib/catalog/categories';
import { verifyPassword } from '@/lib/server/auth/password';
import { isFlashSaleActive } from '@/lib/catalog/server/pricing';
import { seed } from '@/lib/server/seed';
import { NEW_PRODUCT_DAYS, planCatalogue, type PlanOptions, type ProductSeedRow } from '@/lib/server/seed/cataloguePlan';
import { FOCUS_PHRASES, RECIPES, type MainCode } from '@/lib/server/seed/catalogue-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { isValidEmail, isValidRegistrationNo } from '@/lib/account/accountFields';
import type { ProductRow } from '@/lib/server/db/schema';
import { openTestDb, type TestDb } from '../helpers/db';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const DAY = 86_400_000;
const SEED = { products: 240, brands: 12, randomSeed: 4242, now: NOW };
const CHILD_IDS = PRODUCT_CATEGORIES.flatMap((category) => (category.children ?? []).map((child) => child.id));
const HANGUL = /[\uac00-\ud7a3]/;

let db: TestDb;
let products: ProductRow[];

beforeAll(async () => {
  db = await openTestDb({ seed: { ...SEED, quiet: true } });
  products = await db.db.selectFrom('products').selectAll().orderBy('id').execute();
});
afterAll(async () => {
  await db.close();
});

function plan(options: Partial<PlanOptions> = {}) {
  const result = planCatalogue({ ...SEED, brandOwnerId: 3, ...options });
  return { brands: result.brands, products: [...result.products] };
}

function list(json: string): unknown[] {
  const value: unknown = JSON.parse(json);
  expect(Array.isArray(value)).toBe(true);
  return value as unknown[];
}

describe('the catalogue plan', () => {
  test('the same seed gives the same brands and products; another seed another catalogue', () => {
    const first = plan();
    const again = plan();
    expect(again.brands).toEqual(first.brands);
    expect(again.products.slice(0, 50)).toEqual(first.products.slice(0, 50));
    const other = plan({ randomSeed: 99 });
    expect(other.products.slice(0, 50).map((p) => p.name)).not.toEqual(first.products.slice(0, 50).map((p) => p.name));
  });

  test('a larger catalogue starts with the same products as a smaller one of the same seed', () => {
    const small = plan({ products: 100 });
    const large = plan({ products: 3000 });
    expect(large.products.slice(0, 100)).toEqual(small.products);
  });

  test('every child category has a recipe, and nothing but child categories does', () => {
    const codes = PRODUCT_CATEGORIES.flatMap((category) => (category.children ?? []).map((child) => child.code));
    expect(Object.keys(RECIPES).sort()).toEqual([...codes].sort());
  });

  test('over a large catalogue the shares are believable: ~8% on flash sale now, ~15% new, some sold out, best-sellers skewed', () => {
    const { products: many } = plan({ products: 6000, brands: 40 });
    const share = (predicate: (p: ProductSeedRow) => boolean) => many.filter(predicate).length / many.length;
    const active = (p: ProductSeedRow) =>
      isFlashSaleActive(
        {
          wholesalePrice: p.wholesalePrice,
          retailPrice: p.retailPrice,
          flashSalePrice: p.flashSalePrice ?? null,
          flashSaleStartsAt: p.flashSaleStartsAt ?? null,
          flashSaleEndsAt: p.flashSaleEndsAt ?? null,
        },
        NOW,
      );
    expect(share(active)).toBeGreaterThan(0.05);
    expect(share(active)).toBeLessThan(0.11);
    expect(share((p) => p.flashSalePrice != null && !active(p))).toBeGreaterThan(0.005);
    expect(share((p) => p.isNew === 1)).toBeGreaterThan(0.1);
    expect(share((p) => p.isNew === 1)).toBeLessThan(0.22);
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.03);
    expect(share((p) => p.colors === '[]' && p.sizes === '[]')).toBeGreaterThan(0.4);
    const sales = many.map((p) => p.salesCount ?? 0).sort((a, b) => b - a);
    const total = sales.reduce((sum, n) => sum + n, 0);
    const top = sales.slice(0, many.length / 50).reduce((sum, n) => sum + n, 0);
    expect(top / total).toBeGreaterThan(0.25);
    expect(sales[Math.floor(sales.length / 2)]).toBeLessThan(100);
    // Names repeat little: hardly at all in a default-sized catalogue, some over thousands.
    expect(new Set(many.slice(0, 1200).map((p) => p.name)).size).toBeGreaterThan(1150);
    expect(new Set(many.map((p) => p.name)).size / many.length).toBeGreaterThan(0.5);
  });

  test('every brand is a supplier a 거래명세서 can name: a registration number with a right check digit, a representative, an address, 업태 and 종목', () => {
    const { brands } = plan({ brands: 150, products: 0 });
    for (const brand of brands) {
      expect(isValidRegistrationNo(brand.registrationNo ?? '')).toBe(true);
      for (const field of ['companyName', 'ceoName', 'businessAddress', 'businessType', 'businessItem'] as const) expect(brand[field]).toMatch(HANGUL);
      expect(brand.businessAddress?.startsWith(brand.dispatchFrom ?? '')).toBe(true);
    }
    expect(new Set(brands.map((brand) => brand.registrationNo)).size).toBeGreaterThan(140);
  });

  test.each([
    ['the default catalogue', { products: 1200, brands: 40, randomSeed: 20261121 }],
    ['brands beyond the hand-written list', { products: 1500, brands: 150 }],
  ])('%s: every product is sold by a brand that makes its kind of goods (a season item by its kind)', (_, options) => {
    const { brands, products: all } = plan(options);
    const byId = new Map(brands.map((brand) => [brand.id, brand]));
    const mains = new Map(PRODUCT_CATEGORIES.flatMap((main) => (main.children ?? []).map((child) => [child.id, { main: main.code, child: child.code }] as const)));
    for (const product of all) {
      const { main, child } = mains.get(product.categoryId)!;
      const itemFocus = RECIPES[child].itemFocus;
      // A season item's kind: the longest item of its recipe in its name.
      const item = itemFocus ? Object.keys(itemFocus).filter((key) => product.name.includes(key)).sort((a, b) => b.length - a.length)[0] : undefined;
      const kind = (itemFocus ? itemFocus[item!] : main) as MainCode;
      expect(kind).toBeDefined();
      // A brand's description names what it makes (FOCUS_PHRASES of its focus).
      expect([product.name, byId.get(product.brandId)!.description]).toEqual([product.name, expect.stringContaining(FOCUS_PHRASES[kind])]);
    }
  });

  test('brands beyond the hand-written list still get distinct Korean names', () => {
    const { brands } = plan({ brands: 150, products: 0 });
    expect(new Set(brands.map((b) => b.name)).size).toBe(150);
    for (const brand of brands) expect(brand.name).toMatch(HANGUL);
  });
});

describe('the seeded database', () => {
  test('stores exactly the planned catalogue, the first brand owned by the brand demo account', async () => {
    const owner = await db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.brand.email)
      .executeTakeFirstOrThrow();
    const expected = plan({ brandOwnerId: owner.id });
    expect(products).toHaveLength(SEED.products);
    for (const [index, row] of products.slice(0, 30).entries()) {
      const { options, priceTiers, ...planned } = expected.products[index];
      expect(row).toMatchObject(planned);
      const storedOptions = await db.db.selectFrom('productOptions').select(['color', 'size', 'stock']).where('productId', '=', row.id).orderBy('id').execute();
      expect(storedOptions).toEqual(options);
      const storedTiers = await db.db.selectFrom('productPriceTiers').select(['minQty', 'price']).where('productId', '=', row.id).orderBy('minQty').execute();
      expect(storedTiers).toEqual(priceTiers);
    }
    const brands = await db.db.selectFrom('brands').selectAll().orderBy('id').execute();
    expect(brands).toHaveLength(SEED.brands);
    expect(brands[0]).toMatchObject({ name: '소소한 하루', ownerUserId: owner.id });
    expect(brands.slice(1).every((brand) => brand.ownerUserId === null)).toBe(true);
  });

  test('the demo retailers are buyers with their business details filled in', async () => {
    const rows = await db.db.selectFrom('users').select(['email', 'ceoName', 'businessAddress', 'businessType', 'businessItem', 'taxEmail']).where('userType', '=', 'retailer').execute();
    for (const email of [DEMO_ACCOUNTS.retailer.email, DEMO_ACCOUNTS.pending.email]) {
      const row = rows.find((entry) => entry.email === email);
      expect(row).toBeDefined();
      for (const value of Object.values(row!)) expect(value).not.toBe('');
      expect(isValidEmail(row!.taxEmail)).toBe(true);
    }
  });

  test('fills every child category, the season ones (15-18) included', () => {
    const used = new Set(products.map((p) => p.categoryId));
    expect([...used].sort((a, b) => a - b)).toEqual([...CHILD_IDS].sort((a, b) => a - b));
    for (const id of [15, 16, 17, 18]) expect(used.has(id)).toBe(true);
  });

  test('every product keeps the invariants callers rely on', () => {
    for (const p of products) {
      expect(p.name).toMatch(HANGUL);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(p.wholesalePrice) && p.wholesalePrice % 100 === 0 && p.wholesalePrice >= 500).toBe(true);
      expect(p.retailPrice).toBeGreaterThan(p.wholesalePrice);
      expect(p.retailPrice / p.wholesalePrice).toBeGreaterThanOrEqual(1.5);
      expect(p.retailPrice / p.wholesalePrice).toBeLessThanOrEqual(2.6);
      // Products sold in packs of 6 or 12 start at a multiple of the pack (docs/DECISIONS.md, Cart rules).
      if (p.orderStep === 1) expect([1, 2, 3, 5, 10]).toContain(p.minOrderQty);
      else expect([6, 12].includes(p.orderStep) && p.minOrderQty % p.orderStep === 0 && p.minOrderQty > 0).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.status).toBe('active');
      for (const field of [p.colors, p.sizes]) {
        const values = list(field);
        expect(values.every((value) => typeof value === 'string' && value !== '')).toBe(true);
        expect(new Set(values).size).toBe(values.length);
      }
      const images = list(p.images);
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      images.forEach((url, k) => expect(url).toBe(`/api/v1/images/generated/p-${p.id}-${k + 1}.svg`));
      if (p.flashSalePrice !== null) {
        expect(p.flashSalePrice).toBeGreaterThan(0);
        expect(p.flashSalePrice).toBeLessThan(p.wholesalePrice);
        expect(p.flashSaleStartsAt! < p.flashSaleEndsAt!).toBe(true);
      } else {
        expect(p.flashSaleStartsAt).toBeNull();
        expect(p.flashSaleEndsAt).toBeNull();
      }
      const age = NOW.getTime() - Date.parse(p.createdAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(366 * DAY);
      expect(p.isNew).toBe(age <= NEW_PRODUCT_DAYS * DAY ? 1 : 0);
    }
  });

  test('running flash sales started before now and end 1-14 days after it; some are sold out, some have no options', () => {
    const running = products.filter((p) => isFlashSaleActive(p, NOW));
    expect(running.length).toBeGreaterThan(0);
    for (const p of running) {
      const left = Date.parse(p.flashSaleEndsAt!) - NOW.getTime();
      expect(left).toBeGreaterThanOrEqual(DAY);
      expect(left).toBeLessThanOrEqual(14 * DAY);
      expect(p.flashSalePrice! / p.wholesalePrice).toBeGreaterThan(0.3);
      expect(p.flashSalePrice! / p.wholesalePrice).toBeLessThan(0.7);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.colors === '[]' && p.sizes === '[]')).toBe(true);
    const phoneCase = products.find((p) => p.categoryId === 191);
    expect(list(phoneCase!.sizes).every((size) => String(size).startsWith('아이폰'))).toBe(true);
    const tshirt = products.find((p) => p.categoryId === 204);
    expect(list(tshirt!.sizes).every((size) => ['S', 'M', 'L', 'XL', 'FREE'].includes(String(size)))).toBe(true);
  });

  test("every product has one option per colour x size, and its stock is the sum of its options' stock", async () => {
    const options = await db.db.selectFrom('productOptions').selectAll().orderBy('id').execute();
    const byProduct = new Map<number, typeof options>();
    for (const option of options) byProduct.set(option.productId, [...(byProduct.get(option.productId) ?? []), option]);
    for (const p of products) {
      const colors = list(p.colors) as string[];
      const sizes = list(p.sizes) as string[];
      const own = byProduct.get(p.id) ?? [];
      const expected = (colors.length ? colors : ['']).flatMap((color) => (sizes.length ? sizes : ['']).map((size) => `${color}|${size}`));
      expect(own.map((o) => `${o.color}|${o.size}`)).toEqual(expected);
      expect(own.every((o) => Number.isInteger(o.stock) && o.stock >= 0)).toBe(true);
      expect(own.reduce((sum, o) => sum + o.stock, 0)).toBe(p.stock);
    }
    // The same in SQL, as a later reader of the tables would check it.
    const mismatched = await db.db
      .selectFrom('products')
      .leftJoin('productOptions', 'productOptions.productId', 'products.id')
      .select(['products.id', 'products.stock', sql<number>`coalesce(sum(product_options.stock), 0)`.as('sum')])
      .groupBy(['products.id', 'products.stock'])
      .having(sql<boolean>`coalesce(sum(product_options.stock), 0) <> products.stock`)
      .execute();
    expect(mismatched).toEqual([]);
    // Some options are sold out while their product is not.
    expect(options.some((o) => o.stock === 0 && (products.find((p) => p.id === o.productId)?.stock ?? 0) > 0)).toBe(true);
  });

  test('about a third of the products have quantity tiers, each below the wholesale price and falling with quantity', async () => {
    const tiers = await db.db.selectFrom('productPriceTiers').selectAll().orderBy('productId').orderBy('minQty').execute();
    const withTiers = new Set(tiers.map((t) => t.productId));
    expect(withTiers.size / products.length).toBeGreaterThan(0.2);
    expect(withTiers.size / products.length).toBeLessThan(0.45);
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const id of withTiers) {
      const p = byId.get(id)!;
      const own = tiers.filter((t) => t.productId === id);
      expect(own).toHaveLength(2);
      const [first, second] = own;
      expect(first.minQty).toBeGreaterThanOrEqual(Math.max(10, p.minOrderQty));
      expect(second.minQty).toBeGreaterThanOrEqual(50);
      expect(second.minQty).toBeGreaterThan(first.minQty);
      for (const tier of own) {
        expect(Number.isInteger(tier.price)).toBe(true);
        expect((tier.minQty - p.minOrderQty) % p.orderStep).toBe(0);
      }
      expect(first.price).toBeLessThan(p.wholesalePrice);
      expect(second.price).toBeLessThan(first.price);
      expect(second.price).toBeGreaterThan(p.wholesalePrice * 0.8);
    }
  });

  test('some products sell in packs of 6 or 12', () => {
    const packs = products.filter((p) => p.orderStep > 1);
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.length / products.length).toBeLessThan(0.2);
  });

  test('brands have Korean names and descriptions, a known minimum order amount and a generated logo', async () => {
    const brands = await db.db.selectFrom('brands').selectAll().execute();
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
    for (const brand of brands) {
      expect(brand.name).toMatch(HANGUL);
      expect(brand.description).toMatch(/브랜드입니다\./);
      expect([0, 30000, 50000, 100000]).toContain(brand.minimumOrderAmount);
      expect(brand.logoUrl).toBe(`/api/v1/images/generated/b-${brand.id}.svg`);
    }
    expect(brands.some((b) => b.isNew === 1)).toBe(true);
    const withProducts = new Set(products.map((p) => p.brandId));
    expect(withProducts.size).toBe(brands.length);
  });

  test('a second seed changes nothing (idempotent)', async () => {
    const count = async (table: 'products' | 'brands' | 'users' | 'categories') =>
      Number((await db.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const before = [await count('products'), await count('brands'), await count('users'), await count('categories')];
    const result = await seed(db.db, { products: 50, quiet: true });
    expect(result).toMatchObject({ seeded: false, products: 0, brands: 0, users: 0 });
    expect([await count('products'), await count('brands'), await count('users'), await count('categories')]).toEqual(before);
  });

  test('rows added after the seed get fresh ids (the id sequences were moved past the seeded ids)', async () => {
    const brand = await db.db
      .insertInto('brands')
      .values({ ownerUserId: null, name: '새 브랜드', description: '', logoUrl: '', minimumOrderAmount: 0, isNew: 1, createdAt: NOW.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(brand.id).toBe(SEED.brands + 1);
    const product = await db.db
      .insertInto('products')
      .values({ ...products[0], id: undefined, brandId: brand.id, name: '새 상품' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(product.id).toBe(SEED.products + 1);
  });

  test('the three demo accounts exist with the documented roles and the demo password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await db.db.selectFrom('users').selectAll().where('email', '=', account.email).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ userType: account.userType, userGroups: account.userGroups, businessName: account.businessName });
      await expect(verifyPassword(DEMO_PASSWORD, user.passwordHash)).resolves.toBe(true);
      await expect(verifyPassword('demo1234', user.passwordHash)).resolves.toBe(false);
    }
  });
});
