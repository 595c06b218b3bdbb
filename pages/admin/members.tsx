import { MembersPage } from '@/components/admin/MembersPage';
import { readMemberQuery } from '@/lib/admin/consoleQueries';
import { searchBrands, searchRetailers } from '@/lib/admin/server/members';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/members[?kind=retailer|brand&q&joinedFrom&soldOut=1&page] */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const search = readMemberQuery(query);
  return {
    props: {
      query: search,
      retailers: search.kind === 'retailer' ? await searchRetailers(db, search) : null,
      brands: search.kind === 'brand' ? await searchBrands(db, search) : null,
    },
  };
});

export default MembersPage;
