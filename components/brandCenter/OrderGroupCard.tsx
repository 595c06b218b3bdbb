import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLink } from '@/components/ui/textLink';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { BrandOrderDetail, BrandOrderSummary } from '@/lib/brandCenter/brandOrders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { orderStatusMessages } from '@/lib/orders/orderStatus.messages';
import { OrderDeliverButton } from './OrderDeliverButton';
import { OrderShipForm } from './OrderShipForm';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = brandOrderMessages.orders;

export interface OrderGroupCardProps {
  group: BrandOrderSummary;
  onShipped: (order: BrandOrderDetail) => void;
  onDelivered: (order: BrandOrderDetail) => void;
}

/**
 * One brand group of an order in the brand's list: a card on a phone, a row of
 * the table-like grid (OrderListPage's column heads) on a desktop. Its own lines
 * only, its amounts, status and tracking, and what can be done next.
 */
export function OrderGroupCard({ group, onShipped, onDelivered }: OrderGroupCardProps) {
  const titleId = `brand-order-${group.idOrder}`;
  return (
    <Card aria-labelledby={titleId}>
      <Cell $area="order">
        <h2 id={titleId}>
          <Link href={brandCenterRoutes.order(group.idOrder)}>
            {text.orderNo(group.idOrder)}
          </Link>
        </h2>
        <p>
          <span>{text.orderedAt}</span> {formatKstDateTime(group.orderedAt)}
        </p>
        <p>
          <span>{text.retailer}</span> <strong>{group.retailer.businessName}</strong>
        </p>
      </Cell>
      <Cell $area="items">
        <ul>
          {group.items.map((line) => (
            <li key={line.id}>
              <strong>{line.name}</strong>
              {text.lineSummary(line.color, line.size) ? <span> · {text.lineSummary(line.color, line.size)}</span> : null}
              <Muted>
                {text.lineCount(line.count, line.unitPrice)} = {formatWon(line.lineTotal)}
                {line.status === 'cancelled' ? ` (${text.cancelledLine})` : null}
              </Muted>
              {line.refundRequestedCount > 0 ? <Returns>{text.returnsOfLine(line.refundRequestedCount - line.refundedCount, line.refundedCount)}</Returns> : null}
            </li>
          ))}
        </ul>
      </Cell>
      <Cell $area="amount">
        <p>
          <span>{text.goods}</span> <strong>{formatWon(group.goodsAmount)}</strong>
        </p>
        <p>
          <span>{text.deliveryFee}</span> {group.deliveryFee > 0 ? formatWon(group.deliveryFee) : text.freeDelivery}
        </p>
      </Cell>
      <Cell $area="status">
        <StatusBadge $tone={orderStatusTone(group.status)}>{orderStatusMessages.status[group.status]}</StatusBadge>
        {group.carrier && group.trackingNo ? <p>{text.carrierLine(group.carrier, group.trackingNo)}</p> : null}
        {group.shippedAt ? (
          <Muted>
            {text.shippedAt} {formatKstDateTime(group.shippedAt)}
          </Muted>
        ) : null}
        {group.deliveredAt ? (
          <Muted>
            {text.deliveredAt} {formatKstDateTime(group.deliveredAt)}
          </Muted>
        ) : null}
      </Cell>
      <Cell $area="action">
        {group.shippable ? <OrderShipForm idOrder={group.idOrder} onShipped={onShipped} /> : null}
        {group.deliverable ? <OrderDeliverButton idOrder={group.idOrder} onDelivered={onDelivered} /> : null}
        {!group.shippable && !group.deliverable ? (
          <DetailLink href={brandCenterRoutes.order(group.idOrder)} aria-label={text.detailOf(group.idOrder)}>
            {text.detail}
          </DetailLink>
        ) : null}
      </Cell>
    </Card>
  );
}

/** The desktop columns, shared with the list's head row. */
export const ORDER_GRID = 'minmax(150px, 1.1fr) minmax(200px, 2fr) minmax(110px, 0.9fr) minmax(130px, 1fr) minmax(210px, 1.4fr)';

const Card = styled.article`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  grid-template-areas: 'order' 'items' 'amount' 'status' 'action';

  ${media.desktop} {
    grid-template-columns: ${ORDER_GRID};
    grid-template-areas: 'order items amount status action';
    gap: ${space.lg};
    border-width: 0 0 1px;
    border-radius: 0;
  }

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }

  h2 a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${colors.primary};
    font-weight: 800;
  }

  p {
    margin: 0;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Cell = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${colors.textSecondary};
  }

  form,
  button {
    align-self: stretch;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${colors.textSecondary};
  font-size: ${fontSizes.md};
`;

const Returns = styled.span`
  display: block;

  && {
    color: ${colors.accent};
  }

  font-size: ${fontSizes.md};
  font-weight: 600;
`;

const DetailLink = styled(Link)`
  ${textLink};
  text-decoration: underline;
`;
