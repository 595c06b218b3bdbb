import type { InferGetServerSidePropsType } from 'next';
import { keywordOf, SEARCH_FIELD_ID, SearchPage } from '@/components/catalog/SearchPage';
import { SearchBox } from '@/components/shell/SearchBox';
import { pageOfQuery, parseShopFilters } from '@/lib/catalog/shopFilters';
import { serverPage } from '@/lib/server/http/page';
import { catalogueSharing } from '@/lib/catalog/server/favorites';
import { listingRequestOf, loadListing } from '@/lib/catalog/server/listing';
import { viewerOf } from '@/lib/catalog/server/viewer';

/**
 * /search?keyword=[&page=&order=&brand=&color=&size=&minPrice=&maxPrice=] (alias /page/search):
 * products whose name or brand contains the keyword, under the URL's filters; no keyword, no list.
 */
export const getServerSideProps = serverPage('public', async ({ query, db, user }) => {
  const keyword = keywordOf(query.keyword);
  if (!keyword) return { props: { keyword, results: null } };
  const filters = parseShopFilters(query);
  const page = pageOfQuery(query);
  const { list, facets, suggestion } = await loadListing(db, viewerOf(user), listingRequestOf({ keyword }, filters, page));
  return { props: { keyword, results: { filters, list, facets, suggestion } } };
}, { shared: catalogueSharing });

export default function Search({ keyword, results }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  // The header's suggesting field, in the page's form too: a phone's header has only a search icon.
  const field = <SearchBox key={keyword} inputId={SEARCH_FIELD_ID} defaultValue={keyword} />;
  return <SearchPage keyword={keyword} results={results} field={field} />;
}
