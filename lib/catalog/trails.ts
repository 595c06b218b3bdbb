/**
 * Where a catalogue page sits below home (home > category > …): one builder
 * per page (this file and ./shopTrail.ts, kept apart so a product page does
 * not ship the catalogue's messages), used by the page's breadcrumb (components/ui/Breadcrumb, which
 * puts home first) and by its loader for the BreadcrumbList that search
 * engines read (lib/catalog/server/structuredData.ts), so the two never differ.
 */
import type { Crumb } from '@/lib/seo';

/** The product's categories, then the product. */
export function productTrail(product: { name: string; categoryPath: readonly { name: string; path: string }[] }): Crumb[] {
  return [...product.categoryPath.map((entry) => ({ name: entry.name, href: entry.path })), { name: product.name }];
}
