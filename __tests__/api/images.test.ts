/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { PRODUCT_CATEGORIES } from '@/lib/catalog/categories';
import { parseImageKey } from '@/lib/server/images/keys';
import { MOTIF_NAMES, motifNameFor, renderBrandLogo, renderProductImage, shortLabel } from '@/lib/catalog/server/productArt';
import { withApi } from '../helpers/api';

const ctx = withApi();
const { api } = ctx;

const HANGUL = /[\uac00-\ud7a3]/;
const CHILDREN = PRODUCT_CATEGORIES.flatMap((category) => category.children ?? []);
const parser = new new JSDOM('').window.DOMParser();

function wellFormed(svg: string): boolean {
  const doc = parser.parseFromString(svg, 'image/svg+xml');
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.tagName === 'svg';
}

/** Raw fetch (the api helper parses JSON; an image is not JSON). */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${ctx.server.url}${path}`, { headers });
}

describe('GET /images/generated/[key]', () => {
  test('a product picture is an SVG with a long immutable cache and an ETag', async () => {
    const response = await get('/api/v1/images/generated/p-1-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Pretendard');
    expect(wellFormed(svg)).toBe(true);
    const product = await ctx.db.selectFrom('products').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(svg).toContain(`<title>${product.name}</title>`);

    const again = await get('/api/v1/images/generated/p-1-1.svg');
    expect(await again.text()).toBe(svg);
    expect(again.headers.get('etag')).toBe(etag);
  });

  test('a client that has the picture gets 304 without a body', async () => {
    const first = await get('/api/v1/images/generated/p-2-1.svg');
    const etag = first.headers.get('etag')!;
    const cached = await get('/api/v1/images/generated/p-2-1.svg', { 'if-none-match': `W/"other", ${etag}` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const stale = await get('/api/v1/images/generated/p-2-1.svg', { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  test('every image URL the seed stored answers, and the pictures of one product differ', async () => {
    const product = await ctx.db
      .selectFrom('products')
      .select(['id', 'images'])
      .where('images', 'like', '%-3.svg%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const urls = JSON.parse(product.images) as string[];
    expect(urls).toHaveLength(3);
    const bodies = await Promise.all(
      urls.map(async (url) => {
        const response = await get(url);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    expect(new Set(bodies).size).toBe(3);

    const brands = await ctx.db.selectFrom('brands').select(['name', 'logoUrl']).orderBy('id').execute();
    for (const brand of brands) {
      const response = await get(brand.logoUrl);
      expect(response.status).toBe(200);
      const svg = await response.text();
      expect(svg).toContain(`>${Array.from(brand.name)[0]}</text>`);
    }
  });

  test('a product or brand that does not exist is 404 with a Korean message', async () => {
    for (const key of ['p-999999-1.svg', 'b-999999.svg']) {
      const { status, body, headers } = await api(`/images/generated/${key}`);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.message).toMatch(HANGUL);
    }
  });

  test.each([
    ['path traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['encoded dots', '%2e%2e%2fpackage.json'],
    ['a huge key', 'p-1-1'.repeat(2000) + '.svg'],
    ['another extension', 'p-1-1.png'],
    ['a leading zero', 'p-01-1.svg'],
    ['picture 0', 'p-1-0.svg'],
    ['picture 10', 'p-1-10.svg'],
    ['upper case', 'P-1-1.svg'],
    ['a double extension', 'p-1-1.svg.svg'],
    ['an id past PostgreSQL integer', 'p-2147483648-1.svg'],
    ['id 0', 'b-0.svg'],
    ['a negative id', 'b--1.svg'],
    ['a NUL byte', 'b-1.svg%00'],
    ['a newline', 'b-1.svg%0A'],
    ['SQL', "b-1'%20or%201=1.svg"],
    ['script', '%3Cscript%3E.svg'],
  ])('a bad key (%s) is 404, never 5xx', async (_label, key) => {
    const { status, body } = await api(`/images/generated/${key}`);
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toMatch(HANGUL);
  });

  test('other methods are 405 with Allow: GET, HEAD', async () => {
    const { status, headers, body } = await api('/images/generated/p-1-1.svg', { method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD');
    expect(body.message).toMatch(HANGUL);
  });

  test('a name with markup is escaped, so a picture can never carry a script', async () => {
    const brand = await ctx.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const template = await ctx.db.selectFrom('products').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const row = await ctx.db
      .insertInto('products')
      .values({ ...template, id: undefined, brandId: brand.id, name: '<script>alert(1)</script> "곰" & <img onerror=x>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await get(`/api/v1/images/generated/p-${row.id}-1.svg`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).not.toMatch(/<script|<img/i);
    expect(svg).toContain('&lt;script&gt;');
    expect(wellFormed(svg)).toBe(true);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the SVG renderer', () => {
  test('is a pure function of its input', () => {
    const input = { productId: 7, index: 1, name: '곰돌이 아크릴 키링', categoryId: 131 };
    expect(renderProductImage(input)).toBe(renderProductImage({ ...input }));
    expect(renderProductImage(input)).not.toBe(renderProductImage({ ...input, productId: 8 }));
    expect(renderBrandLogo({ brandId: 1, name: '달빛공방' })).toBe(renderBrandLogo({ brandId: 1, name: '달빛공방' }));
  });

  test('every child category has its own motif and every picture variant is well-formed SVG', () => {
    for (const child of CHILDREN) {
      expect(MOTIF_NAMES).toContain(motifNameFor(child.id));
      for (const index of [1, 2, 3]) {
        expect(wellFormed(renderProductImage({ productId: child.id, index, name: `테스트 ${child.name} 350ml`, categoryId: child.id }))).toBe(true);
      }
    }
    expect(wellFormed(renderBrandLogo({ brandId: 3, name: '소소한 하루' }))).toBe(true);
  });

  test('labels are short and drop specification tokens', () => {
    expect(shortLabel('빈티지 법랑 머그컵 350ml')).toBe('법랑 머그컵');
    expect(shortLabel('곰돌이 아크릴 키링')).toBe('아크릴 키링');
    expect(Array.from(shortLabel('아주아주아주아주긴이름의상품입니다')).length).toBeLessThanOrEqual(9);
  });

  test('keys are parsed strictly', () => {
    expect(parseImageKey('p-123-1.svg')).toEqual({ kind: 'product', productId: 123, index: 1 });
    expect(parseImageKey('b-7.svg')).toEqual({ kind: 'brand', brandId: 7 });
    for (const key of ['p-123-1', 'b-7.SVG', ' b-7.svg', 'b-7.svg ', 'p-1-1.svg/x', 'b-99999999999.svg', 42, null, ['b-1.svg']]) {
      expect(parseImageKey(key)).toBeNull();
    }
  });
});
