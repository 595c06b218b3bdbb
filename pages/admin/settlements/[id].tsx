import { StatementPage } from '@/components/admin/StatementPage';
import { idParam } from '@/lib/contract/queryParams';
import { consolePage } from '@/lib/server/http/consolePage';
import { statementDetail } from '@/lib/settlement/server/statements';

/** /admin/settlements/{id}: one statement with its entries. */
export const getServerSideProps = consolePage('operator', async ({ db, params }) => {
  const id = idParam(params?.id);
  if (id === null) return { notFound: true };
  return { props: { detail: await statementDetail(db, id) } };
});

export default StatementPage;
