import type { InferGetServerSidePropsType } from 'next';
import { RefundListPage } from '@/components/brandCenter/RefundListPage';
import { BRAND_REFUND_FILTERS, type BrandRefundFilter } from '@/lib/brandCenter/brandOrders.contract';
import { serverPage } from '@/lib/server/http/page';
import { listBrandRefunds } from '@/lib/brandCenter/server/brandRefunds';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /brand-center/refunds: free-refund requests on the brand's products (`?status=requested|refunded|all&page`; anything else: the defaults). */
export const getServerSideProps = serverPage('brand', async ({ db, brand, query }) => {
  const requested = one(query.status);
  const status: BrandRefundFilter = BRAND_REFUND_FILTERS.includes(requested as BrandRefundFilter) ? (requested as BrandRefundFilter) : 'requested';
  const pageNumber = Number(one(query.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1;
  return { props: { brand, status, list: await listBrandRefunds(db, brand.id, { status, page }) } };
});

export default function BrandRefunds({ brand, status, list }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <RefundListPage brand={brand} status={status} list={list} />;
}
