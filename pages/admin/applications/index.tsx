import { ApplicationsPage } from '@/components/admin/ApplicationsPage';
import { readApplicationQuery } from '@/lib/admin/consoleQueries';
import { listApplications } from '@/lib/applications/server/applicationReview';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/applications[?status=pending|approved|rejected|all][&kind=certification|brand] */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const { status, kind } = readApplicationQuery(query);
  const items = await listApplications(db, { status, kind: kind ?? undefined });
  // Waiting ones are decided in the order they came.
  if (status === 'pending') items.reverse();
  return { props: { status, kind, items } };
});

export default ApplicationsPage;
