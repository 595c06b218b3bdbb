import { AccountPage } from '@/components/admin/AccountPage';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/account[?recovery=N]: the signed-in operator's own account. */
export const getServerSideProps = consolePage('operator', async ({ query }) => {
  const left = Number(query.recovery);
  return { props: { recoveryLeft: typeof query.recovery === 'string' && Number.isInteger(left) && left >= 0 && left <= 10 ? left : null } };
});

export default AccountPage;
