import { NoticeDetailPage } from '@/components/content/NoticeDetailPage';
import { noticeView } from '@/lib/content/server/notices';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';

/** One notice; an unknown id is the 404 page. */
export const getServerSideProps = serverPage('public', async ({ db, params }) => {
  const id = idParam(params?.id);
  const view = id === null ? null : await noticeView(db, id);
  if (!view) return { notFound: true };
  return { props: view };
});

export default NoticeDetailPage;
