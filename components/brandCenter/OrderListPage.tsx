import Link from '@/components/ui/Link';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { cardList } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import { BRAND_ORDER_TABS, type BrandOrderDetail, type BrandOrderList, type BrandOrderTab } from '@/lib/brandCenter/brandOrders.contract';
import type { OwnedBrand } from '@/lib/contract/users';
import { useBrandOrders, type BrandOrderQuery } from '@/lib/brandCenter/client/brandOrders';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { BrandCenterLayout } from './BrandCenterLayout';
import { BulkShipPanel } from './BulkShipPanel';
import { ORDER_GRID, OrderGroupCard } from './OrderGroupCard';
import { FilterChips, labelledInputs, Lead, Status } from '@/components/ui/listPage';
import { colors, fontSizes, media, space } from '@/styles/theme';
import { formatCount } from '@/lib/format';

const text = brandOrderMessages.orders;

export interface OrderListPageProps {
  brand: OwnedBrand;
  query: BrandOrderQuery;
  list: BrandOrderList;
}

/** The URL of the list with `changes` applied (tabs and pages keep the search). */
export function orderListHref(query: BrandOrderQuery, changes: Partial<BrandOrderQuery>): string {
  const next = { ...query, ...changes };
  const search = new URLSearchParams();
  if (next.status !== 'preparing') search.set('status', next.status);
  if (next.keyword) search.set('keyword', next.keyword);
  if (next.from) search.set('from', next.from);
  if (next.to) search.set('to', next.to);
  if (next.page && next.page > 1) search.set('page', String(next.page));
  const qs = search.toString();
  return qs ? `${brandCenterRoutes.orders}?${qs}` : brandCenterRoutes.orders;
}

/**
 * /brand-center/orders: the brand's incoming orders by tab (신규, 배송중,
 * 배송완료, 전체, each with its count), a search (order number, retailer,
 * product; a period), and per order the next step: ship with a carrier and
 * tracking number, or mark delivered. After each step the list is read again
 * and the outcome is announced in Korean.
 */
export function OrderListPage({ brand, query, list: initial }: OrderListPageProps) {
  const { orders, mutate } = useBrandOrders(query, initial);
  const [notice, setNotice] = useState('');
  const searching = Boolean(query.keyword || query.from || query.to);

  const shipped = (order: BrandOrderDetail) => {
    setNotice(brandOrderMessages.ship.done(order.carrier ?? '', order.trackingNo ?? ''));
    void mutate();
  };
  const delivered = () => {
    setNotice(brandOrderMessages.deliver.done);
    void mutate();
  };

  return (
    <BrandCenterLayout brand={brand} section="orders">
      <Lead>{text.unpaidNote}</Lead>
      {query.status === 'preparing' ? (
        <BulkShipPanel
          onShipped={(message) => {
            setNotice(message);
            void mutate();
          }}
        />
      ) : null}
      <Tabs aria-label={text.tabsLabel}>
        {BRAND_ORDER_TABS.map((tab: BrandOrderTab) => (
          <Link key={tab} href={orderListHref(query, { status: tab, page: 1 })} aria-current={tab === query.status ? 'page' : undefined}>
            {text.tabs[tab]} <Count>{formatCount(orders.counts[tab])}</Count>
          </Link>
        ))}
      </Tabs>
      <Search role="search" aria-label={text.searchLabel} action={brandCenterRoutes.orders} method="get">
        {query.status !== 'preparing' ? <input type="hidden" name="status" value={query.status} /> : null}
        <label>
          <span>{text.keywordLabel}</span>
          <input name="keyword" type="search" defaultValue={query.keyword ?? ''} placeholder={text.keywordPlaceholder} maxLength={50} />
        </label>
        <label>
          <span>{brandOrderMessages.sales.from}</span>
          <input name="from" type="date" defaultValue={query.from ?? ''} />
        </label>
        <label>
          <span>{brandOrderMessages.sales.to}</span>
          <input name="to" type="date" defaultValue={query.to ?? ''} />
        </label>
        <Button type="submit" $variant="secondary" $size="lg">
          {text.search}
        </Button>
      </Search>
      <Status role="status">{notice}</Status>
      {orders.items.length === 0 ? (
        <EmptyState>
          <p>{searching ? text.emptySearch : text.empty[query.status]}</p>
        </EmptyState>
      ) : (
        <>
          <Head aria-hidden="true">
            <span>{text.columns.order}</span>
            <span>{text.columns.items}</span>
            <span>{text.columns.amount}</span>
            <span>{text.columns.status}</span>
            <span>{text.columns.action}</span>
          </Head>
          <List>
            {orders.items.map((group) => (
              <li key={group.idOrder}>
                <OrderGroupCard group={group} onShipped={shipped} onDelivered={delivered} />
              </li>
            ))}
          </List>
          <Pagination page={orders.page} totalPages={orders.totalPages} hrefFor={(page) => orderListHref(query, { page })} />
        </>
      )}
    </BrandCenterLayout>
  );
}

/** On a phone the four tabs sit two by two. */
const Tabs = styled(FilterChips)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.desktop} {
    display: flex;
  }

  a {
    justify-content: center;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Search = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  align-items: end;
  margin-bottom: ${space.lg};

  label:first-of-type,
  button {
    grid-column: 1 / -1;
  }

  ${media.desktop} {
    grid-template-columns: minmax(200px, 2fr) 1fr 1fr auto;

    label:first-of-type,
    button {
      grid-column: auto;
    }
  }

  ${labelledInputs}
`;

const Head = styled.div`
  display: none;

  ${media.desktop} {
    display: grid;
    grid-template-columns: ${ORDER_GRID};
    gap: ${space.lg};
    padding: ${space.md} ${space.lg};
    border-top: 2px solid ${colors.text};
    border-bottom: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
`;

const List = styled.ul`
  ${cardList};

  ${media.desktop} {
    gap: 0;
  }
`;
