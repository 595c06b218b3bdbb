import Link from '@/components/ui/Link';
import { useState } from 'react';
import styled from 'styled-components';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Section } from '@/components/ui/Section';
import { textLink } from '@/components/ui/textLink';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import { brandCenterRoutes } from '@/lib/brandCenter/routes';
import type { BrandOrderDetail } from '@/lib/brandCenter/brandOrders.contract';
import type { OwnedBrand } from '@/lib/contract/users';
import { useBrandOrder } from '@/lib/brandCenter/client/brandOrders';
import { formatWon } from '@/lib/format';
import { formatKstDateTime } from '@/lib/kstDate';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { orderStatusMessages } from '@/lib/orders/orderStatus.messages';
import { trackingUrlOf } from '@/lib/orders/carriers';
import { brandStatementHref } from '@/lib/orders/orderLinks';
import { orderDocumentsMessages } from '@/lib/orders/orderDocuments.messages';
import { BrandCenterLayout } from './BrandCenterLayout';
import { OrderDeliverButton } from './OrderDeliverButton';
import { OrderShipForm } from './OrderShipForm';
import { lineList, Status } from '@/components/ui/listPage';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';

const text = brandOrderMessages.detail;
const list = brandOrderMessages.orders;

/**
 * /brand-center/orders/{idOrder}: the brand's group of one order with what
 * shipping needs (address, recipient, phone, the retailer's note), its lines
 * and amounts, the shipment, its history, and the next step.
 */
export function OrderDetailPage({ brand, order: initial }: { brand: OwnedBrand; order: BrandOrderDetail }) {
  const { order, mutate } = useBrandOrder(initial.idOrder, initial);
  const [notice, setNotice] = useState('');
  const update = (message: string) => (next: BrandOrderDetail) => {
    setNotice(message);
    void mutate(next, { revalidate: false });
  };
  const address = `(${order.address.postcode}) ${order.address.address} ${order.address.addressDetail}`;

  return (
    <BrandCenterLayout
      brand={brand}
      section="orders"
      title={text.titleOf(order.idOrder)}
      actions={<BackLink href={brandCenterRoutes.orders}>{text.back}</BackLink>}
    >
      <Status role="status">{notice}</Status>
      <Columns>
        <div>
          <Section id="brand-order-summary" title={text.summary}>
            <DefinitionList
              rows={[
                { label: text.status, value: <StatusBadge $tone={orderStatusTone(order.status)}>{orderStatusMessages.status[order.status]}</StatusBadge> },
                { label: list.orderedAt, value: formatKstDateTime(order.orderedAt) },
                { label: text.paidAt, value: formatKstDateTime(order.paidAt) },
                { label: text.paymentMethod, value: text.paymentMethods[order.paymentMethod] },
                { label: list.retailer, value: order.retailer.businessName },
              ]}
            />
          </Section>
          <Section id="brand-order-shipping" title={text.shipping}>
            <DefinitionList
              rows={[
                { label: text.recipient, value: order.address.recipient },
                { label: text.phone, value: order.address.phone },
                { label: text.address, value: address },
                { label: text.orderer, value: order.orderer.name },
                { label: text.ordererPhone, value: order.orderer.phone },
                { label: text.deliveryNote, value: order.deliveryNote || text.noNote },
              ]}
            />
          </Section>
          <Section id="brand-order-items" title={text.items}>
            <Lines>
              {order.items.map((line) => (
                <li key={line.id}>
                  <div>
                    <strong>{line.name}</strong>
                    {list.lineSummary(line.color, line.size) ? <span>{list.lineSummary(line.color, line.size)}</span> : null}
                    <span>{list.lineCount(line.count, line.unitPrice)}</span>
                  </div>
                  <div>
                    <strong>{formatWon(line.lineTotal)}</strong>
                    <StatusBadge $tone={orderStatusTone(line.status)}>{orderStatusMessages.status[line.status]}</StatusBadge>
                  </div>
                </li>
              ))}
            </Lines>
            <DefinitionList
              rows={[
                { label: list.goods, value: formatWon(order.goodsAmount) },
                { label: list.deliveryFee, value: order.deliveryFee > 0 ? formatWon(order.deliveryFee) : list.freeDelivery },
              ]}
            />
            {order.items.some((line) => line.status !== 'cancelled') ? (
              <StatementLink href={brandStatementHref(order.idOrder)}>{orderDocumentsMessages.statement}</StatementLink>
            ) : null}
          </Section>
        </div>
        <div>
          <Section id="brand-order-shipment" title={text.shipment}>
            {order.carrier && order.trackingNo ? (
              <DefinitionList
                rows={[
                  { label: brandOrderMessages.ship.carrier, value: order.carrier },
                  { label: brandOrderMessages.ship.trackingNo, value: <TrackingNo carrier={order.carrier} trackingNo={order.trackingNo} /> },
                  ...(order.shippedAt ? [{ label: list.shippedAt, value: formatKstDateTime(order.shippedAt) }] : []),
                  ...(order.deliveredAt ? [{ label: list.deliveredAt, value: formatKstDateTime(order.deliveredAt) }] : []),
                ]}
              />
            ) : (
              <Muted>{text.noTracking}</Muted>
            )}
            <Action>
              {order.shippable ? (
                <OrderShipForm idOrder={order.idOrder} onShipped={(next) => update(brandOrderMessages.ship.done(next.carrier ?? '', next.trackingNo ?? ''))(next)} />
              ) : null}
              {order.deliverable ? (
                <>
                  <Muted>{brandOrderMessages.deliver.hint}</Muted>
                  <OrderDeliverButton idOrder={order.idOrder} onDelivered={update(brandOrderMessages.deliver.done)} />
                </>
              ) : null}
            </Action>
          </Section>
          <Section id="brand-order-history" title={text.history}>
            <History>
              {order.history.map((entry, index) => (
                <li key={index}>
                  <time dateTime={entry.createdAt}>{formatKstDateTime(entry.createdAt)}</time>
                  <strong>{orderStatusMessages.historyStatus[entry.status as keyof typeof orderStatusMessages.historyStatus] ?? entry.status}</strong>
                  {entry.note ? <span>{entry.note}</span> : null}
                </li>
              ))}
            </History>
          </Section>
        </div>
      </Columns>
    </BrandCenterLayout>
  );
}


/** The tracking number, linked to the carrier's own tracking page. */
function TrackingNo({ carrier, trackingNo }: { carrier: string; trackingNo: string }) {
  const href = trackingUrlOf(carrier, trackingNo);
  return href ? <ExternalLink href={href}>{trackingNo}</ExternalLink> : <>{trackingNo}</>;
}

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.lg};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.xxl};

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }

  & > div > section + section {
    margin-top: ${space.xxl};
  }
`;

const Lines = styled.ul`
  margin: 0 0 ${space.md};
  ${lineList};

  li {
    padding: ${space.md} 0;
  }

  li > div {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    min-width: 0;
  }

  li > div:last-child {
    align-items: flex-end;
    flex-shrink: 0;
  }

  span {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

/** The brand's part of the order as a 거래명세서 PDF: a plain link to the API (the session cookie goes with it). */
const StatementLink = styled.a`
  ${textLink};
  margin-top: ${space.sm};
  text-decoration: underline;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textSecondary};
`;

const History = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${colors.border};
  }

  time {
    grid-row: span 2;
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
    font-variant-numeric: tabular-nums;
  }

  span {
    color: ${colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;
