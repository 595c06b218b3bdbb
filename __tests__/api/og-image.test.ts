/** @jest-environment node */
import { withApi } from '../helpers/api';

const ctx = withApi();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Raw fetch (the api helper parses JSON; an image is not JSON). */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${ctx.server.url}${path}`, { headers });
}

async function activeProductId(): Promise<number> {
  const row = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /images/og/[key]', () => {
  test('a product card is a 1200 x 627 PNG cached for a day with an ETag, and 304 when the client has it', async () => {
    const id = await activeProductId();
    const response = await get(`/api/v1/images/og/p-${id}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"og-[\w-]+"$/);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The IHDR chunk follows the signature: length(4) type(4) width(4) height(4).
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(627);

    const cached = await get(`/api/v1/images/og/p-${id}.png`, { 'if-none-match': etag! });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const stale = await get(`/api/v1/images/og/p-${id}.png`, { 'if-none-match': '"og-old"' });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(png)).toBe(true);
  }, 30_000);

  test('a changed product gets a new ETag, so shared links show its new price', async () => {
    const id = await activeProductId();
    const before = (await get(`/api/v1/images/og/p-${id}.png`)).headers.get('etag');
    await ctx.db
      .updateTable('products')
      .set({ retailPrice: 123_000, updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    const after = await get(`/api/v1/images/og/p-${id}.png`, { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  }, 30_000);

  test('a hidden or missing product and any other key answer 404 in Korean', async () => {
    const id = await activeProductId();
    await ctx.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', id).execute();
    try {
      for (const key of [`p-${id}.png`, 'p-99999999.png', 'p-0.png', 'p-01.png', 'p-1.svg', 'b-1.png', 'p-1-1.png']) {
        const response = await get(`/api/v1/images/og/${key}`);
        expect(response.status).toBe(404);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.message).toMatch(/[\uac00-\ud7a3]/);
      }
    } finally {
      await ctx.db.updateTable('products').set({ status: 'active' }).where('id', '=', id).execute();
    }
  });

  test('only GET is allowed', async () => {
    const response = await fetch(`${ctx.server.url}/api/v1/images/og/p-1.png`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
