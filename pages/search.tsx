import type { InferGetServerSidePropsType } from 'next';
import { keywordOf, SearchPage } from '@/components/pages/search/SearchPage';
import { serverPage } from '@/lib/server/pages';

/** /search?keyword= (alias /page/search). */
export const getServerSideProps = serverPage('public', async ({ query }) => ({
  props: { keyword: keywordOf(query.keyword) },
}));

export default function Search({ keyword }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SearchPage keyword={keyword} />;
}
