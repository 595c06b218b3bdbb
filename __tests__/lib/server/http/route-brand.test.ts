/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { apiMessages } from '@/lib/messages/api';
import { method, route, type RouteHandler } from '@/lib/server/http/route';
import { installCategories } from '@/lib/server/seed/categories';
import { getBrandProduct } from '@/lib/brandCenter/server/brandProductReads';
import { openTestDb, type TestDb } from '../../../helpers/db';
import { brand, member, product, type Member } from '../../../helpers/shop';

/**
 * The route wrapper's brand guard (lib/server/http/route.ts, Auth): `auth: 'brand'` hands the
 * handler the brand the caller owns, and answers everyone else as the brand endpoints always
 * did (401 without a session, 403 BRAND_ONLY for a retailer or a brand account without a
 * brand, a 400 for bad input first). A service given the brand's id finds only its rows, so
 * another brand's product is a 404. `auth: 'retailerOrBrand'` gives a retailer no brand.
 */

let tdb: TestDb;
let server: http.Server;
let base: string;
let retailer: Member;
let brandless: Member;
let ownerA: Member;
let ownerB: Member;
let brandA: number;
let brandB: number;
let productA: number;

const idQuery = z.object({ id: z.coerce.number().int().positive() });
const routes: Record<string, RouteHandler> = {
  '/brand': route({ GET: method({ auth: 'brand', query: idQuery, handle: async ({ brand }) => ({ idBrand: brand.id }) }) }),
  '/product': route({ GET: method({ auth: 'brand', query: idQuery, handle: ({ db, brand, query }) => getBrandProduct(db, brand.id, query.id) }) }),
  '/either': route({ GET: method({ auth: 'retailerOrBrand', handle: async ({ user, brand }) => ({ userType: user.userType, idBrand: brand?.id ?? null }) }) }),
};

async function call(path: string, caller?: Member) {
  const response = await fetch(`${base}${path}`, { headers: caller ? { token: caller.token } : {} });
  return { status: response.status, body: await response.json() };
}

async function ownerOf(brandId: number): Promise<Member> {
  const owner = await member(tdb.db, { userType: 'brand' });
  await tdb.db.updateTable('brands').set({ ownerUserId: owner.id }).where('id', '=', brandId).execute();
  return owner;
}

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
  await installCategories(tdb.db);
  retailer = await member(tdb.db);
  brandless = await member(tdb.db, { userType: 'brand' });
  brandA = await brand(tdb.db);
  brandB = await brand(tdb.db);
  ownerA = await ownerOf(brandA);
  ownerB = await ownerOf(brandB);
  productA = await product(tdb.db, brandA);
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    Object.assign(req, { query: Object.fromEntries(url.searchParams) });
    void routes[url.pathname](req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await tdb.close();
});

const brandOnly = { code: 'BRAND_ONLY', message: apiMessages.brandOnly };

describe("auth: 'brand'", () => {
  test('the owner gets its brand', async () => {
    expect(await call('/brand?id=1', ownerA)).toEqual({ status: 200, body: { idBrand: brandA } });
    expect(await call('/brand?id=1', ownerB)).toEqual({ status: 200, body: { idBrand: brandB } });
  });

  test('a visitor 401, a retailer and a brand account without a brand 403 BRAND_ONLY', async () => {
    expect((await call('/brand?id=1')).status).toBe(401);
    expect(await call('/brand?id=1', retailer)).toEqual({ status: 403, body: brandOnly });
    expect(await call('/brand?id=1', brandless)).toEqual({ status: 403, body: brandOnly });
  });

  test('bad input is a 400 before the brand is asked for', async () => {
    expect((await call('/brand?id=x', retailer)).status).toBe(400);
  });

  test("another brand's row is not found: 404", async () => {
    expect((await call(`/product?id=${productA}`, ownerA)).body.idProduct).toBe(productA);
    const other = await call(`/product?id=${productA}`, ownerB);
    expect([other.status, other.body.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});

describe("auth: 'retailerOrBrand'", () => {
  test('a retailer has no brand, a brand account its own, one without a brand 403', async () => {
    expect(await call('/either', retailer)).toEqual({ status: 200, body: { userType: 'retailer', idBrand: null } });
    expect(await call('/either', ownerA)).toEqual({ status: 200, body: { userType: 'brand', idBrand: brandA } });
    expect(await call('/either', brandless)).toEqual({ status: 403, body: brandOnly });
    expect((await call('/either')).status).toBe(401);
  });
});
