import { ALL_CATEGORY_ID, NEW_CATEGORY_ID, findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import type { ShopQuery } from '@/lib/catalog/shopQuery';
import type { Crumb } from '@/lib/seo';
import { catalogMessages } from '@/lib/catalog/catalog.messages';

/** The title of a /shop page: 전체 shows as "all products", 전체 sorted by latest is 신상품. */
export function shopTitle({ idCategory, order }: ShopQuery): string {
  const fallback = catalogMessages.pages.shop.title;
  if (idCategory === ALL_CATEGORY_ID) {
    return order === 'latest' ? (findCategory(NEW_CATEGORY_ID)?.name ?? fallback) : fallback;
  }
  return findCategory(idCategory)?.name ?? fallback;
}

/** The main category (on a child's page), then the category. */
export function shopTrail(query: ShopQuery): Crumb[] {
  const main = mainCategoryOf(query.idCategory);
  return [
    ...(main && main.id !== query.idCategory ? [{ name: main.name, href: main.path }] : []),
    { name: shopTitle(query) },
  ];
}
