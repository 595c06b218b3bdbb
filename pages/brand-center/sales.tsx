import type { InferGetServerSidePropsType } from 'next';
import { SalesPage } from '@/components/brandCenter/SalesPage';
import { DomainError } from '@/lib/server/errors';
import { serverPage } from '@/lib/server/http/page';
import { getBrandSales } from '@/lib/brandCenter/server/brandSales';
import { serviceNow } from '@/lib/server/clock';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /brand-center/sales: the brand's sales by retailer (`?from&to`, KST dates;
 * this month by default). A period the service refuses (not a date, reversed,
 * over a year) falls back to this month rather than an error page.
 */
export const getServerSideProps = serverPage('brand', async ({ db, brand, query }) => {
  const now = serviceNow();
  const from = one(query.from) || undefined;
  const to = one(query.to) || undefined;
  let sales;
  try {
    sales = await getBrandSales(db, brand.id, { from, to }, now);
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 400) throw error;
    sales = await getBrandSales(db, brand.id, {}, now);
  }
  return { props: { brand, sales, now: now.toISOString() } };
});

export default function BrandSalesPage({ brand, sales, now }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <SalesPage brand={brand} sales={sales} now={now} />;
}
