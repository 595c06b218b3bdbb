import type { GetServerSideProps } from 'next';
import { getDb } from '@/lib/server/db';
import { siteOrigin } from '@/lib/server/http/origin';
import { sitemapPaths, sitemapXml } from '@/lib/content/server/sitemap';

/**
 * /sitemap.xml: the public pages, categories, brands and active products
 * (lib/content/server/sitemap.ts) as absolute URLs on the site's origin.
 * Without a known origin (a forged Host and no SITE_URL) it answers 404.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  const origin = siteOrigin(req);
  if (!origin) return { notFound: true };
  const xml = sitemapXml(origin, await sitemapPaths(await getDb()));
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(xml);
  return { props: {} };
};

/** Never rendered: getServerSideProps has written the answer. */
export default function Sitemap() {
  return null;
}
