/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { catalogMessages } from '@/lib/messages/catalog';
import { withApi } from '../helpers/api';

/**
 * GET /orders/details/brand_purchase_history?idBrand= (docs/API.md): a
 * logged-in caller's purchases from one brand. No order tables exist yet
 * (the checkout issue adds them), so a known brand answers an empty list.
 */

const ctx = withApi({ seed: { products: 6, brands: 2 } });
const { api } = ctx;
const PATH = '/orders/details/brand_purchase_history';
let token = '';
let brandId = 0;

beforeAll(async () => {
  const user = await ctx.db.selectFrom('users').select('id').where('email', '=', 'retailer@demo.kr').executeTakeFirstOrThrow();
  token = (await createSession(ctx.db, user.id)).token;
  brandId = (await ctx.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

test('needs a session: 401 without one or with an unknown token', async () => {
  expect((await api(`${PATH}?idBrand=${brandId}`)).status).toBe(401);
  const bogus = await api(`${PATH}?idBrand=${brandId}`, { token: 'not-a-session' });
  expect([bogus.status, bogus.body.code]).toEqual([401, 'UNAUTHORIZED']);
});

test('a known brand answers the (still empty) purchase history', async () => {
  const { status, body } = await api(`${PATH}?idBrand=${brandId}`, { token });
  expect(status).toBe(200);
  expect(body).toEqual({ items: [] });
});

test('an unknown brand is 404', async () => {
  const { status, body } = await api(`${PATH}?idBrand=987654`, { token });
  expect(status).toBe(404);
  expect(body).toEqual({ code: 'NOT_FOUND', message: catalogMessages.brandNotFound });
});

test('a missing or malformed idBrand is a Korean 400 naming idBrand', async () => {
  for (const query of ['', '?idBrand=', '?idBrand=abc', '?idBrand=0', '?idBrand=-1', '?idBrand=1.5']) {
    const { status, body } = await api(`${PATH}${query}`, { token });
    expect([query, status, body.code, body.field]).toEqual([query, 400, 'VALIDATION', 'idBrand']);
    expect(body.message).toMatch(/[가-힣]/);
  }
});

test('other methods are 405', async () => {
  const { status } = await api(`${PATH}?idBrand=${brandId}`, { method: 'POST', token, body: {} });
  expect(status).toBe(405);
});
