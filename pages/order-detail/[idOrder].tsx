import type { InferGetServerSidePropsType } from 'next';
import { OrderDetailPage } from '@/components/orders/OrderDetailPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';
import { cardProvider } from '@/lib/orders/server/cardProvider';
import { getOrder } from '@/lib/orders/server/queries';
import { serviceNow } from '@/lib/server/clock';

/**
 * One order (logged in only). An id that is not a number, or an order that is
 * not the visitor's (getOrder's 404), is the 404 page. `?cancelled=1` is where
 * the cancel page lands after a cancellation. A card order waiting for its
 * payment is paid again there (결제 이어하기), with the shop's card provider.
 */
export const getServerSideProps = serverPage('member', async ({ db, user, params, query }) => {
  const idOrder = idParam(params?.idOrder);
  if (idOrder === null) return { notFound: true };
  const now = serviceNow();
  const order = await getOrder(db, user, idOrder, now);
  return { props: { order, now: now.toISOString(), cancelled: query.cancelled === '1', card: cardProvider(), buyerEmail: user.email } };
});

export default function OrderDetail(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <OrderDetailPage {...props} />;
}
