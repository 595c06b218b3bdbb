import Head from 'next/head';
import { generateNextSeo } from 'next-seo/pages';
import { pageSeo, type PageSeoInput } from '@/lib/seo';

/** A page's Korean title and sharing tags (next-seo v7), in the server HTML. */
export function PageSeo(props: PageSeoInput) {
  return <Head>{generateNextSeo(pageSeo(props))}</Head>;
}
