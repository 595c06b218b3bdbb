/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { openTestDb, type TestDb } from '../helpers/db';
import { pageContext } from '../helpers/pageResponse';

/**
 * The product page's loader (pages/product-details/[idProduct].tsx): who the
 * visitor is as a buyer (decided on the server, so the first HTML shows the
 * right prices and buttons), the brand's other products, and the clock the
 * flash-sale countdown starts from.
 */

type Loaded = { props: Record<string, any>; redirect?: { destination: string } };

async function load(idProduct: number, token?: string): Promise<Loaded> {
  const page = await import('@/pages/product-details/[idProduct]');
  const url = `/product-details/${idProduct}`;
  const context = pageContext(url, { token, params: { idProduct: String(idProduct) } });
  return (await page.getServerSideProps(context)) as Loaded;
}

let db: TestDb;
const tokens: Record<'retailer' | 'pending' | 'brand', string> = { retailer: '', pending: '', brand: '' };
let ownBrandId: number;

beforeAll(async () => {
  db = await openTestDb();
  const users = await db.db.selectFrom('users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  tokens.retailer = (await createSession(db.db, idOf('retailer@demo.kr'))).token;
  tokens.pending = (await createSession(db.db, idOf('pending@demo.kr'))).token;
  tokens.brand = (await createSession(db.db, idOf('brand@demo.kr'))).token;
  const owned = await db.db
    .selectFrom('brands')
    .select('id')
    .where('ownerUserId', '=', idOf('brand@demo.kr'))
    .executeTakeFirstOrThrow();
  ownBrandId = owned.id;
});
afterAll(async () => {
  await db.close();
});

async function productOf(brand: 'own' | 'other'): Promise<{ id: number; brandId: number }> {
  return db.db
    .selectFrom('products')
    .select(['id', 'brandId'])
    .where('status', '=', 'active')
    .where('brandId', brand === 'own' ? '=' : '!=', ownBrandId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('product page loader', () => {
  test('tells anonymous, uncertified, certified, brand and own-brand viewers apart', async () => {
    const other = await productOf('other');
    const own = await productOf('own');
    expect((await load(other.id)).props.buyer).toBe('anonymous');
    // An uncertified retailer never sees it: the server sends them to certification first.
    expect((await load(other.id, tokens.pending)).redirect?.destination).toMatch(/^\/page\/certification\?id=\d+$/);
    expect((await load(other.id, tokens.retailer)).props.buyer).toBe('certified');
    expect((await load(other.id, tokens.brand)).props.buyer).toBe('brand');
    expect((await load(own.id, tokens.brand)).props.buyer).toBe('ownBrand');
  });

  test("lists up to six of the brand's other products, never the product itself, with prices per viewer", async () => {
    const product = await productOf('other');
    const anonymous = await load(product.id);
    const others = anonymous.props.moreFromBrand as { id: number; price: number | null }[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(6);
    const brandOf = await db.db
      .selectFrom('products')
      .select(['id', 'brandId'])
      .where('id', 'in', others.map((item) => item.id))
      .execute();
    expect(brandOf.every((row) => row.brandId === product.brandId && row.id !== product.id)).toBe(true);
    expect(brandOf).toHaveLength(others.length);
    expect(others.every((item) => item.price === null)).toBe(true);
    const member = await load(product.id, tokens.retailer);
    expect((member.props.moreFromBrand as { price: number | null }[]).every((item) => typeof item.price === 'number')).toBe(true);
  });

  test('passes the clock the countdown starts from', async () => {
    const before = Date.now();
    const { props } = await load((await productOf('other')).id);
    expect(Date.parse(props.renderedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(props.renderedAt)).toBeLessThanOrEqual(Date.now());
  });
});
