import styled from 'styled-components';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { formatKstDateTime } from '@/lib/kstDate';
import { orderMessages } from '@/lib/orders/order.messages';
import { colors, fontSizes, space } from '@/styles/theme';

const statusNames: Record<string, string> = orderMessages.historyStatus;

/** The order's status history, oldest first: what happened, to which brand or line, and when. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const brandName = new Map(order.brands.map((group) => [group.idBrand, group.brandName]));
  const lineName = new Map(order.brands.flatMap((group) => group.items.map((line) => [line.id, line.name] as const)));
  return (
    <Timeline>
      {order.history.map((entry, index) => {
        const about = entry.idItem !== null ? lineName.get(entry.idItem) : entry.idBrand !== null ? brandName.get(entry.idBrand) : null;
        const label = statusNames[entry.status] ?? entry.status;
        return (
          <li key={index}>
            <time dateTime={entry.createdAt}>{formatKstDateTime(entry.createdAt)}</time>
            <div>
              <strong>{label}</strong>
              {about ? <span> · {about}</span> : null}
              {entry.note && entry.note !== label ? <p>{entry.note}</p> : null}
            </div>
          </li>
        );
      })}
    </Timeline>
  );
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-left: 2px solid ${colors.border};

  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding: 0 0 ${space.lg} ${space.lg};
    font-size: ${fontSizes.md};
  }

  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${colors.primary};
  }

  time {
    color: ${colors.textSecondary};
  }

  p {
    color: ${colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;
