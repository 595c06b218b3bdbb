import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { CancelPage } from '@/components/orders/CancelPage';
import { SessionProvider } from '@/lib/client/session';
import type { CancelOrderResult, OrderDetail } from '@/lib/orders/orders.contract';
import { orderMessages } from '@/lib/orders/order.messages';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes, type FakeRoute } from '@/__tests__/helpers/shell';
import { group, line, order } from './fixtures';
import { summaryRows } from '@/__tests__/helpers/moneySummary';

const text = orderMessages.pages.cancel;

function renderCancel(detail: OrderDetail, cancel?: FakeRoute) {
  setLoggedIn('tok');
  const api = fakeApi(shellRoutes(retailer, 0, cancel ? { [`POST /orders/${detail.idOrder}/cancel`]: cancel } : {}));
  const view = renderWithShell(
    <SessionProvider loggedIn user={retailer}>
      <CancelPage order={detail} />
    </SessionProvider>,
    { router: createMockRouter(`/cancel/${detail.idOrder}`) },
  );
  return { ...view, api };
}

const bodies = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'post').map((call) => JSON.parse(call.data as string));

/** A cancel endpoint that prices what it is asked for: 70,000 per line of the fixture, the fee with the last line. */
function pricing(total = 2) {
  return (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(config.data as string);
    const count = body.itemIds?.length ?? total;
    const amount = count * 70000 + (count === total ? 3000 : 0);
    const result: CancelOrderResult = {
      dryRun: body.dryRun,
      idOrder: 42,
      itemIds: body.itemIds ?? [101, 102],
      cancelledAmount: amount,
      refundAmount: amount,
      creditReturned: 0,
      status: body.dryRun ? 'preparing' : 'cancelled',
    };
    return { status: 200, data: result };
  };
}

const twoLines = order({
  amounts: { goodsAmount: 140000, deliveryFee: 3000, creditUsed: 0, totalAmount: 143000, cancelledAmount: 0, refundedAmount: 0, creditReturned: 0 },
  brands: [group({ items: [line(), line({ id: 102, idProduct: 12, name: '유리 화병' })] })],
});

afterEach(() => setLoggedIn(null));

async function chooseReason(key: keyof typeof text.reasons = 'changedMind') {
  await userEvent.click(screen.getByRole('radio', { name: text.reasons[key] }));
}

