import { OrderPage } from '@/components/admin/OrderPage';
import { consoleOrderDetail } from '@/lib/admin/server/orders';
import { idParam } from '@/lib/contract/queryParams';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/orders/{id}: one order, whoever's it is. */
export const getServerSideProps = consolePage('operator', async ({ db, now, params }) => {
  const id = idParam(params?.id);
  if (id === null) return { notFound: true };
  return { props: { detail: await consoleOrderDetail(db, id, now) } };
});

export default OrderPage;
