/** @jest-environment node */
import sharp from 'sharp';
import { cardPicture, findShareCard, SHARE_CARD, SHARE_CARD_CACHE_CONTROL } from '@/lib/catalog/server/shareCard';
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';
import { makePicture } from '../helpers/pictures';

const ctx = withApi();

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

/**
 * Drawing needs next/og's ES module, which jest's module sandbox cannot load:
 * the PNG itself (1200 x 627, 304 on its ETag) is checked against the built
 * server in e2e/seo.spec.ts. Here: the ETag, known before any drawing, and
 * every answer that draws nothing.
 */
describe('GET /images/og/[key]', () => {
  test('the ETag names the product version, so a changed price gives shared links a new card', async () => {
    const id = await activeProductId();
    const before = (await findShareCard(ctx.db, `p-${id}.png`)).etag;
    expect(before).toMatch(/^"og-[\w-]+"$/);
    expect((await findShareCard(ctx.db, `p-${id}.png`)).etag).toBe(before);
    await ctx.db
      .updateTable('products')
      .set({ retailPrice: 123_000, updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await findShareCard(ctx.db, `p-${id}.png`)).etag).not.toBe(before);
  });

  test('a client that has the card gets 304 with the cache headers, and nothing is drawn', async () => {
    const id = await activeProductId();
    const { etag } = await findShareCard(ctx.db, `p-${id}.png`);
    const response = await get(`/api/v1/images/og/p-${id}.png`, { 'if-none-match': etag });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe(SHARE_CARD_CACHE_CONTROL);
    expect(await response.text()).toBe('');
  });

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

  test("a product with the brand's own photo is shared with that photo, cut square; without one, its generated picture", async () => {
    const id = await activeProductId();
    const brandUser = await member(ctx.db, { userType: 'brand' });
    const form = new FormData();
    form.append('purpose', 'product_image');
    form.append('file', new Blob([new Uint8Array(await makePicture('png', 900, 600))], { type: 'image/png' }), 'red.png');
    const uploaded = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, { method: 'POST', body: form, headers: { token: brandUser.token } });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const generated = await cardPicture(ctx.db, { id, name: '라벤더 캔들', categoryId: 100, photo: null });
    expect(generated.startsWith('data:image/svg+xml;base64,')).toBe(true);

    const photo = await cardPicture(ctx.db, { id, name: '라벤더 캔들', categoryId: 100, photo: url });
    expect(photo.startsWith('data:image/jpeg;base64,')).toBe(true);
    const jpeg = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: SHARE_CARD.height, height: SHARE_CARD.height });
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    // The upload's red (#d33), centre pixel.
    const centre = ((SHARE_CARD.height * Math.floor(SHARE_CARD.height / 2)) + Math.floor(SHARE_CARD.height / 2)) * 3;
    expect(data[centre]).toBeGreaterThan(190);
    expect(data[centre + 1]).toBeLessThan(80);

    // The card's version follows the photo: a new first photo gives shared links a new card.
    const before = (await findShareCard(ctx.db, `p-${id}.png`)).etag;
    await ctx.db.updateTable('products').set({ images: JSON.stringify([url]) }).where('id', '=', id).execute();
    expect((await findShareCard(ctx.db, `p-${id}.png`)).etag).not.toBe(before);

    // A file that is gone still gives a card: the generated picture.
    const missing = await cardPicture(ctx.db, { id, name: '라벤더 캔들', categoryId: 100, photo: '/api/v1/attachments/0123456789abcdef0123456789abcdef' });
    expect(missing.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  test('only GET is allowed', async () => {
    const response = await fetch(`${ctx.server.url}/api/v1/images/og/p-1.png`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
