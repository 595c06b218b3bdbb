/** @jest-environment node */
import { createSession } from '@/lib/server/auth/sessions';
import { hashPassword } from '@/lib/server/auth/password';
import { withApi } from '../helpers/api';
import { signedInOperator, type TestOperator } from '../helpers/operators';
import { ADDRESS, cartLine, member } from '../helpers/shop';

/**
 * Suspending a member from the console (issue 21): a suspended account cannot
 * sign in and its sessions end at once; a suspended brand's products leave the
 * listings, search, the product page, the brand pages and the sitemap's reads,
 * and a retailer's cart shows its lines unavailable and will not order them.
 * Reactivating brings everything back. Each is one audit entry. An operator
 * also adjusts a retailer's referral credit: a ledger entry with the reason the
 * retailer reads, never below zero.
 */

const ctx = withApi({ seed: { products: 30, brands: 3, demoOrders: false }, clock: true });

let op: TestOperator;
beforeAll(async () => {
  op = await signedInOperator(ctx.db, 'staff');
});
const as = () => ({ headers: { cookie: op.cookie } });

test('a suspended retailer cannot sign in and is signed out everywhere; reactivated, they sign in again', async () => {
  const password = 'retailer-pass-1';
  const retailer = await member(ctx.db);
  await ctx.db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', retailer.id).execute();
  const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', retailer.id).executeTakeFirstOrThrow()).email;
  expect((await ctx.api('/users', { token: retailer.token })).status).toBe(200);

  const empty = await ctx.api(`/admin/members/${retailer.id}/suspend`, { body: { reason: ' ' }, ...as() });
  expect(empty.status).toBe(400);
  const suspended = await ctx.api(`/admin/members/${retailer.id}/suspend`, { body: { reason: '도용 의심 주문' }, ...as() });
  expect(suspended.status).toBe(200);
  expect(suspended.body).toMatchObject({ userId: retailer.id, suspendedReason: '도용 의심 주문' });
  expect((await ctx.api(`/admin/members/${retailer.id}/suspend`, { body: { reason: '다시' }, ...as() })).status).toBe(409);

  expect((await ctx.api('/users', { token: retailer.token })).status).toBe(401);
  const login = await ctx.api('/users/login', { body: { email, password } });
  expect(login.status).toBe(403);
  expect(login.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: '이용이 정지된 계정입니다. 자세한 내용은 고객센터로 문의해 주세요.' });
  // A wrong password says nothing of the suspension.
  expect((await ctx.api('/users/login', { body: { email, password: 'not-the-one-1' } })).status).toBe(401);
  await expect(createSession(ctx.db, retailer.id)).rejects.toMatchObject({ status: 403 });

  expect((await ctx.api(`/admin/members/${retailer.id}/reactivate`, { method: 'POST', ...as() })).status).toBe(200);
  expect((await ctx.api('/users/login', { body: { email, password } })).status).toBe(200);
  // The old session stays ended.
  expect((await ctx.api('/users', { token: retailer.token })).status).toBe(401);

  const entries = await ctx.db.selectFrom('auditLog').select(['action', 'reason', 'actor']).where('targetType', '=', 'user').where('targetId', '=', String(retailer.id)).orderBy('id').execute();
  expect(entries).toEqual([
    { action: 'member.suspend', reason: '도용 의심 주문', actor: op.email },
    { action: 'member.reactivate', reason: '', actor: op.email },
  ]);
});

