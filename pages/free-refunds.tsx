import type { InferGetServerSidePropsType } from 'next';
import { refundCandidatesOf } from '@/lib/orders/refundCandidates';
import { FreeRefundsPage, type RefundAccount } from '@/components/orders/FreeRefundsPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';
import { listAddresses } from '@/lib/account/server/addresses';
import { listFreeRefunds } from '@/lib/orders/server/freeRefunds';
import { listOrders } from '@/lib/orders/server/queries';
import { orderDetail } from '@/lib/orders/server/view';
import { serviceNow } from '@/lib/server/clock';

/**
 * Orders that may hold delivered lines: an order shows its least advanced live
 * line's status, so a partly delivered order can still read 상품준비중 or 배송중.
 */
const WITH_DELIVERED_LINES = ['preparing', 'shipping', 'delivered', 'refund_requested'] as const;
/** How many recent orders are searched for returnable lines. */
const RECENT_ORDERS = 50;

/**
 * The 60-day free refund policy (public). A logged-in certified retailer also
 * gets the request form's data: their returnable lines (from the order
 * services, as GET /orders/{id} shows them), saved addresses and requests.
 */
export const getServerSideProps = serverPage('public', async ({ db, user, query }) => {
  const now = serviceNow();
  const initialOrder = idParam(query.idOrder);
  const retailer = user !== null && user.userType === 'retailer' && user.userGroups === 'valid';
  let account: RefundAccount | null = null;
  if (retailer) {
    const recent = await listOrders(db, user, { status: [...WITH_DELIVERED_LINES], page: 1, limit: RECENT_ORDERS }, now);
    // listOrders has just lapsed overdue unpaid orders: read the details as they are.
    const orders = await Promise.all(recent.items.map((order) => orderDetail(db, user.id, order.idOrder, now)));
    const [addresses, requests] = await Promise.all([listAddresses(db, user), listFreeRefunds(db, user)]);
    account = { candidates: refundCandidatesOf(orders), addresses: addresses.items, requests };
  }
  return {
    props: {
      visitor: user === null ? ('anonymous' as const) : retailer ? ('retailer' as const) : ('notRetailer' as const),
      account,
      initialOrder,
      now: now.toISOString(),
    },
  };
});

export default function FreeRefunds(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <FreeRefundsPage visitor={props.visitor} account={props.account} initialOrder={props.initialOrder} now={props.now} />;
}
