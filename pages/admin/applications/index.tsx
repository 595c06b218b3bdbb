import { ApplicationsPage } from '@/components/admin/ApplicationsPage';
import { listApplications } from '@/lib/applications/server/applicationReview';
import { consolePage } from '@/lib/server/http/consolePage';

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
const KINDS = ['certification', 'brand'] as const;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values.includes(value as T) ? (value as T) : null);

/** /admin/applications[?status=pending|approved|rejected|all][&kind=certification|brand] */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const status = oneOf(STATUSES, query.status) ?? 'pending';
  const kind = oneOf(KINDS, query.kind);
  const items = await listApplications(db, { status, kind: kind ?? undefined });
  // Waiting ones are decided in the order they came.
  if (status === 'pending') items.reverse();
  return { props: { status, kind, items } };
});

export default ApplicationsPage;
