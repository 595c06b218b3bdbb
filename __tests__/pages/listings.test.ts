/** @jest-environment node */
import { categoryAndDescendantIds, findCategoryByCode, DEFAULT_FILTER_CATEGORY } from '@/lib/catalog/categories';
import type { ListFacets, ShopFilters } from '@/lib/catalog/shopFilters';
import type { ProductCardList, ProductListItem } from '@/lib/catalog/catalog.contract';
import { createSession } from '@/lib/server/auth/sessions';
import { parseStringList } from '@/lib/server/db/jsonList';
import { toggleFavorite } from '@/lib/catalog/server/favorites';
import { openTestDb, type TestDb } from '../helpers/db';
import { loadPage, type PageModule, type PageRequestOptions } from '../helpers/pageResponse';

/**
 * The loaders of the product list pages: what each lists for which URL, and
 * that the filters of the URL reach the list (lib/catalog/shopFilters.ts,
 * lib/catalog/server/listing.ts).
 */

interface ListProps {
  list: ProductCardList;
  filters: ShopFilters;
  facets: ListFacets;
  [key: string]: unknown;
}

const run = async (module: PageModule, url: string, options: PageRequestOptions = {}) =>
  (await loadPage(module, url, options)) as { props: ListProps } & Record<string, unknown>;

let db: TestDb;
let retailerToken: string;
let retailerId: number;
type Row = { id: number; brandId: number; categoryId: number; sizes: string; colors: string; status: string; name: string; createdAt: unknown; salesCount: unknown };
let products: Row[];

/** The stored row of a listed product (cards carry only what they show). */
const stored = (id: number): Row => {
  const row = products.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`product ${id} is not an active product of the seed`);
  return row;
};

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 300, brands: 12 } });
  const retailer = await db.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  retailerId = retailer.id;
  retailerToken = (await createSession(db.db, retailerId)).token;
  products = await db.db
    .selectFrom('products')
    .select(['id', 'brandId', 'categoryId', 'sizes', 'colors', 'status', 'name', 'createdAt', 'salesCount'])
    .where('status', '=', 'active')
    .execute();
});
afterAll(async () => {
  await db.close();
});

const shop = () => import('@/pages/shop') as Promise<PageModule>;

describe('/shop', () => {
  test('152 lists every product on sale; a main category includes its children', async () => {
    const all = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category');
    expect(all.props.list.total).toBe(products.length);

    const fashion = findCategoryByCode(DEFAULT_FILTER_CATEGORY)!.id;
    const family = categoryAndDescendantIds(fashion);
    const main = await run(await shop(), `/shop?idCategory=${fashion}&page=1&page_type=category`);
    expect(main.props.list.total).toBe(products.filter((row) => family.includes(row.categoryId)).length);
    expect(main.props.list.total).toBeGreaterThan(0);

    // Without a category the list is the default filter category, fashion.
    const bare = await run(await shop(), '/shop');
    expect(bare.props.list.total).toBe(main.props.list.total);
  });

  test('brand and size from the URL filter the list; the panel offers the brands of the category with counts', async () => {
    // The most common size the panel offers, and a brand that has it.
    const plain = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category');
    const size = plain.props.facets.sizes[0]!.value;
    const sized = products.find((row) => parseStringList(row.sizes).includes(size))!;
    for (const facet of plain.props.facets.sizes) {
      expect(facet.count).toBe(products.filter((row) => parseStringList(row.sizes).includes(facet.value)).length);
    }
    for (const facet of plain.props.facets.colors) {
      expect(facet.count).toBe(products.filter((row) => parseStringList(row.colors).includes(facet.value)).length);
    }
    const url = `/shop?idCategory=152&page=1&page_type=category&brand=${sized.brandId}&size=${encodeURIComponent(size)}`;
    const result = await run(await shop(), url);
    expect(result.props.filters).toMatchObject({ brands: [sized.brandId], sizes: [size] });
    const expected = products.filter((row) => row.brandId === sized.brandId && parseStringList(row.sizes).includes(size));
    expect(result.props.list.total).toBe(expected.length);
    // The cards carry only what they show: brand and sizes are checked against the stored rows.
    for (const item of result.props.list.items) {
      const row = stored(item.id);
      expect(row.brandId).toBe(sized.brandId);
      expect(parseStringList(row.sizes)).toContain(size);
    }
    // Facets count over the category, not over the chosen filters.
    const brandFacet = result.props.facets.brands.find((brand) => brand.value === sized.brandId)!;
    expect(brandFacet.count).toBe(products.filter((row) => row.brandId === sized.brandId).length);
    expect(result.props.facets.sizes.map((entry) => entry.value)).toContain(size);
  });

  test('pages keep the filters and step through the list without repeats', async () => {
    const first = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category&order=latest');
    const second = await run(await shop(), '/shop?idCategory=152&page=2&page_type=category&order=latest');
    expect(second.props.list.page).toBe(2);
    const ids = (list: ProductCardList) => list.items.map((item) => item.id);
    expect(ids(first.props.list).filter((id) => ids(second.props.list).includes(id))).toEqual([]);
    // Cards carry no dates: the order is checked against the stored rows.
    const dates = first.props.list.items.map((item) => new Date(stored(item.id).createdAt as string).getTime());
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('the price range is in thousand won on the price the viewer sees', async () => {
    const anonymous = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category&minPrice=10&maxPrice=30&order=price_asc');
    for (const item of anonymous.props.list.items) {
      expect(item.retailPrice).toBeGreaterThanOrEqual(10_000);
      expect(item.retailPrice).toBeLessThanOrEqual(30_000);
      expect(item.price).toBeNull();
      expect(item.wholesalePrice).toBeNull();
    }
    const member = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category&minPrice=10&maxPrice=30&order=price_asc', {
      token: retailerToken,
    });
    const prices = member.props.list.items.map((item) => item.price!);
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(10_000);
  });

  test('unusable filter values fall back to their defaults instead of failing', async () => {
    const result = await run(await shop(), '/shop?idCategory=152&page=1&page_type=category&brand=x,-1&minPrice=abc&maxPrice=9999&order=cheapest');
    expect(result.props.filters).toMatchObject({ brands: [], minPrice: 0, maxPrice: 500, order: 'recommended' });
    expect(result.props.list.total).toBe(products.length);
  });

  test('a page past the last answers an empty page with the real total', async () => {
    const result = await run(await shop(), '/shop?idCategory=152&page=999&page_type=category');
    expect(result.props.list.items).toEqual([]);
    expect(result.props.list.total).toBe(products.length);
  });
});

