import { CATEGORIES } from '@/lib/catalog/categories';
import { canonicalPath } from '@/lib/seo';
import { noticeRoutes } from '@/lib/content/routes';
import type { Db } from '@/lib/server/db';
import { onSaleSql } from '@/lib/catalog/server/onSale';
import { listNotices } from './notices';

/**
 * What search engines are told about (pages/sitemap.xml.ts, pages/robots.txt.ts):
 * the public pages, every notice, every category listing, every brand and
 * every active product. Private pages (cart, payment, orders, account) are disallowed.
 */

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Public pages outside the catalogue, each served to anonymous visitors. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/page/popular',
  '/flash-sale',
  '/new-brand',
  '/free-refunds',
  '/faq-retail',
  '/page/apply',
  '/terms',
  '/privacy',
  noticeRoutes.list,
];

/** Paths no crawler should fetch: members' pages, the operator's console and the API. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/cart',
  '/payment',
  '/order-',
  '/cancel',
  '/mypage',
  '/page/account/',
  '/brand-center',
  '/admin',
  '/api/',
];

/** Every category's listing path (canonical: only the query that selects content), once each. */
export function categoryPaths(): string[] {
  const paths = CATEGORIES.flatMap((category) => [category.path, ...(category.children ?? []).map((c) => c.path)]);
  return [...new Set(paths.map(canonicalPath))];
}

/** The site paths of the sitemap, capped at SITEMAP_URL_LIMIT (products come last). */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const notices = (await listNotices(db)).map((notice) => noticeRoutes.notice(notice.id));
  const fixed = [...new Set([...PUBLIC_PAGES, ...notices, ...categoryPaths()])];
  const brands = await db.selectFrom('brands').select('id').where('suspendedAt', 'is', null).orderBy('id').limit(SITEMAP_URL_LIMIT).execute();
  const paths = [...fixed, ...brands.map((brand) => `/brand/${brand.id}`)].slice(0, SITEMAP_URL_LIMIT);
  const room = SITEMAP_URL_LIMIT - paths.length;
  if (room <= 0) return paths;
  const products = await db
    .selectFrom('products')
    .select('id')
    .where(onSaleSql)
    .orderBy('id')
    .limit(room)
    .execute();
  return [...paths, ...products.map((product) => `/product-details/${product.id}`)];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemap document: absolute URLs on `origin`. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything allowed but the private paths; names the sitemap when the origin is known. */
export function robotsTxt(origin: string | null): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`)];
  if (origin) lines.push('', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
