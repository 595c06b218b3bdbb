/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import type { HomeFeed, BrandWithProducts } from '@/lib/catalog/home.contract';
import type { Paginated } from '@/lib/contract/pagination';
import { NEW_BRANDS_PAGE_SIZE } from '@/lib/catalog/server/home';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule } from '../helpers/pageResponse';

/** The loaders of / and /new-brand against a seeded database (SQLite, or PostgreSQL with TEST_DB=postgres). */

const run = (module: PageModule, url: string, token?: string) => loadPage(module, url, { token });

const home = () => import('@/pages/index') as Promise<PageModule>;
const newBrand = () => import('@/pages/new-brand') as Promise<PageModule>;

let db: TestDb;
let retailerToken: string;

beforeAll(async () => {
  // Enough brands for two pages of /new-brand (about one in five joined recently).
  db = await openTestDb({ seed: { products: 300, brands: 80 } });
  const user = await db.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  retailerToken = (await createSession(db.db, user.id)).token;
});

afterAll(async () => {
  await db.close();
});

/** The stored sales, creation time and brand of the listed products, by id. */
async function rowsOf(products: { id: number }[]) {
  const rows = await db.db
    .selectFrom('products')
    .select(['id', 'salesCount', 'createdAt', 'brandId'])
    .where('id', 'in', products.map((product) => product.id))
    .execute();
  return new Map(rows.map((row) => [row.id, { salesCount: Number(row.salesCount), createdAt: row.createdAt, brandId: row.brandId }]));
}

describe('the home page loader', () => {
  it('fills every section from the seeded catalogue, in each section’s order', async () => {
    const { props } = await run(await home(), '/');
    const feed = props.feed as HomeFeed;
    expect(feed.flashSale.length).toBeGreaterThan(0);
    expect(feed.popular.length).toBeGreaterThan(0);
    expect(feed.newProducts.length).toBeGreaterThan(0);
    expect(feed.newBrands.length).toBeGreaterThan(0);

    expect(feed.flashSale.every((product) => product.onFlashSale)).toBe(true);
    // The banner's end is the earliest end among the sales shown.
    const ends = feed.flashSale.map((product) => Date.parse(product.flashSaleEndsAt ?? ''));
    expect(Date.parse(feed.flashSaleEndsAt ?? '')).toBe(Math.min(...ends));
    expect(Date.parse(feed.flashSaleEndsAt ?? '')).toBeGreaterThan(Date.now());

    // The cards carry only what they show: the order is checked against the stored rows.
    const stored = await rowsOf([...feed.popular, ...feed.newProducts, ...feed.newBrands.flatMap((entry) => entry.products)]);
    const sales = feed.popular.map((product) => stored.get(product.id)!.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const created = feed.newProducts.map((product) => new Date(stored.get(product.id)!.createdAt).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));

    for (const { brand, products } of feed.newBrands) {
      expect(brand.isNew).toBe(true);
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(2);
      expect(products.every((product) => stored.get(product.id)!.brandId === brand.id)).toBe(true);
    }
    expect(Date.parse(feed.now)).not.toBeNaN();
  });

  it('gives visitors no wholesale price and certified retailers theirs', async () => {
    const anonymous = (await run(await home(), '/')).props.feed as HomeFeed;
    const all = [...anonymous.flashSale, ...anonymous.popular, ...anonymous.newProducts, ...anonymous.newBrands.flatMap((b) => b.products)];
    expect(all.every((product) => product.price === null && product.wholesalePrice === null)).toBe(true);

    const member = (await run(await home(), '/', retailerToken)).props.feed as HomeFeed;
    expect(member.flashSale.every((product) => typeof product.price === 'number')).toBe(true);
    expect(member.flashSale.every((product) => (product.price ?? 0) < (product.wholesalePrice ?? 0))).toBe(true);
  });
});

describe('the /new-brand loader', () => {
  it('lists new brands newest first, a page at a time, each with its own products', async () => {
    const first = (await run(await newBrand(), '/new-brand')).props.brands as Paginated<BrandWithProducts>;
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThan(NEW_BRANDS_PAGE_SIZE);
    expect(first.items).toHaveLength(NEW_BRANDS_PAGE_SIZE);
    expect(first.items.every(({ brand }) => brand.isNew)).toBe(true);
    const stored = await rowsOf(first.items.flatMap((entry) => entry.products));
    for (const { brand, products } of first.items) {
      expect(products.every((product) => stored.get(product.id)!.brandId === brand.id)).toBe(true);
    }

    const second = (await run(await newBrand(), '/new-brand?page=2')).props.brands as Paginated<BrandWithProducts>;
    expect(second.page).toBe(2);
    const firstIds = new Set(first.items.map(({ brand }) => brand.id));
    expect(second.items.some(({ brand }) => firstIds.has(brand.id))).toBe(false);
  });

  it('treats a page that is not a number as page 1 and a page past the last as 404', async () => {
    const odd = await run(await newBrand(), '/new-brand?page=abc');
    expect(odd.props.brands.page).toBe(1);
    expect(await run(await newBrand(), '/new-brand?page=9999')).toEqual({ notFound: true });
  });
});
