import { OrdersPage } from '@/components/admin/OrdersPage';
import { readOrderQuery } from '@/lib/admin/consoleQueries';
import { searchOrders } from '@/lib/admin/server/orders';
import { consolePage } from '@/lib/server/http/consolePage';

/** /admin/orders[?q&status&from&to&late=1&refund=1&page] */
export const getServerSideProps = consolePage('operator', async ({ db, now, query }) => {
  const search = readOrderQuery(query);
  return { props: { query: search, list: await searchOrders(db, search, now) } };
});

export default OrdersPage;
