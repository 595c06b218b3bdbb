/** @jest-environment node */
import fc from 'fast-check';
import { sql } from 'kysely';
import { createSession } from '@/lib/server/auth/sessions';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { withApi } from '../helpers/api';

/**
 * Hostile input at every endpoint: wrong types, huge strings, SQL and script
 * fragments, odd Unicode, bad JSON, hostile path segments. Whatever arrives,
 * the API answers below 500, and a rejected request (4xx) writes nothing.
 * (throttle_events is left out of the comparison: counting failed logins and
 * SMS sends is what it is for.)
 */

const ctx = withApi({ seed: { products: 20, brands: 3 }, sms: true });
const { api } = ctx;
let token: string;

const TABLES = ['users', 'sessions', 'categories', 'brands', 'products', 'favorites', 'cart_items', 'sms_verifications'];

beforeAll(async () => {
  const retailer = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.retailer.email)
    .executeTakeFirstOrThrow();
  token = (await createSession(ctx.db, retailer.id)).token;
});

async function snapshot(): Promise<string> {
  const counts: number[] = [];
  for (const table of TABLES) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(ctx.db);
    counts.push(Number(row.rows[0].n));
  }
  const sums = await sql<{ s: number | null }>`select sum(goods_count) as s from cart_items`.execute(ctx.db);
  return `${counts.join(',')}|${sums.rows[0].s ?? 0}`;
}

const NASTY = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1 UNION SELECT password_hash FROM users",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFFFF\uD800',
  '𝒳😀👨‍👩‍👧',
  'ㄱㄴㄷ',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  '__proto__',
  'constructor',
  '{"$gt": ""}',
  '',
  ' ',
];

/** Plausible values, so some payloads get past validation into the services. */
const PLAUSIBLE = [1, 2, 3, '1', 'retailer@demo.kr', 'demo1234!', 'newpass1234', '01012345678', '1208147521', 'register', 'reset', '123456', 'M', 'FREE', '[1,2]', 'latest'];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.constantFrom(...PLAUSIBLE),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 3000 }),
  fc.integer(),
  fc.integer({ min: -3, max: 3 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 31, 1.5),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('color', 'size', 'goodsCount', '__proto__', 'x'), scalar) },
  { weight: 1, arbitrary: fc.array(fc.dictionary(fc.constantFrom('color', 'size', 'goodsCount'), scalar), { maxLength: 3 }) },
);

const FIELDS = [
  'email', 'password', 'businessName', 'registrationNo', 'mobileNo', 'smsToken', 'referralCode',
  'purpose', 'code', 'futurePw', 'futureConfirmPw', 'idProduct', 'directCart', 'cartInfo',
  'goodsCount', 'cartIds', 'checkedIds', 'keyword', 'page', 'limit', 'order', 'idCategory',
  'category', 'brand', 'color', 'size', 'minPrice', 'maxPrice', 'new', 'flashSale',
];

const body = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }) },
  { weight: 1, arbitrary: value },
);
const badJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"email": undefined}', "{'a': 1}", '\u0000', '{"a":1}}');
const queryString = fc
  .dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 30 })), { maxKeys: 5 })
  .map((entries) => new URLSearchParams(entries).toString());
const segment = fc.oneof(fc.constantFrom(...NASTY), fc.string({ minLength: 1, maxLength: 30 }), fc.integer().map(String));

/** Encodes a path segment; a lone surrogate goes as the bytes a sloppy client would send. */
const enc = (s: string) => encodeURIComponent(s.toWellFormed());

interface Target {
  method: string;
  path: string | ((segment: string) => string);
  auth: boolean;
}

const TARGETS: Target[] = [
  { method: 'POST', path: '/users/register', auth: false },
  { method: 'POST', path: '/users/login', auth: false },
  { method: 'POST', path: '/users/logout', auth: false },
  { method: 'GET', path: '/users', auth: true },
  { method: 'PUT', path: '/users/password', auth: true },
  { method: 'POST', path: '/users/password', auth: false },
  { method: 'POST', path: '/users/sms', auth: false },
  { method: 'POST', path: '/users/sms/verify', auth: false },
  { method: 'GET', path: '/brands/user-type', auth: true },
  { method: 'GET', path: '/brands', auth: false },
  { method: 'GET', path: (s) => `/brands/${enc(s)}`, auth: false },
  { method: 'GET', path: '/categories', auth: false },
  { method: 'GET', path: '/products', auth: true },
  { method: 'GET', path: '/products', auth: false },
  { method: 'GET', path: (s) => `/products/${enc(s)}`, auth: true },
  { method: 'POST', path: '/products/favorite', auth: true },
  { method: 'GET', path: '/products/favorite', auth: true },
  { method: 'GET', path: '/search', auth: true },
  { method: 'GET', path: '/carts', auth: true },
  { method: 'POST', path: '/carts', auth: true },
  { method: 'PUT', path: (s) => `/carts/item/${enc(s)}`, auth: true },
  { method: 'DELETE', path: (s) => `/carts/${enc(s)}`, auth: true },
  { method: 'DELETE', path: '/carts/multiple/delete', auth: true },
  { method: 'GET', path: '/carts/cartcount', auth: true },
  { method: 'GET', path: '/carts/available', auth: true },
  { method: 'GET', path: (s) => `/images/generated/${enc(s)}`, auth: false },
];

const payload = fc.record({
  segment,
  query: queryString,
  body: fc.oneof({ weight: 4, arbitrary: body.map((b) => ({ json: b })) }, { weight: 1, arbitrary: badJson.map((raw) => ({ raw })) }),
  tokenKind: fc.constantFrom('valid', 'valid', 'garbage', 'none'),
});

describe.each(TARGETS.map((t) => [`${t.method} ${typeof t.path === 'string' ? t.path : t.path('{x}')}`, t] as const))(
  '%s',
  (_name, target) => {
    test('answers hostile input below 500 and a rejection writes nothing', async () => {
      await fc.assert(
        fc.asyncProperty(payload, async (p) => {
          const path = typeof target.path === 'string' ? target.path : target.path(p.segment);
          const before = await snapshot();
          const answer = await api(`${path}${p.query ? `?${p.query}` : ''}`, {
            method: target.method,
            token: p.tokenKind === 'valid' ? token : p.tokenKind === 'garbage' ? "' OR 1=1 --" : null,
            ...(target.method === 'GET' ? {} : 'raw' in p.body ? { rawBody: p.body.raw, headers: { 'content-type': 'application/json' } } : { body: p.body.json }),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(await snapshot()).toBe(before);
            if (answer.headers.get('content-type')?.includes('json')) {
              expect(typeof answer.body.code).toBe('string');
              expect(answer.body.message).toMatch(/[가-힣]/);
            }
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? 20261121) },
      );
    });
  },
);

test('after the storm the catalogue and the demo accounts are intact', async () => {
  const { status, body: answer } = await api('/products?limit=1');
  expect(status).toBe(200);
  expect(answer.total).toBe(20);
  const login = await api('/users/login', { body: { email: DEMO_ACCOUNTS.brand.email, password: 'demo1234!' } });
  expect(login.status).toBe(200);
});
