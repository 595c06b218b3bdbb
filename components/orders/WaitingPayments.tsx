import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { primaryLinkButton } from '@/components/ui/linkButton';
import { Section } from '@/components/ui/Section';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { resumePaymentHref } from '@/lib/orders/orderLinks';
import type { OrderSummary } from '@/lib/orders/orders.contract';
import { colors, space } from '@/styles/theme';

const text = checkoutMessages.waiting;

/**
 * The buyer's card orders still waiting for their payment, each with 결제 이어하기
 * (its detail's payment form): /payment shows them when there is nothing to order,
 * as after a declined card, whose order took the lines out of the cart.
 */
export function WaitingPayments({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return null;
  return (
    <Section id="waiting-payments" title={text.heading}>
      <List>
        {orders.map((order) => (
          <li key={order.idOrder}>
            <span>{text.order(order.idOrder, order.title, order.totalAmount)}</span>
            <Link href={resumePaymentHref(order.idOrder)} aria-label={text.linkOf(order.idOrder)}>
              {text.link}
            </Link>
          </li>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${space.xxl};
  padding: 0;
  border-top: 1px solid ${colors.border};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${colors.border};
  }

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  a {
    ${primaryLinkButton}
  }
`;
