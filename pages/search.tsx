import type { InferGetServerSidePropsType } from 'next';
import { keywordOf, SearchPage } from '@/components/catalog/SearchPage';
import { serverPage } from '@/lib/server/http/page';

/** /search?keyword= (alias /page/search). */
export const getServerSideProps = serverPage('public', async ({ query }) => ({
  props: { keyword: keywordOf(query.keyword) },
}));

export default function Search({ keyword }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SearchPage keyword={keyword} />;
}
