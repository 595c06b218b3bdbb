import type { InferGetServerSidePropsType } from 'next';
import { ShopPage } from '@/components/catalog/ShopPage';
import { defaultOrderOf, parseShopFilters } from '@/lib/catalog/shopFilters';
import { parseShopQuery, shopPath } from '@/lib/catalog/shopQuery';
import { shopTrail } from '@/lib/catalog/shopTrail';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { listingRequestOf, loadListing } from '@/lib/catalog/server/listing';
import { viewerOf } from '@/lib/catalog/server/viewer';
import { breadcrumbJsonLd } from '@/lib/catalog/server/structuredData';

/**
 * /shop?idCategory=&page=&page_type=category[&order=][&brand=&color=&size=&minPrice=&maxPrice=]:
 * one page of the category's products under the URL's filters; an unknown category is 404.
 */
export const getServerSideProps = serverPage('public', async ({ query, db, user, siteUrl }) => {
  const shop = parseShopQuery(query);
  if (!shop) return { notFound: true };
  const defaultOrder = defaultOrderOf(shop.idCategory);
  const filters = parseShopFilters(query, defaultOrder);
  const { list, facets } = await loadListing(db, viewerOf(user), listingRequestOf({ idCategory: shop.idCategory }, filters, shop.page));
  const structuredData = [breadcrumbJsonLd(shopTrail(shop), siteUrl, shopPath(shop))];
  return { props: { query: shop, filters, defaultOrder, list, facets, structuredData } };
}, { shared: catalogueSharing });

export default function Shop(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <ShopPage query={props.query} filters={props.filters} defaultOrder={props.defaultOrder} list={props.list} facets={props.facets} />;
}
