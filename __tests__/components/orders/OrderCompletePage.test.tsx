import { screen, waitFor, within } from '@testing-library/react';
import { OrderCompletePage } from '@/components/orders/OrderCompletePage';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { orderCompleteMessages } from '@/lib/orders/orderComplete.messages';
import { orderMessages } from '@/lib/orders/order.messages';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { createMockRouter, fakeApi, renderWithShell } from '@/__tests__/helpers/shell';
import { wonValue } from '@/__tests__/helpers/moneySummary';
import { line } from './fixtures';

const text = orderCompleteMessages;
const NOW = '2026-11-23T05:01:00.000Z';
/** What the loader passes besides the order: the time it read it, the card provider and the buyer's e-mail. */
const PAGE = { now: NOW, card: { provider: 'demo' }, buyerEmail: 'retailer@demo.kr' } as const;

function orderOf(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    idOrder: 57,
    status: 'preparing',
    paymentMethod: 'card',
    amounts: { goodsAmount: 35_000, deliveryFee: 3_000, creditUsed: 0, totalAmount: 38_000, cancelledAmount: 0, refundedAmount: 0, creditReturned: 0 },
    createdAt: '2026-11-23T05:00:00.000Z',
    paidAt: '2026-11-23T05:00:10.000Z',
    cancelledAt: null,
    paymentDueAt: null,
    deposit: null,
    taxInvoice: { requested: false, businessName: null, registrationNo: null, email: null },
    tax: { supplyAmount: 34_547, vatAmount: 3_453 },
    orderer: { name: '데모 잡화점', phone: '010-1234-5678' },
    deliveryNote: '',
    address: { recipient: '김도매', phone: '010-1234-5678', postcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' },
    brands: [
      {
        idBrand: 1,
        brandName: '모노 리빙',
        goodsAmount: 35_000,
        deliveryFee: 3_000,
        carrier: null,
        trackingNo: null,
        shippedAt: null,
        deliveredAt: null,
        items: [line({ name: '라탄 바구니 M', baseUnitPrice: 3_500, unitPrice: 3_500, count: 10, lineTotal: 35_000 })],
      },
    ],
    history: [],
    payments: [],
    cancellable: true,
    ...overrides,
  };
}

test('a paid card order shows its number, the amount paid and the way to its detail', () => {
  renderWithShell(<OrderCompletePage {...PAGE} order={orderOf()} />);
  expect(screen.getByRole('heading', { level: 1, name: text.headingPaid })).toBeInTheDocument();
  expect(screen.getByText('57')).toBeInTheDocument();
  expect(screen.getByText('38,000원')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: text.orderInfo })).getByText(orderMessages.status.preparing)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: text.deposit })).toBeNull();
  expect(screen.getByRole('link', { name: text.toDetail })).toHaveAttribute('href', '/order-detail/57');
  expect(screen.getByRole('link', { name: text.keepShopping })).toHaveAttribute('href', expect.stringContaining('/shop'));
});

test('lists the lines ordered and shows the paid amount as goods + delivery - credit', () => {
  renderWithShell(
    <OrderCompletePage
      {...PAGE}
      order={orderOf({ amounts: { goodsAmount: 35_000, deliveryFee: 3_000, creditUsed: 5_000, totalAmount: 33_000, cancelledAmount: 0, refundedAmount: 0, creditReturned: 0 } })}
    />,
  );
  expect(within(screen.getByRole('region', { name: text.lines })).getByText('라탄 바구니 M')).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: text.orderInfo });
  const amount = (label: string) => wonValue(within(summary).getByText(label).nextElementSibling?.textContent ?? '');
  expect(amount(text.goodsAmount)).toBe(35_000);
  expect(amount(text.deliveryFee)).toBe(3_000);
  expect(amount(text.creditUsed)).toBe(-5_000);
  expect(amount(text.goodsAmount) + amount(text.deliveryFee) + amount(text.creditUsed)).toBe(amount(text.paid));
});

