import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderDetailPage } from '@/components/orders/OrderDetailPage';
import { SessionProvider } from '@/lib/client/session';
import type { OrderDetail } from '@/lib/orders/orders.contract';
import { orderMessages } from '@/lib/orders/order.messages';
import { freeRefundUntil } from '@/lib/orders/server/view';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes, type FakeRoute } from '@/__tests__/helpers/shell';
import { deliveredLine, group, line, order } from './fixtures';
import { CART_UPDATED_EVENT } from '@/lib/cart/client/cart';
import fc from 'fast-check';
import { splitReturn } from '@/lib/orders/server/records';
import { summaryRows } from '@/__tests__/helpers/moneySummary';
import { vatMessages } from '@/lib/orders/vat.messages';
import { orderDocumentsMessages } from '@/lib/orders/orderDocuments.messages';

const text = orderMessages.pages.orderDetail;

function renderDetail(detail: OrderDetail, { now = '2026-11-23T03:00:00.000Z', cancelled = false, routes = {} as Record<string, FakeRoute> } = {}) {
  setLoggedIn('tok');
  const api = fakeApi(shellRoutes(retailer, 0, routes));
  const view = renderWithShell(
    <SessionProvider loggedIn user={retailer}>
      <OrderDetailPage order={detail} now={now} cancelled={cancelled} card={{ provider: 'demo' }} buyerEmail="retailer@demo.kr" />
    </SessionProvider>,
    { router: createMockRouter(`/order-detail/${detail.idOrder}`) },
  );
  return { ...view, api };
}

afterEach(() => setLoggedIn(null));

/** The order's line delivered on `deliveredAt`, windowed as the server windows it, seen at `now`. */
function deliveredOrder(deliveredAt: string, now: string, refundable: boolean): OrderDetail {
  const until = freeRefundUntil(deliveredAt);
  expect(refundable).toBe(now <= until);
  return order({
    status: 'delivered',
    cancellable: false,
    brands: [
      group({
        deliveredAt,
        shippedAt: deliveredAt,
        carrier: 'CJ대한통운',
        trackingNo: '640012345678',
        items: [deliveredLine('2000-01-01', { refundableUntil: until, refundableCount: refundable ? 10 : 0 })],
      }),
    ],
  });
}

