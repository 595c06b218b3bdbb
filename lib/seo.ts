import type { DefaultSeoProps, NextSeoProps } from 'next-seo/pages';
import { commonMessages } from '@/lib/messages/common';
import { site } from '@/lib/site';

const seo = commonMessages.seo;
import { theme } from '@/styles/theme';

/**
 * Site-wide SEO (SPEC.md §1: Korean title, description and sharing metadata,
 * light theme, a 1200x627 sharing image). `_app` renders `defaultSeo` through
 * next-seo's `generateDefaultSeo`; pages add theirs with `pageSeo`.
 */

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 627 } as const;

/** Light theme only (SPEC.md §1): the browser chrome colour and `color-scheme`. */
export const THEME_COLOR = theme.colors.background;

/**
 * An absolute URL when NEXT_PUBLIC_SITE_URL is set (chat apps and social
 * networks want absolute OG URLs), else the path as given.
 */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, '');
  return base ? `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}` : pathOrUrl;
}

export const defaultSeo: DefaultSeoProps = {
  titleTemplate: seo.titleTemplate,
  defaultTitle: seo.defaultTitle,
  description: seo.description,
  themeColor: THEME_COLOR,
  openGraph: {
    type: 'website',
    locale: 'ko_KR',
    siteName: site.name,
    title: seo.defaultTitle,
    description: seo.description,
    images: [
      {
        url: absoluteUrl(OG_IMAGE.path),
        width: OG_IMAGE.width,
        height: OG_IMAGE.height,
        alt: seo.ogImageAlt,
        type: 'image/png',
      },
    ],
  },
  twitter: { cardType: 'summary_large_image' },
  additionalMetaTags: [
    { name: 'color-scheme', content: 'light' },
    { name: 'format-detection', content: 'telephone=no' },
  ],
  additionalLinkTags: [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  ],
};

export interface PageSeoInput {
  /** The page's own title; the site template adds the site name. Omitted: the site's default title. */
  title?: string;
  description?: string;
  /** Private pages (cart, orders, account) stay out of search engines. */
  noindex?: boolean;
  /** Path of the page, for og:url and the canonical link when the site URL is known. */
  path?: string;
  /**
   * Sharing image replacing the site image. Its size and type are required:
   * the site image's width/height/type tags would otherwise stay beside it.
   */
  image?: { url: string; width: number; height: number; type: string; alt?: string };
  type?: 'website' | 'product';
  /** Extra OG/meta tags, e.g. product price. */
  meta?: NextSeoProps['additionalMetaTags'];
}

/**
 * The next-seo props of one page. The title template is passed again so the
 * page title does not depend on `_app` having rendered first (next-seo keeps
 * the template in module state).
 */
export function pageSeo(input: PageSeoInput): NextSeoProps {
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL;
  const url = siteUrl && input.path ? absoluteUrl(input.path) : undefined;
  const description = input.description ?? seo.description;
  const title = input.title ?? seo.defaultTitle;
  return {
    title: input.title,
    defaultTitle: input.title ? undefined : seo.defaultTitle,
    titleTemplate: seo.titleTemplate,
    description,
    canonical: url,
    noindex: input.noindex,
    nofollow: input.noindex,
    openGraph: {
      type: input.type ?? 'website',
      title,
      description,
      url,
      images: input.image
        ? [
            {
              url: absoluteUrl(input.image.url),
              width: input.image.width,
              height: input.image.height,
              type: input.image.type,
              alt: input.image.alt ?? title,
            },
          ]
        : undefined,
    },
    additionalMetaTags: input.meta,
  };
}
