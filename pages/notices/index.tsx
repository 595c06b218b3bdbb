import { NoticeListPage } from '@/components/info/NoticeListPage';
import { serverPage } from '@/lib/server/http/page';

/** 공지사항: the list (lib/messages/notices.ts), linked from the footer. */
export const getServerSideProps = serverPage('public');

export default NoticeListPage;