describe('cancel page', () => {
  it('previews the whole order`s refund (dryRun) and cancels only after 취소 확정', async () => {
    const { api, router } = renderCancel(twoLines, pricing());
    await chooseReason();
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    const preview = await screen.findByRole('region', { name: text.previewHeading });
    expect(within(preview).getByTestId('cancel-refund-amount')).toHaveTextContent('143,000원');
    expect(bodies(api)).toEqual([{ reason: text.reasons.changedMind, dryRun: true }]);
    expect(router.push).not.toHaveBeenCalled();

    await userEvent.click(within(preview).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-detail/42?cancelled=1'));
    expect(bodies(api)[1]).toEqual({ reason: text.reasons.changedMind, dryRun: false });
  });

  it('cancels chosen lines only, and a changed choice needs a new preview', async () => {
    const { api } = renderCancel(twoLines, pricing());
    await userEvent.click(screen.getByRole('radio', { name: text.scopeSome }));
    await chooseReason('wrongOrder');
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    expect(await screen.findByText(text.errors.noLines)).toBeInTheDocument();
    expect(bodies(api)).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /유리 화병/ }));
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    const preview = await screen.findByRole('region', { name: text.previewHeading });
    expect(within(preview).getByTestId('cancel-refund-amount')).toHaveTextContent('70,000원');
    expect(bodies(api)[0]).toEqual({ itemIds: [102], reason: text.reasons.wrongOrder, dryRun: true });

    await userEvent.click(screen.getByRole('checkbox', { name: /라탄 바구니 M/ }));
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
    expect(screen.getByText(text.previewStale)).toBeInTheDocument();
  });

  it('asks for the reason, and for words when the reason is 기타', async () => {
    const { api } = renderCancel(twoLines, pricing());
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    expect(await screen.findByText(text.errors.noReason)).toBeInTheDocument();
    await chooseReason('other');
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    expect(await screen.findByText(text.errors.noDetail)).toBeInTheDocument();
    expect(screen.getByLabelText(text.reasonDetail)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(text.reasonDetail), '매장 이전');
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    await screen.findByRole('region', { name: text.previewHeading });
    expect(bodies(api)[0].reason).toBe(`${text.reasons.other}: 매장 이전`);
  });

  it('lets an unpaid order be cancelled whole only', () => {
    renderCancel({ ...twoLines, status: 'awaiting_deposit', paymentMethod: 'bank_transfer', paidAt: null });
    expect(screen.getByRole('radio', { name: text.scopeSome })).toBeDisabled();
    expect(screen.getByText(text.unpaidWholeOnly)).toBeInTheDocument();
  });

  it('on a brand minimum refusal, explains it and selects the brand`s lines in one tap', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = '봄날의 서랍의 남은 주문 금액이 최소 주문 금액보다 적어집니다. 이 브랜드 상품을 모두 취소해 주세요.';
    const { api } = renderCancel(twoLines, (config) =>
      JSON.parse(config.data as string).itemIds?.length === 1
        ? { status: 409, data: { code: 'CANCEL_BREAKS_MINIMUM', message } }
        : pricing()(config),
    );
    await userEvent.click(screen.getByRole('radio', { name: text.scopeSome }));
    await userEvent.click(screen.getByRole('checkbox', { name: /유리 화병/ }));
    await chooseReason();
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.selectWholeBrand }));
    expect(screen.getByRole('checkbox', { name: /라탄 바구니 M/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    await screen.findByRole('region', { name: text.previewHeading });
    expect(bodies(api)[1].itemIds).toEqual([101, 102]);
    logged.mockRestore();
  });

  it('a shipped order says why it cannot be cancelled and points to the free refund', () => {
    renderCancel(
      order({
        status: 'shipping',
        cancellable: false,
        brands: [group({ shippedAt: '2026-11-21T00:00:00.000Z', carrier: 'CJ대한통운', trackingNo: '1', items: [line({ status: 'shipping', cancellable: false })] })],
      }),
    );
    const blocked = screen.getByRole('alert');
    expect(blocked).toHaveTextContent(text.shipped);
    expect(within(blocked).getByRole('link', { name: text.toFreeRefunds })).toHaveAttribute('href', '/free-refunds');
    expect(screen.queryByRole('button', { name: text.preview })).not.toBeInTheDocument();
  });
});

describe('the preview adds up: money back + credit back (+ never charged) = the amount cancelled', () => {
  const preview = async () => summaryRows(await screen.findByRole('region', { name: text.previewHeading }));
  const answer = (result: Pick<CancelOrderResult, 'cancelledAmount' | 'refundAmount' | 'creditReturned'>): FakeRoute => (config) => ({
    status: 200,
    data: { dryRun: true, idOrder: 42, itemIds: [101, 102], status: 'preparing', ...result, ...JSON.parse(config.data as string) },
  });

  it('a paid order that used credit', async () => {
    renderCancel(twoLines, answer({ cancelledAmount: 143_000, refundAmount: 133_000, creditReturned: 10_000 }));
    await chooseReason();
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    expect(await preview()).toEqual({
      rows: [
        { label: text.refundAmount, amount: 133_000 },
        { label: text.creditReturned, amount: 10_000 },
      ],
      total: 143_000,
    });
  });

  it('an order not paid yet: nothing is refunded, and what was never charged is said', async () => {
    renderCancel({ ...twoLines, status: 'awaiting_deposit', paidAt: null, paymentMethod: 'bank_transfer' }, answer({ cancelledAmount: 143_000, refundAmount: 0, creditReturned: 3_000 }));
    await chooseReason();
    await userEvent.click(screen.getByRole('button', { name: text.preview }));
    const { rows, total } = await preview();
    expect(rows).toEqual([
      { label: text.refundAmount, amount: 0 },
      { label: text.creditReturned, amount: 3_000 },
      { label: text.notCharged, amount: 140_000 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(total);
    expect(screen.getByText(text.refundUnpaid)).toBeInTheDocument();
  });
});
