/** @jest-environment node */
import { apiMessages } from '@/lib/messages/api';
import { createSession } from '@/lib/server/auth/sessions';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { confirmDeposit } from '@/lib/orders/server/lifecycle';
import { withApi } from '../helpers/api';
import { ADDRESS, brand, cartLine, member, product } from '../helpers/shop';

/**
 * GET /orders/details/brand_purchase_history?idBrand= (docs/API.md): a
 * logged-in caller's purchases from one brand, read from the order tables:
 * paid units per product, cancelled ones left out, most recent first.
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

test('a known brand answers the purchase history: paid units per product, newest first, unpaid and cancelled left out', async () => {
  const { status, body } = await api(`${PATH}?idBrand=${brandId}`, { token });
  expect(status).toBe(200);
  expect(body).toEqual({ items: [] });

  const who = await member(ctx.db);
  const b = await brand(ctx.db);
  const older = await product(ctx.db, b);
  const newer = await product(ctx.db, b);
  const place = async (lines: number[]) =>
    (await api('/orders', { method: 'POST', token: who.token, body: { cartIds: lines, paymentMethod: 'bank_transfer', address: ADDRESS } })).body.idOrder as number;
  await confirmDeposit(ctx.db, await place([await cartLine(ctx.db, who.id, older, 3)]), COMMAND_ACTOR);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await confirmDeposit(ctx.db, await place([await cartLine(ctx.db, who.id, newer, 2), await cartLine(ctx.db, who.id, older, 1)]), COMMAND_ACTOR);
  await place([await cartLine(ctx.db, who.id, newer, 7)]); // unpaid
  const cancelled = await place([await cartLine(ctx.db, who.id, older, 5)]);
  await confirmDeposit(ctx.db, cancelled, COMMAND_ACTOR);
  await api(`/orders/${cancelled}/cancel`, { method: 'POST', token: who.token, body: { reason: '취소' } });

  const history = (await api(`${PATH}?idBrand=${b}`, { token: who.token })).body.items;
  // Both were last bought in the same (latest) order.
  expect(history).toHaveLength(2);
  expect(history.map((entry: { idProduct: number; quantity: number }) => [entry.idProduct, entry.quantity])).toEqual(
    expect.arrayContaining([
      [older, 4],
      [newer, 2],
    ]),
  );
  expect(history[0].lastOrderedAt).toBe(history[1].lastOrderedAt);
  // A reorder proposes the latest order's option and units, not the total.
  const last = (id: number) => history.find((entry: { idProduct: number }) => entry.idProduct === id).last;
  expect(last(older)).toEqual({ color: expect.any(String), size: expect.any(String), count: 1 });
  expect(last(newer).count).toBe(2);
  expect((await api(`${PATH}?idBrand=${b}`, { token })).body).toEqual({ items: [] });
});

test('an unknown brand is 404', async () => {
  const { status, body } = await api(`${PATH}?idBrand=987654`, { token });
  expect(status).toBe(404);
  expect(body).toEqual({ code: 'NOT_FOUND', message: apiMessages.catalog.brandNotFound });
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
