/** @jest-environment node */
import fc from 'fast-check';
import { sql } from 'kysely';
import { createSession } from '@/lib/server/auth/sessions';
import { DEMO_ACCOUNTS } from '@/lib/server/seed/demo';
import { withApi } from '../helpers/api';
import { servedRoutes } from '../helpers/routes';

/**
 * Hostile input at every endpoint (issue 10: 10,000 generated payloads):
 * wrong types, huge strings, SQL and script fragments, odd Unicode, bad JSON,
 * malformed multipart, hostile path segments, as a visitor, a retailer, a
 * brand owner or with a forged token. Every route of pages/api/v1 is found
 * and attacked, so a new one is too. Whatever arrives, the API answers below
 * 500, and a rejected request (4xx) writes nothing: the row count of every
 * table and the stock, cart and order totals are unchanged. (throttle_events
 * is left out: counting failed logins and SMS sends is what it is for.)
 * FUZZ_TOTAL sets the number of payloads (10,000 by default), FUZZ_SEED the seed. The run on
 * PostgreSQL (scripts/test-all.sh) sends 1,000 others, from its own seed.
 */

jest.setTimeout(120_000);

const ctx = withApi({ seed: { products: 20, brands: 3, demoOrders: true }, sms: true });
const { api } = ctx;
const tokens: Record<'retailer' | 'brand', string> = { retailer: '', brand: '' };

const TOTAL = Number(process.env.FUZZ_TOTAL ?? 10_000);
const ROUTES = servedRoutes().flatMap(({ route, methods }) => methods.map((method) => ({ method, route })));
const RUNS_PER_ROUTE = Math.ceil(TOTAL / ROUTES.length);
let snapshotQuery: ReturnType<typeof sql<Record<string, number | string | null>>>;
/** The snapshot as the last accepted request left the data: a rejection must leave it so. */
let current = '';

beforeAll(async () => {
  for (const [kind, email] of [['retailer', DEMO_ACCOUNTS.retailer.email], ['brand', DEMO_ACCOUNTS.brand.email]] as const) {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    tokens[kind] = (await createSession(ctx.db, user.id)).token;
  }
  // One statement: the row count of every table, and the totals a half-written command would move.
  const tables = (await ctx.db.introspection.getTables()).map((table) => table.name).filter((name) => !/^(throttle_events|kysely_)/.test(name));
  const counts = tables.map((table) => sql`(select count(*) from ${sql.table(table)})`);
  snapshotQuery = sql<Record<string, number | string | null>>`select ${sql.join(counts)},
    (select sum(stock) from products), (select sum(stock) from product_options), (select sum(goods_count) from cart_items),
    (select count(*) from orders where status in ('cancelled', 'refunded')), (select count(*) from products where status = 'active')`;
  current = await snapshot();
});

async function snapshot(): Promise<string> {
  const { rows } = await snapshotQuery.execute(ctx.db);
  return Object.values(rows[0]).map(Number).join(',');
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
  'idOrder', 'items', 'idItem', 'count', 'reason', 'idAddress', 'pickup', 'address', 'recipient',
  'phone', 'postcode', 'addressDetail', 'label', 'isDefault', 'paymentMethod', 'cardNumber',
  'paymentId', 'useCredit', 'taxInvoice', 'orderer', 'deliveryNote', 'expectedTotal', 'carrier',
  'trackingNo', 'name', 'description', 'wholesalePrice', 'retailPrice', 'minOrderQty', 'orderStep',
  'tiers', 'colors', 'sizes', 'stocks', 'images', 'status', 'stock', 'kind', 'brandName',
  'companyName', 'contactName', 'contactPhone', 'contactEmail', 'website', 'attachments',
  'consent', 'remember', 'idBrand', 'from', 'to', 'sort', 'type', 'data',
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

/** A route with hostile path segments, or (half the time) an id that exists, so handlers run on real rows. */
function pathOf(route: string, segments: string[]): string {
  let i = 0;
  // An empty segment would not reach this route at all (`/orders//payment`): a space stands in.
  return route.replace(/\{\w+\}/g, () => enc(segments[i++ % segments.length]) || '%20');
}

/** A multipart body as a sloppy or hostile client might send one to the upload endpoints. */
const multipart = fc
  .record({
    boundary: fc.constantFrom('XyZ', '', 'a'.repeat(80), '--', '"q"'),
    purpose: fc.oneof(fc.constantFrom('business_licence', 'brand_application', 'product_image'), fc.constantFrom(...NASTY)),
    name: fc.oneof(fc.constantFrom('../../etc/passwd', 'a.png', '', '\u0000.pdf', 'x'.repeat(600)), fc.string({ maxLength: 20 })),
    bytes: fc.oneof(fc.constantFrom('\x89PNG\r\n\x1a\n' + 'x'.repeat(64), '%PDF-1.7\n%%EOF', 'MZ', ''), fc.string({ maxLength: 200 })),
    cut: fc.boolean(),
  })
  .map(({ boundary, purpose, name, bytes, cut }) => {
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n` +
      (cut ? '' : `--${boundary}--\r\n`);
    return { raw: body, type: `multipart/form-data; boundary=${boundary}` };
  });

const payload = fc.record({
  segments: fc.array(fc.oneof(segment, fc.constantFrom('1', '2', '3', '7')), { minLength: 1, maxLength: 2 }),
  query: queryString,
  body: fc.oneof(
    { weight: 4, arbitrary: body.map((b) => ({ json: b })) },
    { weight: 1, arbitrary: badJson.map((raw) => ({ raw, type: 'application/json' })) },
    { weight: 1, arbitrary: multipart },
  ),
  tokenKind: fc.constantFrom('retailer', 'retailer', 'brand', 'garbage', 'none'),
});

test('every served route is attacked', () => {
  expect(ROUTES.length).toBeGreaterThan(50);
  expect(RUNS_PER_ROUTE * ROUTES.length).toBeGreaterThanOrEqual(TOTAL);
});

describe.each(ROUTES.map((r) => [`${r.method} ${r.route}`, r] as const))('%s', (_name, target) => {
  test('answers hostile input below 500 and a rejection writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const token = p.tokenKind === 'retailer' || p.tokenKind === 'brand' ? tokens[p.tokenKind] : p.tokenKind === 'garbage' ? "' OR 1=1 --" : null;
        const answer = await api(`${pathOf(target.route, p.segments)}${p.query ? `?${p.query}` : ''}`, {
          method: target.method,
          token,
          ...(target.method === 'GET' ? {} : 'raw' in p.body ? { rawBody: p.body.raw, headers: { 'content-type': p.body.type } } : { body: p.body.json }),
        });
        expect(answer.status).toBeLessThan(500);
        // One snapshot per request, compared with the one the previous request left.
        const before = current;
        current = await snapshot();
        if (answer.status >= 400) {
          expect(current).toBe(before);
          if (answer.headers.get('content-type')?.includes('json')) {
            expect(typeof answer.body.code).toBe('string');
            expect(answer.body.message).toMatch(/[가-힣]/);
          }
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
  });
});

test('after the storm the catalogue and the demo accounts are intact', async () => {
  const { status, body: answer } = await api('/products?limit=1');
  expect(status).toBe(200);
  expect(answer.total).toBe(20);
  const login = await api('/users/login', { body: { email: DEMO_ACCOUNTS.brand.email, password: 'demo1234!' } });
  expect(login.status).toBe(200);
});
