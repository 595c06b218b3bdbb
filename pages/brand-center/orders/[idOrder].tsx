import type { InferGetServerSidePropsType } from 'next';
import { OrderDetailPage } from '@/components/brandCenter/OrderDetailPage';
import { serverPage } from '@/lib/server/http/page';
import { idParam } from '@/lib/contract/queryParams';
import { getBrandOrder } from '@/lib/brandCenter/server/brandOrders';

/**
 * /brand-center/orders/{idOrder}: the brand's group of one paid order. A
 * malformed id, another brand's order or an unpaid one (getBrandOrder's 404) is
 * the 404 page.
 */
export const getServerSideProps = serverPage('brand', async ({ db, brand, params }) => {
  const idOrder = idParam(params?.idOrder);
  if (idOrder === null) return { notFound: true };
  return { props: { brand, order: await getBrandOrder(db, brand.id, idOrder) } };
});

export default function BrandOrder({ brand, order }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <OrderDetailPage brand={brand} order={order} />;
}
