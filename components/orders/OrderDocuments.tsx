import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { Section } from '@/components/ui/Section';
import { textLink } from '@/components/ui/textLink';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { receiptHref, statementHref } from '@/lib/orders/orderLinks';
import { orderDocumentsMessages } from '@/lib/orders/orderDocuments.messages';
import { routes } from '@/lib/site';
import { colors, fontSizes, space } from '@/styles/theme';

const text = orderDocumentsMessages;

/** Whether the order has a card receipt: a card order whose card payment went through. */
export function hasCardReceipt(order: Pick<OrderDetail, 'paymentMethod' | 'paidAt' | 'payments'>): boolean {
  return order.paymentMethod === 'card' && order.paidAt !== null && order.payments.some((record) => record.kind === 'payment' && record.status === 'paid');
}

/**
 * The order's documents, once it is paid: the 거래명세서 PDF (one page per
 * brand), each brand's alone when the order has several, and the card
 * receipt of a card payment. Plain links to the API (the session cookie goes
 * with them), so they work without this page's script.
 */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  if (!order.paidAt) return null;
  const supplied = order.brands.filter((group) => group.items.some((line) => line.status !== 'cancelled'));
  const receipt = hasCardReceipt(order);
  if (supplied.length === 0 && !receipt) return null;
  return (
    <Section id="order-documents" title={text.heading}>
      <Links>
        {supplied.length > 0 ? (
          <li>
            <a href={statementHref(order.idOrder)}>{text.statement}</a>
          </li>
        ) : null}
        {supplied.length > 1
          ? supplied.map((group) => (
              <li key={group.idBrand}>
                <span>{group.brandName}</span>
                <a href={statementHref(order.idOrder, group.idBrand)} aria-label={text.brandStatementLabel(group.brandName)}>
                  {text.brandStatement}
                </a>
              </li>
            ))
          : null}
        {receipt ? (
          <li>
            <a href={receiptHref(order.idOrder)}>{text.receipt}</a>
          </li>
        ) : null}
      </Links>
      {supplied.length > 0 ? (
        <>
          <Hint>
            {supplied.length > 1 ? `${text.hint} ` : ''}
            {text.businessDetailsHint}
          </Hint>
          <DetailsLink href={`${routes.mypage}#mypage-business`}>{text.businessDetailsLink}</DetailsLink>
        </>
      ) : null}
    </Section>
  );
}

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    border-bottom: 1px solid ${colors.border};
  }

  span {
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${fontSizes.md};
  }

  a {
    ${textLink};
    flex: none;
    text-decoration: underline;
  }
`;

const Hint = styled.p`
  margin-top: ${space.sm};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const DetailsLink = styled(Link)`
  ${textLink};
  color: ${colors.text};
  text-decoration: underline;
`;
