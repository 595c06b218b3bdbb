import type { InferGetServerSidePropsType } from 'next';
import { MyPage } from '@/components/account/MyPage';
import { ORDERS_PER_PAGE, ORDER_FILTERS, parseOrderFilter, periodRange } from '@/lib/orders/orderFilters';
import { serverPage } from '@/lib/server/http/page';
import { listAddresses } from '@/lib/account/server/addresses';
import { listFreeRefunds } from '@/lib/orders/server/freeRefunds';
import { listOrders } from '@/lib/orders/server/queries';
import { getReferral } from '@/lib/account/server/referral';
import { getBusinessDetails } from '@/lib/account/server/businessDetails';
import { serviceNow } from '@/lib/server/clock';
import { getCurrentUser, ownedBrandOf } from '@/lib/server/auth/users';
import { redirectTo } from '@/lib/server/auth/guard';
import { routes } from '@/lib/site';

/**
 * MY (logged in only; alias /mypage): the order list as the URL filters it
 * (`?status=&period=&page=`, ./orderFilters), refund requests, saved
 * addresses, credit and referrals, the account and its business details, all read on the server.
 * A brand user is sent to the brand centre.
 */
export const getServerSideProps = serverPage('member', async ({ db, user, query, resolvedUrl }) => {
  // A brand user's MY is their brand centre (they sell here, they do not buy).
  if (await ownedBrandOf(db, user)) return redirectTo(routes.brandCenter);
  const now = serviceNow();
  const filter = parseOrderFilter(query);
  const range = periodRange(filter.period, now);
  const statuses = ORDER_FILTERS[filter.status];
  const [profile, orders, refunds, addresses, referral, business] = await Promise.all([
    getCurrentUser(db, user),
    listOrders(db, user, { status: statuses ? [...statuses] : undefined, from: range.from, to: range.to, page: filter.page, limit: ORDERS_PER_PAGE }, now),
    listFreeRefunds(db, user),
    listAddresses(db, user),
    getReferral(db, user),
    getBusinessDetails(db, user),
  ]);
  const path = resolvedUrl.split('?')[0].startsWith('/mypage') ? '/mypage' : '/page/account/mypage';
  return { props: { user: profile, orders, filter, range, refunds, addresses, referral, business, path } };
});

export default function MyPageRoute(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return <MyPage {...props} />;
}
