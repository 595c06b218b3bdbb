import Head from 'next/head';
import { generateNextSeo } from 'next-seo/pages';
import { useContext } from 'react';
import { pageSeo, SeoContext, type PageSeoInput } from '@/lib/seo';

/**
 * A page's Korean title and sharing tags (next-seo v7), in the server HTML;
 * og:url and the canonical link are absolute, on the origin `_app` provides.
 */
export function PageSeo(props: PageSeoInput) {
  const context = useContext(SeoContext);
  return <Head>{generateNextSeo(pageSeo(props, context))}</Head>;
}
