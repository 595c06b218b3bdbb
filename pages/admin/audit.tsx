import { AuditPage } from '@/components/admin/AuditPage';
import { readAuditQuery } from '@/lib/admin/consoleQueries';
import { searchAuditLog } from '@/lib/admin/server/auditLog';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/audit[?q&targetType&targetId&from&to&page] */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const search = readAuditQuery(query);
  return { props: { query: search, list: await searchAuditLog(db, search) } };
});

export default AuditPage;