test('a suspended brand’s products leave the storefront and carts until it is reactivated', async () => {
  const brandUser = (await ctx.db.selectFrom('users').select('id').where('email', '=', 'brand@demo.kr').executeTakeFirstOrThrow()).id;
  const brand = await ctx.db.selectFrom('brands').select(['id', 'name']).where('ownerUserId', '=', brandUser).executeTakeFirstOrThrow();
  const item = await ctx.db
    .selectFrom('products')
    .select(['id', 'name', 'minOrderQty'])
    .where('brandId', '=', brand.id)
    .where('status', '=', 'active')
    .where('stock', '>', 20)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const retailer = await member(ctx.db);
  const line = await cartLine(ctx.db, retailer.id, item.id, item.minOrderQty);
  const brandToken = (await createSession(ctx.db, brandUser)).token;

  const visible = async () => {
    const listed = await ctx.api(`/products?idBrand=${brand.id}&limit=100`, { token: retailer.token });
    const found = await ctx.api(`/search?keyword=${encodeURIComponent(item.name)}`, { token: retailer.token });
    const brands = await ctx.api('/brands?limit=100');
    return {
      listed: listed.body.items.some((entry: { id: number }) => entry.id === item.id),
      found: found.body.items.some((entry: { id: number }) => entry.id === item.id),
      product: (await ctx.api(`/products/${item.id}`, { token: retailer.token })).status,
      brandPage: (await ctx.api(`/brands/${brand.id}`)).status,
      inBrands: brands.body.items.some((entry: { id: number }) => entry.id === brand.id),
    };
  };
  expect(await visible()).toEqual({ listed: true, found: true, product: 200, brandPage: 200, inBrands: true });

  expect((await ctx.api(`/admin/members/${brandUser}/suspend`, { body: { reason: '위조품 신고 확인 중' }, ...as() })).status).toBe(200);
  expect(await visible()).toEqual({ listed: false, found: false, product: 404, brandPage: 404, inBrands: false });
  // The brand user is signed out; the retailer's line is unavailable and cannot be ordered or added again.
  expect((await ctx.api('/users', { token: brandToken })).status).toBe(401);
  const cart = await ctx.api('/carts', { token: retailer.token });
  const shown = cart.body.brands.flatMap((group: { items: { id: number; problems: string[] }[] }) => group.items).find((entry: { id: number }) => entry.id === line);
  expect(shown.problems).toContain('PRODUCT_UNAVAILABLE');
  const order = await ctx.api('/orders', { body: { cartIds: [line], paymentMethod: 'bank_transfer', address: ADDRESS }, token: retailer.token });
  expect(order.status).toBe(409);
  const add = await ctx.api('/carts', { body: { idProduct: item.id, cartInfo: [{ goodsCount: item.minOrderQty }] }, token: retailer.token });
  expect(add.status).toBe(409);
  expect(add.body.code).toBe('PRODUCT_UNAVAILABLE');

  expect((await ctx.api(`/admin/members/${brandUser}/reactivate`, { method: 'POST', ...as() })).status).toBe(200);
  expect(await visible()).toEqual({ listed: true, found: true, product: 200, brandPage: 200, inBrands: true });
});

test('an operator adjusts a retailer’s credit with a reason the retailer reads; the balance never goes below zero', async () => {
  const retailer = await member(ctx.db);
  const credit = (body: unknown) => ctx.api(`/admin/members/${retailer.id}/credit`, { body, ...as() });
  expect((await credit({ amount: 0, reason: '확인' })).status).toBe(400);
  expect((await credit({ amount: 1.5, reason: '확인' })).status).toBe(400);
  expect((await credit({ amount: 5_000, reason: ' ' })).status).toBe(400);
  const added = await credit({ amount: 5_000, reason: '배송 지연 보상' });
  expect(added.status).toBe(200);
  expect(added.body).toEqual({ userId: retailer.id, balance: 5_000 });
  const tooMuch = await credit({ amount: -6_000, reason: '회수' });
  expect(tooMuch.status).toBe(409);
  expect(tooMuch.body).toMatchObject({ code: 'CREDIT_NEGATIVE', message: '적립금 잔액(5,000원)보다 많이 뺄 수 없습니다.' });
  expect((await credit({ amount: -2_000, reason: '중복 보상 회수' })).body).toEqual({ userId: retailer.id, balance: 3_000 });

  // The retailer sees the entries and the reasons in their credit history, and the balance.
  const referral = await ctx.api('/users/referral', { token: retailer.token });
  expect(referral.body.creditBalance).toBe(3_000);
  expect(referral.body.ledger.map((entry: { amount: number; kind: string; note: string }) => [entry.amount, entry.kind, entry.note])).toEqual([
    [-2_000, 'adjustment', '중복 보상 회수'],
    [5_000, 'adjustment', '배송 지연 보상'],
  ]);
  const entries = await ctx.db.selectFrom('auditLog').select(['action', 'beforeJson', 'afterJson']).where('action', '=', 'member.credit_adjust').where('targetId', '=', String(retailer.id)).orderBy('id').execute();
  expect(entries.map((entry) => [JSON.parse(entry.beforeJson!).credit, JSON.parse(entry.afterJson!).credit])).toEqual([
    [0, 5_000],
    [5_000, 3_000],
  ]);
  // A brand has no credit.
  const brandUser = await member(ctx.db, { userType: 'brand' });
  expect((await ctx.api(`/admin/members/${brandUser.id}/credit`, { body: { amount: 1_000, reason: '확인' }, ...as() })).status).toBe(409);
});
