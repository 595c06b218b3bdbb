import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { chip } from '@/components/ui/chips';
import { primaryLinkButton } from '@/components/ui/linkButton';
import { thumbnail } from '@/components/ui/thumbnail';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import type { OrderList } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { orderStatusMessages } from '@/lib/orders/orderStatus.messages';
import { ORDER_FILTER_KEYS, orderFilterHref, PERIODS, type OrderFilter } from '@/lib/orders/orderFilters';
import { orderDetailHref, resumePaymentHref } from '@/lib/orders/orderLinks';
import { colors, fontSizes, media, space } from '@/styles/theme';
import { Picture } from '@/components/ui/Picture';

const text = myPageMessages.mypage;
const SHOP_ALL = '/shop?idCategory=152&page=1&page_type=category';

export interface MyOrdersProps {
  orders: OrderList;
  filter: OrderFilter;
  range: { from: string; to: string };
  /** The MY route the links stay on (/mypage or /page/account/mypage). */
  path: string;
}

/**
 * MY's order list: status filters and a period as links (the state lives in
 * the URL, so a filtered list can be shared, reloaded and works without
 * JavaScript; the server reads it), the orders, and their pages.
 */
export function MyOrders({ orders, filter, range, path }: MyOrdersProps) {
  return (
    <>
      <Filters>
        <nav aria-label={text.statusFilterLabel}>
          <ul>
            {ORDER_FILTER_KEYS.map((key) => (
              <li key={key}>
                <Chip href={orderFilterHref(path, { ...filter, status: key, page: 1 })} aria-current={filter.status === key ? 'true' : undefined} scroll={false}>
                  {text.filters[key]}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={text.periodLabel}>
          <ul>
            {PERIODS.map((months) => (
              <li key={months}>
                <Chip href={orderFilterHref(path, { ...filter, period: months, page: 1 })} aria-current={filter.period === months ? 'true' : undefined} scroll={false}>
                  {text.period(months)}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      </Filters>
      <Range>
        {text.periodRange(range.from.replaceAll('-', '.'), range.to.replaceAll('-', '.'))} · {text.ordersTotal(orders.total)}
      </Range>
      {orders.items.length === 0 ? (
        <EmptyState>
          <p>{text.ordersEmpty}</p>
          <Link href={SHOP_ALL}>{text.shopLink}</Link>
        </EmptyState>
      ) : (
        <List>
          {orders.items.map((order) => (
            <li key={order.idOrder}>
              <Card href={orderDetailHref(order.idOrder)}>
                <Thumb>
                  {order.image ? <Picture src={order.image} alt="" size={64} /> : null}
                </Thumb>
                <Body>
                  <Meta>
                    <StatusBadge $tone={orderStatusTone(order.status)}>{orderStatusMessages.status[order.status]}</StatusBadge>
                    <span>
                      {formatKstDate(order.createdAt)} · {text.orderNumber(order.idOrder)}
                    </span>
                  </Meta>
                  <strong>{order.title}</strong>
                  <small>{order.brandNames.join(', ')}</small>
                </Body>
                <Amount>{formatWon(order.totalAmount)}</Amount>
              </Card>
              {order.status === 'pending_payment' ? (
                <ResumeLink href={resumePaymentHref(order.idOrder)} aria-label={text.resumePayment(order.idOrder)}>
                  {text.resumePaymentShort}
                </ResumeLink>
              ) : null}
            </li>
          ))}
        </List>
      )}
      <Pagination page={orders.page} totalPages={orders.totalPages} hrefFor={(page) => orderFilterHref(path, { ...filter, page })} />
    </>
  );
}

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};

  ul {
    display: flex;
    gap: ${space.xs};
    margin: 0;
    padding: 0 0 ${space.xs};
    list-style: none;
    overflow-x: auto;
  }

  li {
    flex: none;
  }
`;

const Chip = styled(Link)`
  ${chip};
  background: ${colors.background};
  font-size: ${fontSizes.md};
  font-weight: 600;
  white-space: nowrap;

  &[aria-current='true'] {
    border-color: ${colors.text};
    background: ${colors.text};
    color: ${colors.textInverse};
  }
`;

const Range = styled.p`
  margin: ${space.md} 0;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${colors.border};

  li {
    border-bottom: 1px solid ${colors.border};
  }
`;

const Card = styled(Link)`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${space.md};
  padding: ${space.lg} 0;
  color: ${colors.text};

  ${media.desktop} {
    grid-template-columns: 64px minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/** Below the card, under its text: a waiting card payment is one tap from being paid. */
const ResumeLink = styled(Link)`
  ${primaryLinkButton}
  display: flex;
  margin: 0 0 ${space.lg} calc(64px + ${space.md});

  ${media.desktop} {
    width: 200px;
  }
`;

const Thumb = styled.div`
  ${thumbnail(64)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  small {
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const Amount = styled.strong`
  grid-column: 2;
  font-size: ${fontSizes.lg};

  ${media.desktop} {
    grid-column: auto;
  }
`;
