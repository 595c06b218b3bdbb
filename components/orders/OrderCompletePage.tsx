import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/lib/client/errors';
import { confirmPayment } from '@/lib/orders/client/orders';
import { DefinitionList } from '@/components/ui/DefinitionList';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { SmallPrint } from '@/components/ui/SmallPrint';
import type { CardProvider } from '@/lib/orders/client/payOrder';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDateTimeLong } from '@/lib/kstDate';
import { orderCompleteMessages } from '@/lib/orders/orderComplete.messages';
import { orderMessages } from '@/lib/orders/order.messages';
import { vatMessages } from '@/lib/orders/vat.messages';
import { OrderLines } from './OrderLines';
import { canResumePayment, ResumePayment } from './ResumePayment';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = orderCompleteMessages;
const SHOP_PATH = '/shop?idCategory=152&page=1&page_type=category';

function headingOf(order: OrderDetail): string {
  if (order.status === 'awaiting_deposit') return text.headingDeposit;
  if (order.status === 'pending_payment') return text.headingPending;
  if (order.status === 'preparing') return text.headingPaid;
  return text.headingOther;
}

/**
 * /order-complete?idOrder= (members, the visitor's own order only): the order
 * number, what was paid and how it adds up, or for a bank transfer the account, the amount and
 * the deadline to deposit by, the lines ordered, then the next steps and the way to the order's
 * detail. Server-rendered from the order service.
 */
export interface OrderCompletePageProps {
  order: OrderDetail;
  /** The moment the server read the order (ISO). */
  now: string;
  /** The card provider a waiting card payment is resumed with, and the buyer's e-mail for it. */
  card: CardProvider;
  buyerEmail: string;
}

export function OrderCompletePage({ order, now, card, buyerEmail }: OrderCompletePageProps) {
  const paymentNote = useReturnFromPortOne(order);
  const lines = order.brands.reduce((sum, group) => sum + group.items.length, 0);
  const { amounts, deposit } = order;
  const rows = [
    { label: text.orderNumber, value: String(order.idOrder) },
    { label: text.orderedAt, value: formatKstDateTimeLong(order.createdAt) },
    { label: text.status, value: orderMessages.status[order.status] },
    { label: text.paymentMethod, value: order.paymentMethod === 'card' ? text.card : text.bankTransfer },
    // The paid amount as arithmetic: goods + delivery - credit.
    { label: text.goodsAmount, value: formatWon(amounts.goodsAmount) },
    { label: text.deliveryFee, value: formatWon(amounts.deliveryFee) },
    ...(amounts.creditUsed > 0 ? [{ label: text.creditUsed, value: `-${formatWon(amounts.creditUsed)}` }] : []),
    { label: text.paid, value: formatWon(amounts.totalAmount) },
    ...(order.taxInvoice.requested
      ? [{ label: text.taxInvoice, value: text.taxInvoiceRequested(order.taxInvoice.businessName ?? '', order.taxInvoice.email ?? '') }]
      : []),
    {
      label: text.address,
      value: `${order.address.recipient} · (${order.address.postcode}) ${order.address.address} ${order.address.addressDetail}`,
    },
  ];
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path="/order-complete" />
      <PageContainer>
        <Narrow>
          <PageHeading title={headingOf(order)} lead={text.items(lines)} />
          {deposit && order.status === 'awaiting_deposit' ? (
            <Deposit aria-labelledby="deposit-heading">
              <h2 id="deposit-heading">{text.deposit}</h2>
              <DefinitionList
                rows={[
                  { label: text.bank, value: deposit.bank },
                  { label: text.account, value: deposit.account },
                  { label: text.holder, value: deposit.holder },
                  { label: text.depositAmount, value: formatWon(deposit.amount) },
                  { label: text.deadline, value: formatKstDateTimeLong(deposit.deadline) },
                ]}
              />
              <p>{text.depositNote}</p>
            </Deposit>
          ) : null}
          {paymentNote ? <Notice role="alert">{paymentNote}</Notice> : null}
          {canResumePayment(order, now) ? <ResumePayment order={order} provider={card} buyerEmail={buyerEmail} /> : null}
          <Section id="order-summary" title={text.orderInfo}>
            <DefinitionList rows={rows} />
            <VatNote>{vatMessages.note}</VatNote>
          </Section>
          <Section id="order-lines" title={text.lines}>
            <OrderLines brands={order.brands} now={now} />
          </Section>
          <Section id="next-steps" title={text.next}>
            <Steps>
              {text.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Steps>
            <Actions>
              <Primary href={`/order-detail/${order.idOrder}`}>{text.toDetail}</Primary>
              <Secondary href={SHOP_PATH}>{text.keepShopping}</Secondary>
            </Actions>
          </Section>
        </Narrow>
      </PageContainer>
    </>
  );
}

/**
 * A phone browser paying through PortOne comes back here by redirect
 * (lib/orders/client/portone.ts) with `paymentId`, and `code` when it
 * failed: the payment is confirmed on the server (as the webhook would) and
 * the page is loaded again without the query; a failure is said.
 */
function useReturnFromPortOne(order: OrderDetail): string | null {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const paymentId = typeof router.query.paymentId === 'string' ? router.query.paymentId : null;
  const code = typeof router.query.code === 'string' ? router.query.code : null;
  const message = typeof router.query.message === 'string' ? router.query.message : null;
  const waiting = order.status === 'pending_payment';
  useEffect(() => {
    if (!paymentId || !waiting || code) return;
    let cancelled = false;
    confirmPayment(order.idOrder, { paymentId }).then(
      () => {
        if (!cancelled) void router.replace(`/order-complete?idOrder=${order.idOrder}`);
      },
      (error: unknown) => {
        if (!cancelled) setFailure(isApiError(error) ? error.message : text.paymentFailed(null));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [paymentId, code, waiting, order.idOrder, router]);
  if (paymentId && waiting && code) return text.paymentFailed(message);
  return failure;
}

const VatNote = styled(SmallPrint)`
  margin-top: ${space.sm};
`;

const Narrow = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

const Deposit = styled.section`
  margin-bottom: ${space.xxl};
  padding: ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.primarySoft};

  h2 {
    margin-bottom: ${space.md};
    font-size: ${fontSizes.xl};
    font-weight: 700;
  }

  p {
    margin-top: ${space.md};
    color: ${colors.textSecondary};
    font-size: ${fontSizes.md};
  }
`;

const Notice = styled.p`
  margin-bottom: ${space.xl};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
  font-weight: 600;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding-left: 1.4em;
  color: ${colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.xl};

  a {
    flex: 1 1 200px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    border-radius: ${radii.md};
    font-weight: 700;
  }
`;

const Primary = styled(Link)`
  background: ${colors.primary};
  color: ${colors.textInverse};
`;

const Secondary = styled(Link)`
  border: 1px solid ${colors.borderStrong};
  color: ${colors.text};
`;
