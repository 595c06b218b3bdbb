/** @jest-environment node */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { apiMessages } from '@/lib/messages/api';
import { reencodeStoredPictures } from '@/lib/server/db/migrations/0008_attachment_variants';
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';
import { makePicture, TINY_PNG } from '../helpers/pictures';

const ctx = withApi({ seed: false, clock: true });

const PNG = TINY_PNG;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

/** POST /attachments/upload with a real multipart body built by the platform. */
async function upload(file: { bytes: Buffer; name: string; type?: string } | null, purpose: string, token?: string) {
  const form = new FormData();
  form.append('purpose', purpose);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  const response = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { token } : {},
  });
  return { status: response.status, body: await response.json() };
}

function get(path: string, token?: string) {
  return fetch(`${ctx.server.url}${path}`, { headers: token ? { token } : {} });
}

describe('POST /attachments/upload', () => {
  test("a retailer's business licence is stored with the sniffed type and read back by its owner only", async () => {
    const owner = await member(ctx.db, { userGroups: 'inValid' });
    const other = await member(ctx.db);
    const answer = await upload({ bytes: PDF, name: '사업자등록증.pdf', type: 'application/pdf' }, 'business_licence', owner.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ purpose: 'business_licence', mimeType: 'application/pdf', fileName: '사업자등록증.pdf', size: PDF.length });
    expect(answer.body.key).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body.url).toBe(`/api/v1/attachments/${answer.body.key}`);

    const mine = await get(answer.body.url, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);

    expect((await get(answer.body.url, other.token)).status).toBe(404);
    expect((await get(answer.body.url)).status).toBe(404);
  });

  test('the type comes from the bytes: a program named .png is refused, and so is a PNG sent as a licence with a PDF name', async () => {
    const owner = await member(ctx.db);
    const exe = await upload({ bytes: EXE, name: 'licence.png', type: 'image/png' }, 'business_licence', owner.token);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toContain('JPG, PNG, WEBP, PDF');
    const png = await upload({ bytes: PNG, name: 'licence.pdf', type: 'application/pdf' }, 'business_licence', owner.token);
    expect(png.status).toBe(201);
    // A picture is stored re-encoded as WebP, whatever it was sent as.
    expect(png.body).toMatchObject({ mimeType: 'image/webp', fileName: 'licence.webp' });
    const count = await ctx.db.selectFrom('attachments').select(({ fn }) => fn.countAll<number>().as('n')).where('ownerUserId', '=', owner.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  test('a file over the limit is a Korean 413 and nothing is stored', async () => {
    const owner = await member(ctx.db);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload({ bytes: big, name: 'big.png' }, 'business_licence', owner.token);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('파일 크기는 10MB 이하여야 합니다.');
    const rows = await ctx.db.selectFrom('attachments').select('id').where('ownerUserId', '=', owner.id).execute();
    expect(rows).toEqual([]);
  });

  test('the name the browser sends never becomes a path: folders and control characters are dropped', async () => {
    const owner = await member(ctx.db);
    const answer = await upload({ bytes: PNG, name: '../../etc/pa\u0001sswd.png' }, 'business_licence', owner.token);
    expect(answer.status).toBe(201);
    expect(answer.body.fileName).toBe('passwd.webp');
    expect((await get(`/api/v1/attachments/..%2F..%2Fetc%2Fpasswd`, owner.token)).status).toBe(404);
    // A name the operator reads is never turned around (issue 17, finding 9).
    const reversed = await upload({ bytes: PNG, name: '사업자\u202Egnp.exe' }, 'business_licence', owner.token);
    expect(reversed.body.fileName).toBe('사업자gnp.webp');
  });

  test('who may upload what: documents need a session except brand applications; product pictures need a brand user', async () => {
    const retailer = await member(ctx.db);
    const brandUser = await member(ctx.db, { userType: 'brand' });
    expect((await upload({ bytes: PNG, name: 'a.png' }, 'business_licence')).status).toBe(401);
    const visitor = await upload({ bytes: PDF, name: 'catalogue.pdf' }, 'brand_application');
    expect(visitor.status).toBe(201);
    // A visitor's document is nobody's to read over HTTP (the operator's command reads it).
    expect((await get(visitor.body.url, retailer.token)).status).toBe(404);
    expect((await upload({ bytes: PNG, name: 'p.png' }, 'product_image', retailer.token)).status).toBe(403);
    const picture = await upload({ bytes: PNG, name: 'p.png' }, 'product_image', brandUser.token);
    expect(picture.status).toBe(201);
    const pub = await get(picture.body.url);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(picture.body.url, undefined)).headers.get('content-type')).toBe('image/webp');
    expect((await upload({ bytes: PDF, name: 'p.pdf' }, 'product_image', brandUser.token)).status).toBe(415);
  });

  test('bad requests are Korean 4xx: no file, two files, unknown purpose, JSON instead of a form', async () => {
    const owner = await member(ctx.db);
    expect((await upload(null, 'business_licence', owner.token)).body.message).toBe('올릴 파일을 선택해 주세요.');
    expect((await upload({ bytes: PNG, name: 'a.png' }, 'passport', owner.token)).status).toBe(400);
    const form = new FormData();
    form.append('purpose', 'business_licence');
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    form.append('file', new Blob([new Uint8Array(PNG)]), 'b.png');
    const two = await fetch(`${ctx.server.url}/api/v1/attachments/upload`, { method: 'POST', body: form, headers: { token: owner.token } });
    expect(two.status).toBe(400);
    const json = await ctx.api('/attachments/upload', { body: { purpose: 'business_licence' }, token: owner.token });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('파일은 multipart/form-data 형식으로 보내 주세요.');
  });

  test('uploads are throttled per user', async () => {
    const owner = await member(ctx.db);
    for (let i = 0; i < 30; i++) expect((await upload({ bytes: PNG, name: `${i}.png` }, 'business_licence', owner.token)).status).toBe(201);
    const refused = await upload({ bytes: PNG, name: 'more.png' }, 'business_licence', owner.token);
    expect(refused.status).toBe(429);
    ctx.clock.advance(10 * 60_000 + 1000);
    expect((await upload({ bytes: PNG, name: 'later.png' }, 'business_licence', owner.token)).status).toBe(201);
  });
});

