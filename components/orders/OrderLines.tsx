import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { thumbnail } from '@/components/ui/thumbnail';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import type { OrderBrandGroup, OrderLine } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { trackingUrlOf } from '@/lib/orders/carriers';
import { orderMessages } from '@/lib/orders/order.messages';
import { refundWindowOf } from '@/lib/orders/refundWindow';
import { colors, fontSizes, radii, space } from '@/styles/theme';
import { Picture } from '@/components/ui/Picture';


const text = orderMessages.pages.orderDetail;

/** The order's lines by brand: price snapshots, each line's status, shipping and its free-refund window. */
export function OrderLines({ brands, now }: { brands: OrderBrandGroup[]; now: string }) {
  return (
    <Groups>
      {brands.map((group) => (
        <Group key={group.idBrand} aria-labelledby={`order-brand-${group.idBrand}`}>
          <GroupHead>
            <h3 id={`order-brand-${group.idBrand}`}>{text.brandGroup(group.brandName)}</h3>
            {group.carrier && group.trackingNo ? <Tracking carrier={group.carrier} trackingNo={group.trackingNo} /> : null}
            {group.deliveredAt ? (
              <p>{text.deliveredAt(formatKstDate(group.deliveredAt))}</p>
            ) : group.shippedAt ? (
              <p>{text.shippedAt(formatKstDate(group.shippedAt))}</p>
            ) : null}
          </GroupHead>
          <ul>
            {group.items.map((line) => (
              <Line key={line.id} line={line} now={now} />
            ))}
          </ul>
          <GroupFoot>
            <span>{text.deliveryFee}</span>
            <strong>{group.deliveryFee === 0 ? text.freeDelivery : formatWon(group.deliveryFee)}</strong>
          </GroupFoot>
        </Group>
      ))}
    </Groups>
  );
}

function Line({ line, now }: { line: OrderLine; now: string }) {
  const options = text.options(line.color, line.size);
  const window = refundWindowOf(line, now);
  const counts = [
    line.cancelledCount > 0 ? text.lineCounts.cancelled(line.cancelledCount) : null,
    line.refundRequestedCount > 0 ? text.lineCounts.refundRequested(line.refundRequestedCount) : null,
    line.refundedCount > 0 ? text.lineCounts.refunded(line.refundedCount) : null,
  ].filter(Boolean);
  return (
    <LineItem>
      <Thumb>
        {line.image ? <Picture src={line.image} alt="" size={72} /> : null}
      </Thumb>
      <div>
        <LineTop>
          <StatusBadge $tone={orderStatusTone(line.status)}>{orderMessages.status[line.status]}</StatusBadge>
          <Link href={`/product-details/${line.idProduct}`}>{line.name}</Link>
        </LineTop>
        {options ? <Muted>{options}</Muted> : null}
        <Price>
          <span>{text.unitPrice(formatWon(line.unitPrice), line.count)}</span>
          <strong>{formatWon(line.lineTotal)}</strong>
        </Price>
        {counts.length > 0 ? <Muted>{counts.join(' · ')}</Muted> : null}
        {window.state === 'open' ? (
          <Refund data-testid={`refund-window-${line.id}`}>
            <Dday>{text.refundDaysLeft(window.daysLeft)}</Dday>
            <span>
              {text.refundUntil(formatKstDate(window.until))} · {text.refundableCount(window.count)}
            </span>
          </Refund>
        ) : window.state === 'closed' ? (
          <Muted data-testid={`refund-window-${line.id}`}>{text.refundClosed}</Muted>
        ) : null}
      </div>
    </LineItem>
  );
}


/** The carrier and tracking number, and a link to the carrier's own tracking page. */
function Tracking({ carrier, trackingNo }: { carrier: string; trackingNo: string }) {
  const href = trackingUrlOf(carrier, trackingNo);
  return (
    <p>
      {text.shipping(carrier, trackingNo)} {href ? <ExternalLink href={href}>{text.trackParcel}</ExternalLink> : null}
    </p>
  );
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

const Group = styled.section`
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  overflow: hidden;

  ul {
    list-style: none;
    margin: 0;
    padding: 0 ${space.lg};
  }
`;

const GroupHead = styled.header`
  padding: ${space.md} ${space.lg};
  background: ${colors.surface};

  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }

  p {
    margin-top: 2px;
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }
`;

const GroupFoot = styled.p`
  display: flex;
  justify-content: space-between;
  padding: ${space.md} ${space.lg};
  border-top: 1px solid ${colors.border};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};

  strong {
    color: ${colors.text};
  }
`;

const LineItem = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${space.md};
  padding: ${space.lg} 0;

  & + & {
    border-top: 1px solid ${colors.border};
  }
`;

const Thumb = styled.div`
  ${thumbnail(72)};
`;

const LineTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};

  a {
    font-weight: 600;
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin-top: 2px;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm};
  margin-top: ${space.xs};
  font-size: ${fontSizes.md};

  span {
    color: ${colors.textSecondary};
  }
`;

const Refund = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
  font-size: ${fontSizes.md};
  color: ${colors.text};
`;

const Dday = styled.strong`
  padding: 1px ${space.sm};
  border-radius: ${radii.sm};
  background: ${colors.primary};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
`;