describe('/search', () => {
  test('lists products whose name or brand has the keyword, with filters; no keyword, no list', async () => {
    const search = (await import('@/pages/search')) as PageModule;
    const word = products[0]!.name.split(' ').find((part) => part.length >= 2)!;
    const result = (await run(search, `/search?keyword=${encodeURIComponent(word)}`)) as unknown as {
      props: { keyword: string; results: ListProps };
    };
    expect(result.props.results.list.total).toBeGreaterThan(0);
    const brandNames = new Set((await db.db.selectFrom('brands').select('name').execute()).map((row) => row.name.toLowerCase()));
    for (const item of result.props.results.list.items) {
      const hit = item.name.toLowerCase().includes(word.toLowerCase()) || [...brandNames].some((name) => name.includes(word.toLowerCase()) && item.brandName.toLowerCase() === name);
      expect(hit).toBe(true);
    }
    const none = (await run(search, '/search?keyword=%20%20')) as unknown as { props: { results: unknown } };
    expect(none.props.results).toBeNull();
    const nothing = (await run(search, `/search?keyword=${encodeURIComponent('없는검색어zzqx')}`)) as unknown as {
      props: { results: ListProps };
    };
    expect(nothing.props.results.list.total).toBe(0);
  });

  test('forgives like GET /search: initials, a typo and spacing find the same products', async () => {
    const search = (await import('@/pages/search')) as PageModule;
    const totalOf = async (keyword: string) => {
      const result = (await run(search, `/search?keyword=${encodeURIComponent(keyword)}`)) as unknown as {
        props: { results: ListProps };
      };
      return result.props.results.list;
    };
    const exact = await totalOf('캔들');
    expect(exact.total).toBeGreaterThan(0);
    expect((await totalOf('켄들')).total).toBe(exact.total);
    const initials = await totalOf('ㅋㄷ');
    expect(initials.items.map((item) => item.id)).toEqual(expect.arrayContaining(exact.items.slice(0, 3).map((item) => item.id)));
    expect((await totalOf('소소한하루')).total).toBe((await totalOf('소소한 하루')).total);
  });
});

describe('collections', () => {
  test('/flash-sale lists only running flash sales and hands the server clock to the page', async () => {
    const page = (await import('@/pages/flash-sale')) as PageModule;
    const result = await run(page, '/flash-sale');
    expect(typeof result.props.now).toBe('string');
    for (const item of result.props.list.items as ProductListItem[]) {
      expect(item.onFlashSale).toBe(true);
      expect(Date.parse(item.flashSaleEndsAt!)).toBeGreaterThan(Date.parse(result.props.now as string));
    }
  });

  test('/page/popular lists most sold first unless the URL picks another order', async () => {
    const page = (await import('@/pages/page/popular')) as PageModule;
    const result = await run(page, '/page/popular');
    expect(result.props.filters.order).toBe('popular');
    const sales = result.props.list.items.map((item) => Number(stored(item.id).salesCount));
    expect(new Set(sales).size).toBeGreaterThan(1);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    expect((await run(page, '/page/popular?order=latest')).props.filters.order).toBe('latest');
  });
});

describe('/brand/[idBrand]', () => {
  test("lists the brand's products only, whatever brand the URL names; 404 for no brand", async () => {
    const page = (await import('@/pages/brand/[idBrand]')) as PageModule;
    const idBrand = products[0]!.brandId;
    const other = products.find((row) => row.brandId !== idBrand)!.brandId;
    const result = await run(page, `/brand/${idBrand}?brand=${other}`, { params: { idBrand: String(idBrand) } });
    expect(result.props.list.total).toBe(products.filter((row) => row.brandId === idBrand).length);
    expect(result.props.list.items.every((item) => stored(item.id).brandId === idBrand)).toBe(true);
    expect(result.props.filters.brands).toEqual([]);
    expect(result.props.purchaseHistory).toBeNull();
    expect(await run(page, '/brand/999999', { params: { idBrand: '999999' } })).toEqual({ notFound: true });
  });
});

describe('/page/account/favorite', () => {
  test('members see their own wishlist, newest first; visitors go to the login page', async () => {
    const page = (await import('@/pages/page/account/favorite')) as PageModule;
    const anonymous = await run(page, '/page/account/favorite');
    expect((anonymous.redirect as { destination: string }).destination).toMatch(/^\/register\/login\?returnUrl=/);

    const [a, b] = products;
    await toggleFavorite(db.db, retailerId, a!.id);
    await toggleFavorite(db.db, retailerId, b!.id);
    const result = await run(page, '/page/account/favorite', { token: retailerToken });
    expect(result.props.list.items.map((item) => item.id)).toEqual([b!.id, a!.id]);
    expect(result.props.list.items.every((item) => item.isFavorite && item.price !== null)).toBe(true);
  });
});
