/** @jest-environment node */
import { withApi } from '../helpers/api';
import { member } from '../helpers/shop';

const ctx = withApi({ seed: false, clock: true });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
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
    expect(png.body).toMatchObject({ mimeType: 'image/png', fileName: 'licence.png' });
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
    expect(answer.body.fileName).toBe('passwd.png');
    expect((await get(`/api/v1/attachments/..%2F..%2Fetc%2Fpasswd`, owner.token)).status).toBe(404);
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
    expect((await get(picture.body.url, undefined)).headers.get('content-type')).toBe('image/png');
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
