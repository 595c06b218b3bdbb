import type { InferGetServerSidePropsType } from 'next';
import { OrderCompletePage } from '@/components/orders/OrderCompletePage';
import { serverPage } from '@/lib/server/http/page';
import { cardProvider } from '@/lib/orders/server/cardProvider';
import { getOrder } from '@/lib/orders/server/queries';
import { serviceNow } from '@/lib/server/clock';

/**
 * /order-complete?idOrder= (logged in only): the visitor's own order. A missing
 * or malformed id, or an order that is not the visitor's, is the 404 page
 * (getOrder answers 404 ORDER_NOT_FOUND for another user's order).
 */
export const getServerSideProps = serverPage('member', async ({ db, user, query }) => {
  const raw = Array.isArray(query.idOrder) ? query.idOrder[0] : query.idOrder;
  if (!raw || !/^\d{1,15}$/.test(raw) || Number(raw) <= 0) return { notFound: true as const };
  const now = serviceNow();
  return { props: { order: await getOrder(db, user, Number(raw), now), now: now.toISOString(), card: cardProvider(), buyerEmail: user.email } };
});

export default function OrderComplete(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <OrderCompletePage {...props} />;
}