test('a bank transfer shows the account, the amount and the deadline to deposit by, and the tax invoice', () => {
  renderWithShell(
    <OrderCompletePage
      {...PAGE}
      order={orderOf({
        status: 'awaiting_deposit',
        paymentMethod: 'bank_transfer',
        paidAt: null,
        deposit: { bank: '국민은행', account: '123456-04-123456', holder: '(주)도매마켓', amount: 38_000, deadline: '2026-11-26T14:59:59.000Z' },
        taxInvoice: { requested: true, businessName: '데모 잡화점', registrationNo: '1208147521', email: 'tax@demo.kr' },
      })}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: text.headingDeposit })).toBeInTheDocument();
  const deposit = screen.getByRole('region', { name: text.deposit });
  expect(within(deposit).getByText('국민은행')).toBeInTheDocument();
  expect(within(deposit).getByText('123456-04-123456')).toBeInTheDocument();
  expect(within(deposit).getByText('38,000원')).toBeInTheDocument();
  expect(within(deposit).getByText('2026년 11월 26일 23:59')).toBeInTheDocument();
  expect(screen.getByText(text.taxInvoiceRequested('데모 잡화점', 'tax@demo.kr'))).toBeInTheDocument();
});

test('an unpaid card order says by when to pay, and is paid right there (결제 이어하기)', async () => {
  renderWithShell(<OrderCompletePage {...PAGE} order={orderOf({ status: 'pending_payment', paidAt: null, paymentDueAt: '2026-11-23T05:30:00.000Z' })} />);
  expect(screen.getByRole('heading', { level: 1, name: text.headingPending })).toBeInTheDocument();
  const resume = screen.getByRole('region', { name: orderMessages.resume.heading });
  expect(resume).toHaveTextContent(orderMessages.resume.lead(38_000, '2026년 11월 23일 14:30'));
  expect(await within(resume).findByRole('button', { name: checkoutMessages.payment.pay(38_000) })).toBeInTheDocument();
});

test('an unpaid card order past its deadline offers no payment', () => {
  renderWithShell(<OrderCompletePage {...PAGE} order={orderOf({ status: 'pending_payment', paidAt: null, paymentDueAt: '2026-11-23T05:00:30.000Z' })} />);
  expect(screen.queryByRole('region', { name: orderMessages.resume.heading })).toBeNull();
});

describe('coming back from PortOne by redirect (phones)', () => {
  const pending = () => orderOf({ status: 'pending_payment', paidAt: null, paymentDueAt: '2026-11-23T05:30:00.000Z' });

  test('confirms the payment id on the server, then loads the page again without the query', async () => {
    const api = fakeApi({ 'POST /orders/57/payment': { status: 200, data: { idOrder: 57, status: 'preparing' } } });
    const router = createMockRouter('/order-complete?idOrder=57&paymentId=order-57-abc&transactionType=PAYMENT&txId=tx');
    renderWithShell(<OrderCompletePage {...PAGE} order={pending()} />, { router });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/order-complete?idOrder=57'));
    expect(JSON.parse(api.calls[0].data as string)).toEqual({ paymentId: 'order-57-abc' });
  });

  test('a failed payment is said and nothing is confirmed', () => {
    const api = fakeApi({});
    const router = createMockRouter(`/order-complete?idOrder=57&paymentId=order-57-abc&code=FAILURE_TYPE_PG&message=${encodeURIComponent('한도 초과')}`);
    renderWithShell(<OrderCompletePage {...PAGE} order={pending()} />, { router });
    expect(screen.getByRole('alert')).toHaveTextContent(text.paymentFailed('한도 초과'));
    expect(api.calls).toHaveLength(0);
  });

  test('a paid order ignores the query', () => {
    const api = fakeApi({});
    renderWithShell(<OrderCompletePage {...PAGE} order={orderOf()} />, { router: createMockRouter('/order-complete?idOrder=57&paymentId=order-57-abc') });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
