/** @jest-environment node */
import { sql } from 'kysely';
import { createSession } from '@/lib/server/auth/sessions';
import { apiMessages } from '@/lib/messages/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/lib/server/seed/demo';
import { withApi } from '../helpers/api';

/**
 * Cross-site request forgery (docs/DECISIONS.md, Security headers): the API
 * also takes the session from the `token` cookie, which a browser attaches to
 * a request another site's page makes. So any write that a browser says came
 * from another site (Sec-Fetch-Site, or an Origin that is not this site) is
 * refused before it runs; the site's own pages and non-browser callers are not.
 */

const ctx = withApi({ seed: { products: 6, brands: 1 } });
let token: string;
let idProduct: number;

beforeAll(async () => {
  const retailer = await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.retailer.email).executeTakeFirstOrThrow();
  token = (await createSession(ctx.db, retailer.id)).token;
  idProduct = (await ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

const favorites = async () => Number((await sql<{ n: number }>`select count(*) as n from favorites`.execute(ctx.db)).rows[0].n);
const sessions = async () => Number((await sql<{ n: number }>`select count(*) as n from sessions`.execute(ctx.db)).rows[0].n);

/** The toggle of the wishlist heart, with the session in the cookie as a browser would send it. */
const toggle = (headers: Record<string, string>) =>
  ctx.api('/products/favorite', { method: 'POST', body: { idProduct }, headers: { cookie: `token=${token}`, ...headers } });

describe('writes from another site are refused, and nothing changes', () => {
  test.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }],
  ])('%s', async (_, headers) => {
    const before = await favorites();
    const res = await toggle(headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'CROSS_SITE', message: apiMessages.crossSite });
    expect(await favorites()).toBe(before);
  });

  test('a login posted by another site (login CSRF) makes no session', async () => {
    const before = await sessions();
    const res = await ctx.api('/users/login', {
      method: 'POST',
      body: { email: DEMO_ACCOUNTS.retailer.email, password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await sessions()).toBe(before);
  });
});

describe('the site itself and other callers are served', () => {
  test("the site's own page (same-origin) and a caller without browser headers can write", async () => {
    const own = await toggle({ 'sec-fetch-site': 'same-origin', origin: ctx.server.url.replace(/\/api\/v1$/, '') });
    expect(own.status).toBe(200);
    const script = await ctx.api('/products/favorite', { method: 'POST', body: { idProduct }, token });
    expect(script.status).toBe(200);
  });

  test('reads are not refused (a cross-site page cannot read the answer anyway)', async () => {
    const res = await ctx.api('/products/favorite', { headers: { cookie: `token=${token}`, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  test('every API answer is private and never stored by a shared cache', async () => {
    for (const res of [await ctx.api('/categories'), await ctx.api('/products/favorite', { token }), await ctx.api('/products/favorite')]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
