import Head from 'next/head';
import { generateDefaultSeo } from 'next-seo/pages';
import { defaultSeo } from '@/lib/seo';

/**
 * Site-wide defaults (SPEC.md §1): Korean title template and description,
 * og:locale ko_KR, the 1200x627 sharing image, twitter card, light theme.
 * Rendered once in `_app`; a page's PageSeo overrides what it sets.
 */
export function SiteSeo() {
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      {generateDefaultSeo(defaultSeo)}
    </Head>
  );
}
