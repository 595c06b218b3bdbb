/** @jest-environment node */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { JSDOM } from 'jsdom';
import { SITEMAP_URL_LIMIT } from '@/lib/content/server/sitemap';
import { openTestDb, type TestDb } from '../helpers/db';

/** /sitemap.xml and /robots.txt against a seeded database (SQLite, or PostgreSQL with TEST_DB=postgres). */

type PageModule = { getServerSideProps: GetServerSideProps };

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function fetchPage(module: PageModule, host: string): Promise<Captured & { result: unknown }> {
  const captured: Captured = { status: 0, headers: {}, body: '' };
  const res = {
    set statusCode(value: number) {
      captured.status = value;
    },
    setHeader(name: string, value: string) {
      captured.headers[name.toLowerCase()] = value;
    },
    end(body: string) {
      captured.body = body;
    },
  };
  const context = { req: { headers: { host }, socket: {} }, res, query: {}, resolvedUrl: '/' };
  const result = await module.getServerSideProps(context as unknown as GetServerSidePropsContext);
  return { ...captured, result };
}

const sitemap = () => import('@/pages/sitemap.xml') as Promise<PageModule>;
const robots = () => import('@/pages/robots.txt') as Promise<PageModule>;

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 120, brands: 20 } });
});

afterAll(async () => {
  await db.close();
});

function locs(xml: string): string[] {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent ?? '');
}

describe('/sitemap.xml', () => {
  test('lists the public pages, categories, every brand and every active product as absolute URLs, once each', async () => {
    const hidden = await db.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.db.updateTable('products').set({ status: 'hidden' }).where('id', '=', hidden.id).execute();
    try {
      const page = await fetchPage(await sitemap(), 'shop.example.kr');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = locs(page.body);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
      expect(urls.every((url) => url.startsWith('http://shop.example.kr/'))).toBe(true);
      expect(urls).toContain('http://shop.example.kr/');
      expect(urls).toContain('http://shop.example.kr/free-refunds');
      // A category listing, canonical (no page_type noise), & escaped in the XML and read back.
      expect(urls).toContain('http://shop.example.kr/shop?idCategory=152&page=1');
      expect(urls.some((url) => url.includes('page_type'))).toBe(false);

      const brands = await db.db.selectFrom('brands').select('id').execute();
      for (const brand of brands) expect(urls).toContain(`http://shop.example.kr/brand/${brand.id}`);
      const active = await db.db.selectFrom('products').select('id').where('status', '=', 'active').execute();
      const productUrls = urls.filter((url) => url.includes('/product-details/'));
      expect(productUrls).toHaveLength(active.length);
      expect(urls).not.toContain(`http://shop.example.kr/product-details/${hidden.id}`);
      // No private page.
      expect(urls.some((url) => /\/(cart|payment|mypage|order-|cancel|api\/)/.test(url))).toBe(false);
    } finally {
      await db.db.updateTable('products').set({ status: 'active' }).where('id', '=', hidden.id).execute();
    }
  });

  test('a forged Host gives 404, not a sitemap of someone else\'s URLs', async () => {
    const page = await fetchPage(await sitemap(), 'evil.example/<script>');
    expect(page.result).toEqual({ notFound: true });
    expect(page.body).toBe('');
  });
});

describe('in production, the site address comes from SITE_URL only', () => {
  const original = process.env;
  afterEach(() => {
    process.env = original;
  });

  test("another Host header never shapes the sitemap's or robots.txt's URLs", async () => {
    process.env = { ...original, NODE_ENV: 'production', SITE_URL: 'https://www.shop.example' };
    const map = await fetchPage(await sitemap(), 'evil.example');
    expect(locs(map.body).every((url) => url.startsWith('https://www.shop.example/'))).toBe(true);
    expect(map.body).not.toContain('evil.example');
    expect((await fetchPage(await robots(), 'evil.example')).body).toContain('Sitemap: https://www.shop.example/sitemap.xml');
  });

  test('without SITE_URL there is no site address to write (the server refuses to start so)', async () => {
    process.env = { ...original, NODE_ENV: 'production', SITE_URL: '', NEXT_PUBLIC_SITE_URL: '' };
    expect((await fetchPage(await sitemap(), 'evil.example')).result).toEqual({ notFound: true });
    expect((await fetchPage(await robots(), 'evil.example')).body).not.toContain('evil.example');
  });
});

describe('/robots.txt', () => {
  test('allows everything but the private pages and the API, and names the sitemap', async () => {
    const page = await fetchPage(await robots(), 'shop.example.kr');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = page.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/cart', '/payment', '/order-', '/cancel', '/mypage', '/page/account/', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://shop.example.kr/sitemap.xml');
  });
});
