import type { InferGetServerSidePropsType } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { OrderListPage } from '@/components/brandCenter/OrderListPage';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import { kstDayOfIsoDate } from '@/lib/kstDate';
import { BRAND_ORDER_TABS, type BrandOrderTab } from '@/lib/brandCenter/brandOrders.contract';
import type { BrandOrderQuery } from '@/lib/brandCenter/client/brandOrders';
import { DomainError } from '@/lib/server/errors';
import { serverPage } from '@/lib/server/http/page';
import { listBrandOrders } from '@/lib/brandCenter/server/brandOrders';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list's URL as the page reads it: values it cannot use fall back to the defaults (신규, page 1, no filter). */
function readOrderListQuery(query: ParsedUrlQuery): BrandOrderQuery {
  const status = one(query.status);
  const page = Number(one(query.page));
  const date = (value: string | undefined) => (value && kstDayOfIsoDate(value) !== null ? value : undefined);
  const keyword = one(query.keyword)?.trim().slice(0, 50);
  let from = date(one(query.from));
  let to = date(one(query.to));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: BRAND_ORDER_TABS.includes(status as BrandOrderTab) ? (status as BrandOrderTab) : 'preparing',
    ...(keyword ? { keyword } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** /brand-center/orders: the brand's incoming orders (brand users only; anyone else gets the 404 page). */
export const getServerSideProps = serverPage('brand', async ({ db, brand, query }) => {
  const request = readOrderListQuery(query);
  try {
    const list = await listBrandOrders(db, brand.id, { ...request, page: request.page ?? 1, limit: 20 });
    return { props: { brand, query: request, list } };
  } catch (error) {
    if (error instanceof DomainError && error.status === 400) return { redirect: { destination: brandCenterRoutes.orders, permanent: false } };
    throw error;
  }
});

export default function BrandOrders({ brand, query, list }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <OrderListPage brand={brand} query={query} list={list} />;
}