describe('free-refund window of a delivered line', () => {
  // Delivered 2026-09-24 14:00 KST: day 0. Day 60 is 2026-11-23 (KST), day 61 is 2026-11-24.
  const deliveredAt = '2026-09-24T05:00:00.000Z';

  it('counts the days left in Korea time (D-1 on day 59)', () => {
    const now = '2026-11-22T14:59:00.000Z'; // 23:59 KST on day 59
    renderDetail(deliveredOrder(deliveredAt, now, true), { now });
    const window = screen.getByTestId('refund-window-101');
    expect(window).toHaveTextContent(text.refundDaysLeft(1));
    expect(window).toHaveTextContent(text.refundUntil('2026.11.23'));
    expect(screen.getByRole('link', { name: text.refundLink })).toHaveAttribute('href', '/free-refunds?idOrder=42#free-refunds-request');
  });

  it('day 60 is in: D-Day until its last second', () => {
    const now = '2026-11-23T14:59:59.000Z'; // 23:59:59 KST on day 60
    renderDetail(deliveredOrder(deliveredAt, now, true), { now });
    expect(screen.getByTestId('refund-window-101')).toHaveTextContent('D-Day');
  });

  it('day 61 is out: the window is closed and no refund link is offered', () => {
    const now = '2026-11-23T15:00:00.000Z'; // 00:00 KST on day 61
    renderDetail(deliveredOrder(deliveredAt, now, false), { now });
    expect(screen.getByTestId('refund-window-101')).toHaveTextContent(text.refundClosed);
    expect(screen.queryByRole('link', { name: text.refundLink })).not.toBeInTheDocument();
  });

  it('shows the carrier and tracking number of the shipment', () => {
    const now = '2026-11-01T00:00:00.000Z';
    renderDetail(deliveredOrder(deliveredAt, now, true), { now });
    expect(screen.getByText(text.shipping('CJ대한통운', '640012345678'))).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('shows lines by brand with price snapshots, payment and the cancel link while cancellable', () => {
    renderDetail(order());
    const brand = screen.getByRole('region', { name: text.brandGroup('봄날의 서랍') });
    expect(within(brand).getByText(text.unitPrice('7,000원', 10))).toBeInTheDocument();
    expect(within(brand).getByText('70,000원')).toBeInTheDocument();
    expect(within(brand).getByText('3,000원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.cancelLink })).toHaveAttribute('href', '/cancel/42');
    const payment = screen.getByRole('region', { name: text.paymentHeading });
    expect(within(payment).getByText(text.methods.card)).toBeInTheDocument();
    expect(within(payment).getByText('73,000원')).toBeInTheDocument();
  });

  it('shows a bank transfer`s account, amount and deadline while it waits, and the tax invoice', () => {
    renderDetail(
      order({
        status: 'awaiting_deposit',
        paymentMethod: 'bank_transfer',
        paidAt: null,
        deposit: { bank: '국민은행', account: '123-45-6789', holder: '(주)도매마켓', amount: 73000, deadline: '2026-11-23T14:59:59.999Z' },
        taxInvoice: { requested: true, businessName: '데모 잡화점', registrationNo: '1208147521', email: 'retailer@demo.kr' },
      }),
    );
    const deposit = screen.getByLabelText(text.depositAccount);
    expect(within(deposit).getByText('국민은행 123-45-6789 ((주)도매마켓)')).toBeInTheDocument();
    expect(within(deposit).getByText('2026.11.23 23:59')).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: text.taxInvoiceHeading });
    expect(within(invoice).getByText('120-81-47521')).toBeInTheDocument();
  });

  it('has no cancel link once the order is not cancellable, and says so after a cancellation', () => {
    renderDetail(order({ status: 'cancelled', cancellable: false, brands: [group({ items: [line({ status: 'cancelled', cancellable: false })] })] }), {
      cancelled: true,
    });
    expect(screen.queryByRole('link', { name: text.cancelLink })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.cancelledNotice);
  });

  it('lists the status history with the line it concerns', () => {
    renderDetail(
      order({
        history: [
          { status: 'pending_payment', idBrand: null, idItem: null, note: '주문 접수', createdAt: '2026-11-20T01:00:00.000Z' },
          { status: 'paid', idBrand: null, idItem: null, note: '결제완료', createdAt: '2026-11-20T01:01:00.000Z' },
          { status: 'cancelled', idBrand: 1, idItem: 101, note: '취소: 단순 변심', createdAt: '2026-11-20T02:00:00.000Z' },
        ],
      }),
    );
    const history = screen.getByRole('region', { name: text.historyHeading });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[1]).toHaveTextContent('결제완료');
    expect(entries[2]).toHaveTextContent('취소 · 라탄 바구니 M');
    expect(entries[2]).toHaveTextContent('취소: 단순 변심');
  });
});

describe('reorder', () => {
  const twoProducts = order({
    brands: [group({ items: [line(), line({ id: 102, idProduct: 12, name: '유리 화병', color: '', size: '', count: 6 })] })],
  });

  it('adds every line back to the cart, tells the badge the cart`s new count and opens the cart', async () => {
    let cartcount = 3;
    const { api, router } = renderDetail(twoProducts, {
      routes: { 'POST /carts': () => ({ status: 201, data: { cartIds: [cartcount], cartcount: ++cartcount } }) },
    });
    const events: Event[] = [];
    const listen = (event: Event) => events.push(event);
    window.addEventListener(CART_UPDATED_EVENT, listen);
    await userEvent.click(screen.getByRole('button', { name: text.reorder }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/cart'));
    window.removeEventListener(CART_UPDATED_EVENT, listen);
    // Two calls took the cart from 3 lines to 5: the badge is told 5 once, not +1.
    expect(events.map((event) => (event as CustomEvent).detail)).toEqual([{ cartcount: 5 }]);
    const bodies = api.calls.filter((call) => call.method === 'post').map((call) => JSON.parse(call.data as string));
    expect(bodies).toEqual([
      { directCart: false, idProduct: 11, cartInfo: [{ color: '내추럴', size: 'M', goodsCount: 10 }] },
      { directCart: false, idProduct: 12, cartInfo: [{ goodsCount: 6 }] },
    ]);
  });

  it('names each product the cart refused, with the API`s reason, and stays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderDetail(twoProducts, {
      routes: {
        'POST /carts': (config) =>
          JSON.parse(config.data as string).idProduct === 12
            ? { status: 409, data: { code: 'OUT_OF_STOCK', message: '재고가 부족합니다.' } }
            : { status: 201, data: { cartIds: [1], cartcount: 1 } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: text.reorder }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent(text.reorderPartial);
    expect(report).toHaveTextContent(text.reorderLine('유리 화병', '재고가 부족합니다.'));
    expect(within(report).getByRole('link', { name: text.toCart })).toHaveAttribute('href', '/cart');
    expect(router.push).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[cart] addToCart failed', expect.objectContaining({ code: 'OUT_OF_STOCK' }));
    logged.mockRestore();
  });
});

describe('the payment block adds up', () => {
  /** The sums of one group of the payment block: every row but the last, and the last. */
  const sums = (name: string) => summaryRows(screen.getByRole('group', { name }));
  const added = ({ rows }: { rows: { amount: number }[] }) => rows.reduce((sum, row) => sum + row.amount, 0);

  it('for any order, cancelled or returned in any parts, with or without credit, paid or not', () => {
    // Orders of 1 to 3 brands' goods and fees, part paid with credit, then cancelled or returned piece
    // by piece, each piece split into money and credit by the server's own rule (splitReturn).
    const orderArb = fc
      .record({
        goodsAmount: fc.integer({ min: 1_000, max: 3_000_000 }),
        deliveryFee: fc.constantFrom(0, 3_000, 6_000, 9_000),
        creditShare: fc.double({ min: 0, max: 1, noNaN: true }),
        paid: fc.boolean(),
        pieces: fc.array(fc.double({ min: 0.01, max: 0.6, noNaN: true }), { maxLength: 4 }),
        all: fc.boolean(),
      })
      .map(({ goodsAmount, deliveryFee, creditShare, paid, pieces, all }) => {
        const creditUsed = Math.floor((goodsAmount + deliveryFee) * creditShare);
        const amounts = { goodsAmount, deliveryFee, creditUsed, totalAmount: goodsAmount + deliveryFee - creditUsed, cancelledAmount: 0, refundedAmount: 0, creditReturned: 0 };
        const gross = goodsAmount + deliveryFee;
        for (const piece of [...pieces, ...(all ? [1] : [])]) {
          const part = Math.min(gross - amounts.cancelledAmount, Math.ceil(gross * piece));
          if (part <= 0) break;
          const { credit, money } = splitReturn(amounts, part, paid);
          amounts.cancelledAmount += part;
          amounts.refundedAmount += money;
          amounts.creditReturned += credit;
        }
        return { amounts, paid };
      });
    fc.assert(
      fc.property(orderArb, ({ amounts, paid }) => {
        const { unmount } = renderDetail(order({ amounts, paidAt: paid ? '2026-11-20T01:01:00.000Z' : null, status: amounts.cancelledAmount > 0 ? 'cancelled' : 'preparing' }));
        const charged = sums(text.chargedGroup);
        expect(added(charged)).toBe(charged.total);
        expect(charged.total).toBe(amounts.totalAmount);
        if (amounts.cancelledAmount > 0) {
          const returned = sums(text.returnedGroup);
          expect(added(returned)).toBe(returned.total);
          expect(returned.total).toBe(amounts.cancelledAmount);
          expect(returned.rows.every((row) => row.amount > 0)).toBe(true);
        } else {
          expect(screen.queryByRole('group', { name: text.returnedGroup })).toBeNull();
        }
        if (amounts.refundedAmount > 0) {
          const net = sums(text.netGroup);
          expect(added(net)).toBe(net.total);
          expect(net.total).toBeGreaterThanOrEqual(0);
        } else {
          expect(screen.queryByRole('group', { name: text.netGroup })).toBeNull();
        }
        unmount();
      }),
      { numRuns: 60 },
    );
  });

  it('a paid order of 73,000원 with 5,000원 credit, half returned: 33,000 money + 2,500 credit = 35,500; 73,000 - 33,000 = 40,000', () => {
    renderDetail(
      order({
        status: 'delivered',
        amounts: { goodsAmount: 75_000, deliveryFee: 3_000, creditUsed: 5_000, totalAmount: 73_000, cancelledAmount: 35_500, refundedAmount: 33_000, creditReturned: 2_500 },
      }),
    );
    expect(sums(text.chargedGroup)).toEqual({
      rows: [
        { label: text.goodsAmount, amount: 75_000 },
        { label: text.deliveryFee, amount: 3_000 },
        { label: text.creditUsed, amount: -5_000 },
      ],
      total: 73_000,
    });
    expect(sums(text.returnedGroup)).toEqual({
      rows: [
        { label: text.refundedAmount, amount: 33_000 },
        { label: text.creditReturned, amount: 2_500 },
      ],
      total: 35_500,
    });
    expect(sums(text.netGroup)).toEqual({
      rows: [
        { label: text.totalAmount, amount: 73_000 },
        { label: text.refundedAmount, amount: -33_000 },
      ],
      total: 40_000,
    });
  });

  it('an order cancelled before it was paid says what was never charged, and refunds nothing', () => {
    renderDetail(
      order({
        status: 'cancelled',
        paidAt: null,
        amounts: { goodsAmount: 70_000, deliveryFee: 3_000, creditUsed: 3_000, totalAmount: 70_000, cancelledAmount: 73_000, refundedAmount: 0, creditReturned: 3_000 },
      }),
    );
    expect(sums(text.returnedGroup)).toEqual({
      rows: [
        { label: text.creditReturned, amount: 3_000 },
        { label: text.neverCharged, amount: 70_000 },
      ],
      total: 73_000,
    });
    expect(screen.queryByRole('group', { name: text.netGroup })).toBeNull();
  });
});

describe('부가세', () => {
  it('the tax invoice section splits goods and delivery (VAT included) into supply value and VAT, which add up', () => {
    renderDetail(order());
    const split = summaryRows(screen.getByRole('group', { name: vatMessages.splitGroup }));
    expect(split).toEqual({
      rows: [
        { label: vatMessages.supplyAmount, amount: 66_365 },
        { label: vatMessages.vatAmount, amount: 6_635 },
      ],
      total: 73_000,
    });
  });
});

describe('거래명세서 and card receipt links', () => {
  const docs = orderDocumentsMessages;
  const paidCard = { provider: 'demo', kind: 'payment' as const, amount: 73000, status: 'paid', createdAt: '2026-11-20T01:01:00.000Z' };

  it('a paid card order of two brands links its whole statement, each brand`s, and its card receipt', () => {
    renderDetail(order({ payments: [paidCard], brands: [group(), group({ idBrand: 2, brandName: '달빛 공방', items: [line({ id: 102 })] })] }));
    const section = screen.getByRole('region', { name: docs.heading });
    expect(within(section).getByRole('link', { name: docs.statement })).toHaveAttribute('href', '/api/v1/orders/42/statement');
    expect(within(section).getByRole('link', { name: docs.brandStatementLabel('봄날의 서랍') })).toHaveAttribute('href', '/api/v1/orders/42/statement?idBrand=1');
    expect(within(section).getByRole('link', { name: docs.brandStatementLabel('달빛 공방') })).toHaveAttribute('href', '/api/v1/orders/42/statement?idBrand=2');
    expect(within(section).getByRole('link', { name: docs.receipt })).toHaveAttribute('href', '/api/v1/orders/42/receipt');
    expect(within(section).getByRole('link', { name: docs.businessDetailsLink })).toHaveAttribute('href', '/page/account/mypage#mypage-business');
  });

  it('one brand: no per-brand link; a bank transfer: a statement but no card receipt', () => {
    renderDetail(order({ paymentMethod: 'bank_transfer', payments: [{ ...paidCard, provider: 'bank_transfer' }] }));
    const section = screen.getByRole('region', { name: docs.heading });
    expect(within(section).getByRole('link', { name: docs.statement })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: docs.receipt })).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: docs.brandStatementLabel('봄날의 서랍') })).not.toBeInTheDocument();
  });

  it('a brand whose lines were all cancelled has no link, and an order not paid has no documents at all', () => {
    const { unmount } = renderDetail(
      order({ payments: [paidCard], brands: [group(), group({ idBrand: 2, brandName: '달빛 공방', items: [line({ id: 102, status: 'cancelled' })] }), group({ idBrand: 3, brandName: '바다 상점', items: [line({ id: 103 })] })] }),
    );
    expect(screen.queryByRole('link', { name: docs.brandStatementLabel('달빛 공방') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: docs.brandStatementLabel('바다 상점') })).toBeInTheDocument();
    unmount();
    renderDetail(order({ status: 'pending_payment', paidAt: null, paymentDueAt: '2026-11-20T01:30:00.000Z' }), { now: '2026-11-20T01:10:00.000Z' });
    expect(screen.queryByRole('region', { name: docs.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: docs.statement })).not.toBeInTheDocument();
  });

  it('a waiting card order states its deadline once: in 결제 이어하기 while it can be paid, in the payment block once it lapsed', () => {
    const waiting = order({ status: 'pending_payment', paidAt: null, paymentDueAt: '2026-11-20T01:30:00.000Z' });
    const waitingLine = orderMessages.pages.orderDetail.cardWaiting('2026.11.20 10:30');
    const { unmount } = renderDetail(waiting, { now: '2026-11-20T01:10:00.000Z' });
    expect(screen.getByRole('heading', { name: orderMessages.resume.heading })).toBeInTheDocument();
    expect(screen.queryByText(waitingLine)).not.toBeInTheDocument();
    unmount();
    renderDetail(waiting, { now: '2026-11-20T01:31:00.000Z' });
    expect(screen.queryByRole('heading', { name: orderMessages.resume.heading })).not.toBeInTheDocument();
    expect(screen.getByText(waitingLine)).toBeInTheDocument();
  });
});
