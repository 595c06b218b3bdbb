import { OperatorsPage } from '@/components/admin/OperatorsPage';
import { listOperators } from '@/lib/admin/server/operators';
import { configuredSiteUrl } from '@/lib/server/env';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/operators (관리자 only; a 운영자 gets the 404 page). */
export const getServerSideProps = consolePage('admin', async ({ db }) => ({
  props: { operators: await listOperators(db), siteUrl: configuredSiteUrl() },
}));

export default OperatorsPage;