describe('uploaded pictures are decoded and stored re-encoded (sharp)', () => {
  async function countRows() {
    const attachments = await ctx.db.selectFrom('attachments').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const variants = await ctx.db.selectFrom('attachmentVariants').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { attachments: Number(attachments.n), variants: Number(variants.n) };
  }

  test('a PNG followed by HTML is stored as a clean WebP: nothing of the HTML is kept or served', async () => {
    const owner = await member(ctx.db, { userType: 'brand' });
    const png = await makePicture('png', 10, 10);
    const hostile = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const answer = await upload({ bytes: hostile, name: 'x.png' }, 'product_image', owner.token);
    expect(answer.status).toBe(201);
    const row = await ctx.db.selectFrom('attachments').select(['data', 'mimeType']).where('key', '=', answer.body.key).executeTakeFirstOrThrow();
    expect(row.mimeType).toBe('image/webp');
    expect(Buffer.from(row.data).includes('<script')).toBe(false);
    const served = await get(answer.body.url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes('script')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 10, height: 10 });
  });

  test("a phone's JPEG loses its EXIF (GPS position included) and is turned upright by its orientation", async () => {
    const owner = await member(ctx.db);
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The GPS block's tag (0x8825) is in the photo sent, in either byte order.
    const gpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
    expect(sent.exif && gpsTag(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);
    const answer = await upload({ bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' }, 'business_licence', owner.token);
    expect(answer.status).toBe(201);
    const served = await get(answer.body.url, owner.token);
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  test('bytes with a picture signature that do not decode are a Korean 400 and nothing is stored', async () => {
    const owner = await member(ctx.db, { userType: 'brand' });
    const before = await countRows();
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(2000)]);
    const answer = await upload({ bytes: fakeJpeg, name: 'photo.jpg', type: 'image/jpeg' }, 'product_image', owner.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'IMAGE_UNREADABLE', message: apiMessages.attachments.imageUnreadable, field: 'file' });
    expect(await countRows()).toEqual(before);
  });

  test('a decompression bomb (a small file of too many pixels) is a Korean 400 found from its header', async () => {
    const owner = await member(ctx.db, { userType: 'brand' });
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await countRows();
    const answer = await upload({ bytes: bomb, name: 'bomb.png' }, 'product_image', owner.token);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMAGE_TOO_LARGE');
    expect(answer.body.message).toMatch(/[가-힣]/);
    expect(await countRows()).toEqual(before);
  });

  test('a product picture is kept at most 2000 px and served in the widths the pages ask for, as immutable WebP', async () => {
    const owner = await member(ctx.db, { userType: 'brand' });
    const big = await makePicture('jpeg', 3000, 1500);
    const answer = await upload({ bytes: big, name: 'wide.jpg', type: 'image/jpeg' }, 'product_image', owner.token);
    expect(answer.status).toBe(201);
    const original = await get(answer.body.url);
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1000 });

    for (const width of [320, 640, 1280]) {
      const sized = await get(`${answer.body.url}?w=${width}`);
      expect(sized.status).toBe(200);
      expect(sized.headers.get('content-type')).toBe('image/webp');
      expect(sized.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(sized.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = sized.headers.get('etag') ?? '';
      expect(etag).not.toBe(original.headers.get('etag'));
      expect(await sharp(Buffer.from(await sized.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
      const again = await fetch(`${ctx.server.url}${answer.body.url}?w=${width}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }

    // Only the kept widths: anything else is a Korean 400 naming `w`.
    for (const width of ['500', '0', 'abc', '99999']) {
      const refused = await get(`${answer.body.url}?w=${width}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'VALIDATION', field: 'w', message: apiMessages.attachments.widthInvalid('320, 640, 1280') });
    }

    // A picture narrower than a width is served as it is for that width.
    const small = await upload({ bytes: await makePicture('webp', 400, 400), name: 's.webp', type: 'image/webp' }, 'product_image', owner.token);
    const narrow = await get(`${small.body.url}?w=640`);
    expect(await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400 });
    expect(narrow.headers.get('etag')).toBe((await get(small.body.url)).headers.get('etag'));
  });

  test('a PDF is kept byte for byte and only ever downloaded, also when a width is asked for', async () => {
    const owner = await member(ctx.db);
    const answer = await upload({ bytes: PDF, name: '사업자등록증.pdf', type: 'application/pdf' }, 'business_licence', owner.token);
    expect(answer.status).toBe(201);
    for (const path of [answer.body.url, `${answer.body.url}?w=640`]) {
      const served = await get(path, owner.token);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    }
  });
});

describe('pictures uploaded before re-encoding (migration 0008)', () => {
  test('are re-encoded in place: same key, WebP without EXIF, product pictures in the kept widths; PDFs and undecodable files untouched', async () => {
    const owner = await member(ctx.db, { userType: 'brand' });
    const photo = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#39c' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 59/1' } })
      .toBuffer();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const old = [
      { key: 'a'.repeat(32), purpose: 'product_image' as const, mimeType: 'image/jpeg', fileName: '상품.jpg', data: photo },
      { key: 'b'.repeat(32), purpose: 'business_licence' as const, mimeType: 'application/pdf', fileName: 'l.pdf', data: PDF },
      { key: 'c'.repeat(32), purpose: 'business_licence' as const, mimeType: 'image/png', fileName: 'x.png', data: broken },
    ];
    for (const row of old) {
      await ctx.db
        .insertInto('attachments')
        .values({ ...row, ownerUserId: owner.id, byteSize: row.data.length, sha256: 'old', applicationId: null, createdAt: new Date().toISOString() })
        .execute();
    }
    await reencodeStoredPictures(ctx.db);

    const picture = await get(`/api/v1/attachments/${'a'.repeat(32)}`);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('content-disposition')).toContain(encodeURIComponent('상품.webp'));
    const stored = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1000 });
    expect(stored.exif).toBeUndefined();
    const sized = await get(`/api/v1/attachments/${'a'.repeat(32)}?w=640`);
    expect(await sharp(Buffer.from(await sized.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 512 });

    const kept = await ctx.db.selectFrom('attachments').select(['key', 'data', 'mimeType', 'sha256']).where('key', 'in', [old[1].key, old[2].key]).orderBy('key').execute();
    expect(kept.map((row) => [row.mimeType, row.sha256, Buffer.from(row.data).equals(row.key === old[1].key ? PDF : broken)])).toEqual([
      ['application/pdf', 'old', true],
      ['image/png', 'old', true],
    ]);
  });
});
