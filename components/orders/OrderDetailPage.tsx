import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { orderStatusTone } from '@/lib/orders/orderStatusTone';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatRegistrationNo } from '@/lib/account/registrationNo';
import { formatKstDate, formatKstDateTime } from '@/lib/kstDate';
import { orderMessages } from '@/lib/orders/order.messages';
import { vatMessages } from '@/lib/orders/vat.messages';
import { routes } from '@/lib/site';
import { OrderDocuments } from './OrderDocuments';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { canResumePayment, ResumePayment } from './ResumePayment';
import { ReorderButton } from './ReorderButton';
import { colors, fontSizes, media, radii, space } from '@/styles/theme';


const text = orderMessages.pages.orderDetail;

export interface OrderDetailPageProps {
  order: OrderDetail;
  /** The moment the server read the order (ISO), so the refund D-N is the same on the server and in the browser. */
  now: string;
  /** Set after a cancellation (the cancel page comes back here with ?cancelled=). */
  cancelled: boolean;
  /** The card provider a waiting card payment is resumed with, and the buyer's e-mail for it. */
  card: CardProvider;
  buyerEmail: string;
}

/** /order-detail/[idOrder]: the member's own order, everything about it and what they can do next. */
export function OrderDetailPage({ order, now, cancelled, card, buyerEmail }: OrderDetailPageProps) {
  const lines = order.brands.flatMap((group) => group.items);
  const refundable = lines.some((line) => line.refundableCount > 0);
  const resumable = canResumePayment(order, now);
  return (
    <>
      {/* No path: the canonical URL is the one it was served at, without ?cancelled=. */}
      <PageSeo title={text.title} description={text.description} noindex />
      <PageContainer>
        <PageHeading title={text.heading(order.idOrder)} lead={text.orderedAt(formatKstDateTime(order.createdAt))}>
          <HeadingStatus>
            <StatusBadge $tone={orderStatusTone(order.status)}>{orderMessages.status[order.status]}</StatusBadge>
          </HeadingStatus>
        </PageHeading>
        {cancelled ? (
          <Notice role="status">
            <strong>{text.cancelledNotice}</strong>
            {order.paymentMethod === 'card' && order.paidAt ? <span>{text.cancelledRefund}</span> : null}
          </Notice>
        ) : null}
        {resumable ? <ResumePayment order={order} provider={card} buyerEmail={buyerEmail} /> : null}
        <Columns>
          <Area $area="lines">
            <Section id="order-lines" title={text.linesHeading}>
              <OrderLines brands={order.brands} now={now} />
            </Section>
          </Area>
          <Area $area="actions">
            <Actions aria-label={text.title}>
              {order.cancellable ? (
                <ActionLink href={`/cancel/${order.idOrder}`} $primary>
                  {text.cancelLink}
                </ActionLink>
              ) : null}
              {refundable ? (
                <ActionLink href={`${routes.freeRefunds}?idOrder=${order.idOrder}#free-refunds-request`} $primary={!order.cancellable}>
                  {text.refundLink}
                </ActionLink>
              ) : null}
              <ReorderButton brands={order.brands} />
              <ActionLink href={`${routes.mypage}#mypage-orders`}>{text.backToList}</ActionLink>
            </Actions>
          </Area>
          <Area $area="history">
            <Section id="order-history" title={text.historyHeading}>
              <OrderHistory order={order} />
            </Section>
          </Area>
          <Area $area="side">
            <Section id="order-payment" title={text.paymentHeading}>
              <PaymentInfo order={order} resumable={resumable} />
            </Section>
            <Section id="order-address" title={text.addressHeading}>
              <DefinitionList
                rows={[
                  { label: text.recipient, value: order.address.recipient },
                  { label: text.phone, value: order.address.phone },
                  {
                    label: text.address,
                    value: `(${order.address.postcode}) ${order.address.address} ${order.address.addressDetail}`.trim(),
                  },
                  ...(order.deliveryNote ? [{ label: text.deliveryNote, value: order.deliveryNote }] : []),
                  ...(order.orderer.name ? [{ label: text.orderer, value: `${order.orderer.name} ${order.orderer.phone}`.trim() }] : []),
                ]}
              />
            </Section>
            <Section id="order-tax-invoice" title={text.taxInvoiceHeading}>
              {order.taxInvoice.requested ? (
                <DefinitionList
                  rows={[
                    { label: text.taxInvoiceHeading, value: text.taxInvoiceRequested },
                    { label: text.taxInvoiceBusiness, value: order.taxInvoice.businessName ?? '' },
                    { label: text.taxInvoiceRegistrationNo, value: formatRegistrationNo(order.taxInvoice.registrationNo ?? '') },
                    { label: text.taxInvoiceEmail, value: order.taxInvoice.email ?? '' },
                  ]}
                />
              ) : (
                <Plain>{text.taxInvoiceNone}</Plain>
              )}
              <VatSplit order={order} />
            </Section>
            <OrderDocuments order={order} />
          </Area>
        </Columns>
      </PageContainer>
    </>
  );
}

/**
 * The money of the order as sums a retailer can redo: goods + delivery - credit
 * = 결제 금액; once something was cancelled or returned, what came back (money,
 * credit, and what was never charged) adds up to 취소·반품 금액, and 결제 금액
 * less the money refunded is 최종 결제 금액.
 */
/** The order's goods and delivery (VAT included) as a tax invoice states them: 공급가액 + 부가세 = the sum. */
function VatSplit({ order }: { order: OrderDetail }) {
  const rows = [
    { label: vatMessages.supplyAmount, value: formatWon(order.tax.supplyAmount) },
    { label: vatMessages.vatAmount, value: formatWon(order.tax.vatAmount) },
    { label: vatMessages.grossAmount, value: <Total>{formatWon(order.amounts.goodsAmount + order.amounts.deliveryFee)}</Total> },
  ];
  return <SumGroup id="order-vat-sums" title={vatMessages.splitGroup} rows={rows} />;
}

