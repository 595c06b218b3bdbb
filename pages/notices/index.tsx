import { NoticeListPage } from '@/components/content/NoticeListPage';
import { serverPage } from '@/lib/server/http/page';

/** 공지사항: the list (lib/content/notices.messages.ts), linked from the footer. */
export const getServerSideProps = serverPage('public');

export default NoticeListPage;
