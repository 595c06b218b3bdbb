import type { APIRequestContext } from '@playwright/test';
import { openDatabase } from '../lib/server/db';
import { apiLogin, createAccount, DB_FILE, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, retryLocked, shopUrl, test } from './helpers';
import { brandOfOwn, productOf } from './brandHelpers';

/**
 * The pages certified retailers share (lib/server/http/sharedPages.ts): home,
 * a listing and a product are rendered once per URL and personalised per
 * request. What a retailer gets must be, byte for byte, the page rendered for
 * them alone (asked for with `Cache-Control: no-cache`), and a change to what
 * the page shows must show on the next request, whoever made it.
 */


interface Got {
  html: string;
  cache: string | undefined;
}

async function get(request: APIRequestContext, url: string, token: string, fresh = false): Promise<Got> {
  const response = await request.get(url, { headers: { cookie: `token=${token}`, ...(fresh ? { 'cache-control': 'no-cache' } : {}) } });
  expect(response.status(), url).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-cache'] };
}

/** The time of the render (a product's flash-sale clock, the home feed's season start there) is the one thing two renders may differ in. */
const normalised = (html: string) => html.replace(/"(renderedAt|now)":"[^"]*"/, '"$1":""');

const nextData = (html: string) => JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^]*?)<\/script>/.exec(html)![1]);

/** The ids of the products whose hearts a page shows, in order, each with whether it is pressed. */
const hearts = (html: string) => [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*data-favorite="(\d+)"/g)].map((m) => [Number(m[2]), m[1] === 'true'] as const);

async function toggleFavorite(request: APIRequestContext, token: string, idProduct: number): Promise<void> {
  const response = await request.post('/api/v1/products/favorite', { headers: { token }, data: { idProduct } });
  expect(response.status()).toBe(200);
}

for (const [label, url] of [
  ['home', '/'],
  ['a listing', shopUrl(152)],
  ['a product', '/product-details/1'],
  ['the flash sale', '/flash-sale'],
  ['a search', '/search?keyword=%ED%82%A4%EB%A7%81'],
] as const) {
  test(`${label}: two certified retailers each get, from one template, the page rendered for them alone`, async ({ request }) => {
    const first = await createAccount();
    const second = await createAccount();
    const a = (await apiLogin(request, first.email, first.password)).token;
    const b = (await apiLogin(request, second.email, second.password)).token;
    const shown = hearts((await get(request, url, a, true)).html);
    expect(shown.length, 'hearts on the page').toBeGreaterThan(0);
    // The first retailer likes the first and the last product the page shows.
    const liked = [...new Set([shown[0][0], shown[shown.length - 1][0]])];
    for (const id of liked) await toggleFavorite(request, a, id);

    // Another journey may change what the page shows between two requests: then both are taken again.
    await expect(async () => {
      await get(request, url, a);
      const templated = await get(request, url, a);
      expect(templated.cache).toBe('HIT');
      expect(normalised(templated.html)).toBe(normalised((await get(request, url, a, true)).html));
      expect(hearts(templated.html).filter(([, pressed]) => pressed).map(([id]) => id)).toEqual(expect.arrayContaining(liked));
      expect(nextData(templated.html).props.pageProps.initialUser).toMatchObject({ id: first.id, email: first.email });

      const other = await get(request, url, b);
      expect(other.cache).toBe('HIT');
      expect(normalised(other.html)).toBe(normalised((await get(request, url, b, true)).html));
      expect(hearts(other.html).every(([, pressed]) => !pressed)).toBe(true);
      expect(nextData(other.html).props.pageProps.initialUser).toMatchObject({ id: second.id, email: second.email });
    }).toPass({ timeout: 20_000 });
  });
}

test('requests at once for a page not yet rendered wait for one render of it', async ({ request }) => {
  const retailer = await createAccount();
  const token = (await apiLogin(request, retailer.email, retailer.password)).token;
  // Another journey's write during the render makes the late requests render again: then all
  // six are asked again, for another URL. Without the single flight, every try would fail.
  await expect(async () => {
    // A URL nobody has asked for: a template of its own.
    const url = `${shopUrl(152)}&order=price_desc&visit=${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(request, url, token)));
    expect(answers.filter((answer) => answer.cache === 'MISS')).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === 'HIT')).toHaveLength(5);
    expect(new Set(answers.map((answer) => normalised(answer.html))).size).toBe(1);
    expect(nextData(answers[0].html).props.pageProps.initialUser).toMatchObject({ id: retailer.id });
  }).toPass({ timeout: 20_000 });
});

test('a change to a product shows on the next request, made through the API or by another process', async ({ request }) => {
  const brand = await brandOfOwn(request);
  const id = await productOf(request, brand, `공유 페이지 머그 ${brand.brandId}`, ['흰색'], [30]);
  const retailer = (await apiLogin(request, DEMO_ACCOUNTS.retailer.email, DEMO_PASSWORD)).token;
  const url = `/product-details/${id}`;
  const price = (html: string) => nextData(html).props.pageProps.product.wholesalePrice as number;

  await get(request, url, retailer);
  expect(price((await get(request, url, retailer)).html)).toBe(8_000);

  // The brand's own API call, in the server's process.
  const patched = await request.patch(`/api/v1/brands/products/${id}`, { headers: { token: brand.token }, data: { wholesalePrice: 7_500 } });
  expect(patched.status()).toBe(200);
  const afterPatch = await get(request, url, retailer);
  expect(afterPatch.cache).toBe('MISS');
  expect(price(afterPatch.html)).toBe(7_500);
  expect(afterPatch.html).toContain('7,500원');
  // Served from the new template, once no other journey's write comes between two requests.
  await expect.poll(async () => (await get(request, url, retailer)).cache, { timeout: 20_000 }).toBe('HIT');

  // Another process writing the same database (an operator's command, a second instance).
  const handle = openDatabase(`sqlite:${DB_FILE}`);
  try {
    await retryLocked(() => handle.db.updateTable('products').set({ wholesalePrice: 7_000 }).where('id', '=', id).execute());
  } finally {
    await handle.close();
  }
  const afterWrite = await get(request, url, retailer);
  expect(afterWrite.cache).toBe('MISS');
  expect(price(afterWrite.html)).toBe(7_000);
});

test('a brand user and an uncertified retailer get pages rendered for themselves', async ({ request }) => {
  const uncertified = await createAccount({ userGroups: 'inValid' });
  for (const token of [
    (await apiLogin(request, DEMO_ACCOUNTS.brand.email, DEMO_PASSWORD)).token,
    (await apiLogin(request, uncertified.email, uncertified.password)).token,
  ]) {
    for (const url of ['/', '/product-details/1']) {
      await get(request, url, token);
      expect((await get(request, url, token)).cache).toBeUndefined();
    }
  }
});
