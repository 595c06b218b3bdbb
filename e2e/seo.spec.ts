import { expect, test } from './helpers';

/**
 * What sharing crawlers and search engines read from the built server: the
 * product page's HTML (no JavaScript runs for them), its PNG sharing card,
 * /sitemap.xml and /robots.txt. Server answers, the same at both widths: checked
 * once (untagged, so at 375 px only; playwright.config.ts).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('a product page carries its sharing card, its retail price and JSON-LD in the server HTML', async ({ request, baseURL }) => {
  const html = await (await request.get('/product-details/1')).text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:image')).toBe(`${baseURL}/api/v1/images/og/p-1.png`);
  expect(meta('product:price:currency')).toBe('KRW');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as { '@type': string; offers?: { price: number; priceCurrency: string } },
  );
  expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(blocks[0].offers?.priceCurrency).toBe('KRW');
  expect(String(blocks[0].offers?.price)).toBe(meta('product:price:amount'));
});

test('the sharing card is a 1200 x 627 PNG, and 304 for a client that has it', async ({ request }) => {
  const response = await request.get('/api/v1/images/og/p-1.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // The IHDR chunk follows the signature: length(4) type(4) width(4) height(4).
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(627);
  const etag = response.headers().etag;
  const again = await request.get('/api/v1/images/og/p-1.png', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

test('robots.txt names the sitemap, and the sitemap lists products as absolute URLs', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /cart');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/product-details/1</loc>`);
});
