import { NoticeListPage } from '@/components/content/NoticeListPage';
import { listNotices } from '@/lib/content/server/notices';
import { serverPage } from '@/lib/server/http/page';

/** 공지사항: the list (lib/content/server/notices.ts), linked from the footer. */
export const getServerSideProps = serverPage('public', async ({ db }) => ({ props: { notices: await listNotices(db) } }));

export default NoticeListPage;
