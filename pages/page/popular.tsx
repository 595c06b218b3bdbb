import type { InferGetServerSidePropsType } from 'next';
import { CollectionPage } from '@/components/catalog/CollectionPage';
import { POPULAR_CATEGORY_ID } from '@/lib/catalog/categories';
import { defaultOrderOf, pageOfQuery, parseShopFilters } from '@/lib/catalog/shopFilters';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { listingRequestOf, loadListing } from '@/lib/catalog/server/listing';
import { viewerOf } from '@/lib/catalog/server/viewer';

/** /page/popular[?page=&order=&brand=…]: every product, most sold first unless another order is chosen. */
export const getServerSideProps = serverPage('public', async ({ query, db, user }) => {
  const defaultOrder = defaultOrderOf(POPULAR_CATEGORY_ID);
  const filters = parseShopFilters(query, defaultOrder);
  const page = pageOfQuery(query);
  const { list, facets } = await loadListing(db, viewerOf(user), listingRequestOf({ idCategory: POPULAR_CATEGORY_ID }, filters, page));
  return { props: { filters, defaultOrder, list, facets } };
}, { shared: catalogueSharing });

export default function Popular(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const text = catalogMessages.pages.popular;
  return <CollectionPage path="/page/popular" title={text.title} description={text.description} {...props} />;
}
