import { PageSeo } from '@/components/ui/PageSeo';
import { ALL_CATEGORY_ID, NEW_CATEGORY_ID, findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { PendingNotice } from '../ui/PendingNotice';
import type { ShopQuery } from '@/lib/catalog/shopQuery';
import { catalogMessages } from '@/lib/messages/catalog';

const text = catalogMessages.pages.shop;

/** The category's title: 전체 shows as "all products", 전체 sorted by latest is 신상품. */
function titleOf({ idCategory, order }: ShopQuery): string {
  if (idCategory === ALL_CATEGORY_ID) {
    return order === 'latest' ? (findCategory(NEW_CATEGORY_ID)?.name ?? text.title) : text.title;
  }
  return findCategory(idCategory)?.name ?? text.title;
}

/** /shop: the category's title, breadcrumb and sharing tags; the listing comes with the catalogue. */
export function ShopPage({ query }: { query: ShopQuery }) {
  const title = titleOf(query);
  const main = mainCategoryOf(query.idCategory);
  const crumbs: Crumb[] = [{ name: catalogMessages.pages.home.title, href: '/' }];
  if (main && main.id !== query.idCategory) crumbs.push({ name: main.name, href: main.path });
  crumbs.push({ name: title });
  const description = text.description(title);
  return (
    <>
      <PageSeo
        title={title}
        description={description}
        path={`/shop?idCategory=${query.idCategory}&page=${query.page}${query.order ? `&order=${query.order}` : ''}`}
      />
      <PageContainer>
        <Breadcrumb items={crumbs} />
        <PageHeading title={title} lead={description} />
        <section aria-label={text.listHeading}>
          <PendingNotice />
        </section>
      </PageContainer>
    </>
  );
}
