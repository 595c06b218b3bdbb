import Head from 'next/head';
import { generateDefaultSeo } from 'next-seo/pages';
import { useContext } from 'react';
import { SeoContext, siteSeo } from '@/lib/seo';

/**
 * Site-wide defaults: Korean title template and description,
 * og:locale ko_KR, the 1200x627 sharing image (absolute on the origin `_app`
 * provides), twitter card, light theme.
 * Rendered once in `_app`; a page's PageSeo overrides what it sets.
 */
export function SiteSeo() {
  const { siteUrl } = useContext(SeoContext);
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {generateDefaultSeo(siteSeo(siteUrl))}
    </Head>
  );
}
