import type { InferGetServerSidePropsType } from 'next';
import { NoticeDetailPage } from '@/components/content/NoticeDetailPage';
import { findNotice } from '@/lib/content/notices.messages';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';

/** One notice; an unknown id is the 404 page. */
export const getServerSideProps = serverPage('public', async ({ params }) => {
  const id = idParam(params?.id);
  if (id === null || !findNotice(id)) return { notFound: true };
  return { props: { id } };
});

export default function Notice({ id }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <NoticeDetailPage id={id} />;
}
