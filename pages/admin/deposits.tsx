import { DepositsPage } from '@/components/admin/DepositsPage';
import { listAwaitingDeposits } from '@/lib/orders/server/awaitingDeposits';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/deposits: bank transfers to confirm. */
export const getServerSideProps = consolePage('operator', async ({ db, now }) => ({
  props: { now: now.toISOString(), items: await listAwaitingDeposits(db) },
}));

export default DepositsPage;
