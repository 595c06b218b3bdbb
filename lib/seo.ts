import type { DefaultSeoProps, NextSeoProps } from 'next-seo/pages';
import { createContext } from 'react';
import { commonMessages } from '@/lib/messages/common';
import { site } from '@/lib/site';

const seo = commonMessages.seo;
import { colors } from '@/styles/theme';

/**
 * Site-wide SEO (docs/DECISIONS.md: Korean title, description and sharing metadata,
 * light theme, a 1200x627 sharing image). `_app` renders `siteSeo` through
 * next-seo's `generateDefaultSeo`; pages add theirs with `pageSeo`.
 */

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 627 } as const;

/** Light theme only (docs/DECISIONS.md): the browser chrome colour and `color-scheme`. */
export const THEME_COLOR = colors.background;

/**
 * What the sharing tags need to know about the current request: the site's
 * public origin (`siteUrl`, from the page's server props, see
 * lib/server/http/origin.ts) and the path the page was served at (`path`,
 * the router's asPath). `_app` provides it; without it (the static 404
 * page, unit tests) URLs stay relative and og:url and canonical are left out.
 */
export interface SeoContextValue {
  siteUrl: string | null;
  path: string | null;
}

export const SeoContext = createContext<SeoContextValue>({ siteUrl: null, path: null });

/**
 * An absolute URL on the site when its origin is known (chat apps such as
 * KakaoTalk show no picture for a relative og:image), else the path as given.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string | null): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl?.replace(/\/+$/, '');
  return base ? `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}` : pathOrUrl;
}

/**
 * Query parameters that name a different page at a path; every other
 * parameter (utm_*, fbclid, page_type, returnUrl…) is noise a canonical URL
 * leaves out. /shop lists a category page by page; order=latest is the
 * 신상품 listing (lib/catalog/shopQuery.ts).
 */
const CANONICAL_QUERY: Record<string, readonly string[]> = {
  '/shop': ['idCategory', 'page', 'order'],
};
const PROBE_ORIGIN = 'http://canonical.invalid';

/** The canonical form of a path + query: no fragment, only the parameters that select content. */
export function canonicalPath(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, PROBE_ORIGIN);
  const params = new URLSearchParams();
  for (const key of CANONICAL_QUERY[url.pathname] ?? []) {
    const value = url.searchParams.get(key);
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The site-wide next-seo props; the sharing image is absolute when the site's origin is known. */
export function siteSeo(siteUrl: string | null): DefaultSeoProps {
  return {
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
          url: absoluteUrl(OG_IMAGE.path, siteUrl),
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
}

export interface PageSeoInput {
  /** The page's own title; the site template adds the site name. Omitted: the site's default title. */
  title?: string;
  description?: string;
  /** Private pages (cart, orders, account) stay out of search engines. */
  noindex?: boolean;
  /**
   * Canonical path of the page (the main one of a page with aliases), for
   * og:url and the canonical link; omitted, the path it was served at.
   * Either way only the query parameters that select content are kept.
   */
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
 * the template in module state). og:url and the canonical link are absolute,
 * and only set when the site's origin is known.
 */
export function pageSeo(input: PageSeoInput, { siteUrl, path }: SeoContextValue): NextSeoProps {
  const ownPath = input.path ?? path;
  const url = siteUrl && ownPath ? absoluteUrl(canonicalPath(ownPath), siteUrl) : undefined;
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
              url: absoluteUrl(input.image.url, siteUrl),
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

/** The product's 1200 x 627 PNG sharing card (pages/api/v1/images/og/[key].ts): crawlers show no SVG. */
export function shareCardPath(productId: number): string {
  return `/api/v1/images/og/p-${productId}.png`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are
 * written as \u escapes (still the same JSON), so a name holding
 * `</script>` or `<!--` cannot end the script; U+2028/2029 likewise.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One step of a breadcrumb: what components/ui/Breadcrumb shows and the BreadcrumbList search engines read (lib/catalog/server/structuredData.ts). */
export interface Crumb {
  name: string;
  /** Omitted for the current page. */
  href?: string;
}