/** A titled sum: its rows add up to its last row. */
function SumGroup({ id, title, rows }: { id: string; title: string; rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Sums role="group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <DefinitionList rows={rows} />
    </Sums>
  );
}

/** The payment block; while 결제 이어하기 is offered above, its box states the deadline, so this block does not. */
function PaymentInfo({ order, resumable }: { order: OrderDetail; resumable: boolean }) {
  const { amounts } = order;
  const neverCharged = amounts.cancelledAmount - amounts.refundedAmount - amounts.creditReturned;
  const facts = [
    { label: text.method, value: text.methods[order.paymentMethod] },
    ...(order.paidAt ? [{ label: text.paidAt, value: formatKstDateTime(order.paidAt) }] : []),
  ];
  const charged = [
    { label: text.goodsAmount, value: formatWon(amounts.goodsAmount) },
    { label: text.deliveryFee, value: formatWon(amounts.deliveryFee) },
    ...(amounts.creditUsed > 0 ? [{ label: text.creditUsed, value: `-${formatWon(amounts.creditUsed)}` }] : []),
    { label: text.totalAmount, value: <Total>{formatWon(amounts.totalAmount)}</Total> },
  ];
  const returned = [
    ...(amounts.refundedAmount > 0 ? [{ label: text.refundedAmount, value: formatWon(amounts.refundedAmount) }] : []),
    ...(amounts.creditReturned > 0 ? [{ label: text.creditReturned, value: formatWon(amounts.creditReturned) }] : []),
    ...(neverCharged > 0 ? [{ label: text.neverCharged, value: formatWon(neverCharged) }] : []),
    { label: text.cancelledAmount, value: <Total>{formatWon(amounts.cancelledAmount)}</Total> },
  ];
  const net = [
    { label: text.totalAmount, value: formatWon(amounts.totalAmount) },
    { label: text.refundedAmount, value: `-${formatWon(amounts.refundedAmount)}` },
    { label: text.netPaid, value: <Total>{formatWon(amounts.totalAmount - amounts.refundedAmount)}</Total> },
  ];
  return (
    <>
      <DefinitionList rows={facts} />
      <Sums role="group" aria-label={text.chargedGroup}>
        <DefinitionList rows={charged} />
      </Sums>
      {amounts.cancelledAmount > 0 ? <SumGroup id="order-returned-sums" title={text.returnedGroup} rows={returned} /> : null}
      {amounts.refundedAmount > 0 ? <SumGroup id="order-net-sums" title={text.netGroup} rows={net} /> : null}
      {order.status === 'pending_payment' && order.paymentDueAt && !resumable ? <Plain>{text.cardWaiting(formatKstDateTime(order.paymentDueAt))}</Plain> : null}
      {order.deposit && order.status === 'awaiting_deposit' ? (
        <Deposit aria-label={text.depositAccount}>
          <DefinitionList
            rows={[
              { label: text.depositAccount, value: `${order.deposit.bank} ${order.deposit.account} (${order.deposit.holder})` },
              { label: text.depositAmount, value: formatWon(order.deposit.amount) },
              { label: text.depositDeadline, value: formatKstDateTime(order.deposit.deadline) },
            ]}
          />
          <Plain>{text.depositWarning}</Plain>
        </Deposit>
      ) : null}
      {order.payments.length > 0 ? (
        <Records aria-label={text.paymentRecords}>
          {order.payments.map((record, index) => (
            <li key={index}>
              <span>
                {formatKstDate(record.createdAt)} {text.paymentKinds[record.kind]}
              </span>
              <span>{record.kind === 'refund' ? `-${formatWon(record.amount)}` : formatWon(record.amount)}</span>
            </li>
          ))}
        </Records>
      ) : null}
    </>
  );
}

const HeadingStatus = styled.div`
  margin-top: ${space.sm};
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.xl};
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};

  strong {
    color: ${colors.primary};
  }
`;

/*
 * A phone reads down: the lines, what can be done with them, the history,
 * then payment and address. A desktop puts the actions and the payment in a
 * right-hand column beside the lines and the history.
 */
const Columns = styled.div`
  display: grid;
  grid-template-areas: 'lines' 'actions' 'history' 'side';
  gap: ${space.xxl};

  ${media.medium} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto auto 1fr;
    grid-template-areas:
      'lines actions'
      'lines side'
      'history side';
    align-items: start;
  }
`;

const Area = styled.div<{ $area: 'lines' | 'actions' | 'history' | 'side' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Actions = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${radii.md};
  border: 1px solid ${({ $primary }) => ($primary ? colors.primary : colors.borderStrong)};
  background: ${({ $primary }) => ($primary ? colors.primary : colors.background)};
  color: ${({ $primary }) => ($primary ? colors.textInverse : colors.text)};
  font-size: ${fontSizes.lg};
  font-weight: 600;
`;

const Total = styled.strong`
  font-size: ${fontSizes.lg};
  color: ${colors.text};
`;

const Plain = styled.p`
  margin-top: ${space.sm};
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};
`;

const Sums = styled.div`
  margin-top: ${space.lg};

  h3 {
    margin-bottom: ${space.xs};
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
`;

const Deposit = styled.div`
  margin-top: ${space.lg};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
`;

const Records = styled.ul`
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  font-size: ${fontSizes.md};
  color: ${colors.textSecondary};

  li {
    display: flex;
    justify-content: space-between;
    padding: ${space.xs} 0;
  }
`;
