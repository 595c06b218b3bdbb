import type { InferGetServerSidePropsType } from 'next';
import { CollectionPage } from '@/components/catalog/CollectionPage';
import { FLASH_SALE_CATEGORY_ID } from '@/lib/catalog/categories';
import { defaultOrderOf, pageOfQuery, parseShopFilters } from '@/lib/catalog/shopFilters';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { listingRequestOf, loadListing } from '@/lib/catalog/server/listing';
import { viewerOf } from '@/lib/catalog/server/viewer';

/** /flash-sale[?page=&order=&brand=…]: the flash sales running now, with the time each has left. */
export const getServerSideProps = serverPage('public', async ({ query, db, user }) => {
  const now = new Date();
  const defaultOrder = defaultOrderOf(FLASH_SALE_CATEGORY_ID);
  const filters = parseShopFilters(query, defaultOrder);
  const page = pageOfQuery(query);
  const { list, facets } = await loadListing(db, viewerOf(user), listingRequestOf({ idCategory: FLASH_SALE_CATEGORY_ID }, filters, page), now);
  return { props: { filters, defaultOrder, list, facets, now: now.toISOString() } };
}, { shared: catalogueSharing });

export default function FlashSale(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const text = catalogMessages.pages.flashSale;
  return <CollectionPage path="/flash-sale" title={text.title} description={text.description} empty={text.empty} {...props} />;
}
