import type { InferGetServerSidePropsType } from 'next';
import { CancelPage } from '@/components/orders/CancelPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';
import { getOrder } from '@/lib/orders/server/queries';

/** Cancellation of an order (logged in only); a bad id or another user's order is the 404 page. */
export const getServerSideProps = serverPage('member', async ({ db, user, params }) => {
  const idOrder = idParam(params?.idOrder);
  if (idOrder === null) return { notFound: true };
  return { props: { order: await getOrder(db, user, idOrder) } };
});

export default function Cancel({ order }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <CancelPage order={order} />;
}
