/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { openTestDb, type TestDb } from '../helpers/db';
import { brand, member, product } from '../helpers/shop';
import { pageContext, type PageModule } from '../helpers/pageResponse';

const context = (url: string, token: string | undefined, query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  pageContext(url, { token, query, params });

let db: TestDb;
let ownerToken: string;
let otherToken: string;
let retailerToken: string;
let brandId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 4, brands: 1 } });
  const owner = await member(db.db, { userType: 'brand' });
  const other = await member(db.db, { userType: 'brand' });
  ownerToken = owner.token;
  otherToken = other.token;
  retailerToken = (await member(db.db)).token;
  brandId = await brand(db.db, { name: '로더 브랜드' });
  const otherBrand = await brand(db.db, { name: '다른 로더 브랜드' });
  await db.db.updateTable('brands').set({ ownerUserId: owner.id }).where('id', '=', brandId).execute();
  await db.db.updateTable('brands').set({ ownerUserId: other.id }).where('id', '=', otherBrand).execute();
  ids.shown = await product(db.db, brandId, { name: '로더 판매 상품', stock: 30, colors: ['빨강', '파랑'] });
  ids.hidden = await product(db.db, brandId, { name: '로더 숨김 상품', status: 'hidden', stock: 0 });
  ids.foreign = await product(db.db, otherBrand, { name: '다른 브랜드 상품' });
});
afterAll(async () => {
  await db.close();
});

const run = async (module: PageModule, ctx: GetServerSidePropsContext) => (await module.getServerSideProps(ctx)) as Record<string, any>;

describe('/brand-center/products', () => {
  test("renders the brand's own products from the service, with the filters of the URL", async () => {
    const page = await import('@/pages/brand-center/products/index');
    const all = await run(page, context('/brand-center/products', ownerToken));
    expect(all.props.brand).toEqual({ id: brandId, name: '로더 브랜드' });
    expect(all.props.list.items.map((item: { name: string }) => item.name).sort()).toEqual(['로더 숨김 상품', '로더 판매 상품']);
    expect(all.props.list.items.find((item: { name: string }) => item.name === '로더 판매 상품')).toMatchObject({ stock: 30, optionCount: 2 });
    const hidden = await run(page, context('/brand-center/products?status=hidden', ownerToken, { status: 'hidden' }));
    expect(hidden.props.list.items.map((item: { idProduct: number }) => item.idProduct)).toEqual([ids.hidden]);
    expect(hidden.props.query).toMatchObject({ status: 'hidden', page: 1 });
    const bad = await run(page, context('/brand-center/products?status=x', ownerToken, { status: 'x', page: '-3' }));
    expect(bad.props.list.total).toBe(2);
  });

  test('a retailer gets the 404 page and a visitor is sent to log in', async () => {
    const page = await import('@/pages/brand-center/products/index');
    expect(await run(page, context('/brand-center/products', retailerToken))).toEqual({ notFound: true });
    expect((await run(page, context('/brand-center/products', undefined))).redirect.destination).toBe('/register/login?returnUrl=%2Fbrand-center%2Fproducts');
  });
});

describe('/brand-center/products/{id} and /new', () => {
  test('the edit page loads everything the form needs; another brand or a bad id is the 404 page', async () => {
    const page = await import('@/pages/brand-center/products/[idProduct]');
    const own = await run(page, context(`/brand-center/products/${ids.shown}`, ownerToken, {}, { idProduct: String(ids.shown) }));
    expect(own.props.product).toMatchObject({ idProduct: ids.shown, name: '로더 판매 상품', colors: ['빨강', '파랑'], stock: 30 });
    expect(own.props.product.options).toHaveLength(2);
    expect(await run(page, context(`/brand-center/products/${ids.foreign}`, ownerToken, {}, { idProduct: String(ids.foreign) }))).toEqual({ notFound: true });
    expect(await run(page, context(`/brand-center/products/${ids.shown}`, otherToken, {}, { idProduct: String(ids.shown) }))).toEqual({ notFound: true });
    expect(await run(page, context('/brand-center/products/abc', ownerToken, {}, { idProduct: 'abc' }))).toEqual({ notFound: true });
  });

  test('the new-product page is the brand centre frame for brand users only', async () => {
    const page = await import('@/pages/brand-center/products/new');
    expect((await run(page, context('/brand-center/products/new', ownerToken))).props.brand.id).toBe(brandId);
    expect(await run(page, context('/brand-center/products/new', retailerToken))).toEqual({ notFound: true });
  });
});
