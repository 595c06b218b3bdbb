import { NoticesPage } from '@/components/admin/NoticesPage';
import { listNotices } from '@/lib/content/server/notices';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/notices: the notices /notices shows, to edit. */
export const getServerSideProps = consolePage('operator', async ({ db }) => ({ props: { notices: await listNotices(db) } }));

export default NoticesPage;
