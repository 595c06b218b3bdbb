import type { Crumb } from '@/lib/seo';
import { absoluteUrl, canonicalPath, shareCardPath } from '@/lib/seo';
import { site } from '@/lib/site';

/**
 * Structured data (JSON-LD) for search engines. Page loaders build it and hand
 * it over as the `structuredData` prop; pages/_document.tsx writes it into the
 * server HTML, so none of it ships as JavaScript.
 */

/** A page's JSON-LD documents, as loaders return them. */
export interface StructuredDataProps {
  structuredData: object[];
}

/**
 * schema.org BreadcrumbList of a page's trail: home, then `items`
 * (lib/catalog/trails.ts), as the page's breadcrumb (components/ui/Breadcrumb)
 * shows them. Each entry links to its page, absolute when the origin is
 * known; the last entry is the page itself, named by `path` when given.
 */
export function breadcrumbJsonLd(items: readonly Crumb[], siteUrl: string | null, path?: string | null) {
  const crumbs: Crumb[] = [{ name: site.name, href: '/' }, ...items];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const href = crumb.href ?? (index === crumbs.length - 1 && path ? canonicalPath(path) : undefined);
      return {
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(href ? { item: absoluteUrl(href, siteUrl) } : {}),
      };
    }),
  };
}

/** What productJsonLd reads of a product (lib/catalog/catalog.contract.ts ProductDetail has it all). */
export interface ProductJsonLdInput {
  id: number;
  name: string;
  brand: { name: string };
  /** Site paths of the product's pictures. */
  images: readonly string[];
  /** The public (retail) price in won: wholesale prices are for members only. */
  retailPrice: number;
  soldOut: boolean;
}

/**
 * schema.org Product with one Offer at the retail price in KRW
 * (docs/DECISIONS.md: public prices only); its images are the PNG sharing
 * card (pages/api/v1/images/og/[key].ts) and the product's pictures.
 */
export function productJsonLd(product: ProductJsonLdInput, description: string, siteUrl: string | null) {
  const url = (path: string) => absoluteUrl(path, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    image: [shareCardPath(product.id), ...product.images].map(url),
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      price: product.retailPrice,
      priceCurrency: 'KRW',
      availability: `https://schema.org/${product.soldOut ? 'OutOfStock' : 'InStock'}`,
      url: url(`/product-details/${product.id}`),
    },
  };
}
