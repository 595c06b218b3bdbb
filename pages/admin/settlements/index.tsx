import { SettlementsPage } from '@/components/admin/SettlementsPage';
import { consolePage } from '@/lib/server/http/consolePage';
import type { StatementStatus } from '@/lib/settlement/settlement.contract';
import { listStatements } from '@/lib/settlement/server/statements';

const STATUSES: readonly StatementStatus[] = ['scheduled', 'confirmed', 'paid'];

/** /admin/settlements[?status=scheduled|confirmed|paid]: every brand's statements. */
export const getServerSideProps = consolePage('operator', async ({ db, query }) => {
  const status = STATUSES.find((choice) => choice === query.status) ?? null;
  return { props: { status, statements: await listStatements(db, status ? { status } : {}) } };
});

export default SettlementsPage;
