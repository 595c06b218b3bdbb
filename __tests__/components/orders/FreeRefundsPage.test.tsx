import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { refundCandidatesOf } from '@/lib/orders/refundCandidates';
import { FreeRefundsPage, type RefundAccount } from '@/components/orders/FreeRefundsPage';
import { SessionProvider } from '@/lib/client/session';
import type { FreeRefundRequest } from '@/lib/orders/orders.contract';
import { freeRefundMessages } from '@/lib/orders/freeRefund.messages';
import { alertTitle, confirmAlert, createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes, type FakeRoute } from '@/__tests__/helpers/shell';
import { deliveredLine, group, line, order } from './fixtures';

const text = freeRefundMessages.request;
const NOW = '2026-11-23T03:00:00.000Z';

const delivered = order({
  status: 'delivered',
  cancellable: false,
  brands: [
    group({
      deliveredAt: '2026-11-06T05:00:00.000Z',
      items: [
        deliveredLine('2027-01-05', { refundableCount: 4, count: 10, refundRequestedCount: 6 }),
        deliveredLine('2027-01-05', { id: 102, name: '유리 화병', color: '', size: '', unitPrice: 5000, refundableCount: 3, count: 3 }),
        line({ id: 103, name: '이미 반품한 컵', status: 'refunded', cancellable: false }),
      ],
    }),
  ],
});

const account: RefundAccount = {
  candidates: refundCandidatesOf([delivered]),
  addresses: [
    { id: 5, label: '창고', recipient: '박창고', phone: '010-2222-3333', postcode: '06234', address: '서울 강남구 테헤란로 1', addressDetail: 'B1', isDefault: true },
  ],
  requests: { items: [] },
};

function renderRefunds(visitor: 'anonymous' | 'notRetailer' | 'retailer', routes: Record<string, FakeRoute> = {}) {
  const loggedIn = visitor !== 'anonymous';
  setLoggedIn(loggedIn ? 'tok' : null);
  const api = fakeApi(loggedIn ? shellRoutes(retailer, 0, routes) : routes);
  const view = renderWithShell(
    <SessionProvider loggedIn={loggedIn} user={loggedIn ? retailer : null}>
      <FreeRefundsPage visitor={visitor} account={visitor === 'retailer' ? account : null} initialOrder={null} now={NOW} />
    </SessionProvider>,
    { router: createMockRouter('/free-refunds') },
  );
  return { ...view, api };
}

afterEach(() => {
  Swal.close();
  setLoggedIn(null);
});

const posted = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'post').map((call) => JSON.parse(call.data as string));

describe('/free-refunds', () => {
  it('shows every visitor the whole policy, and an anonymous one a login link back', () => {
    renderRefunds('anonymous');
    for (const block of freeRefundMessages.policy) expect(screen.getByRole('heading', { name: block.heading })).toBeInTheDocument();
    expect(screen.getByText(/60일째 되는 날 밤 11시 59분 59초까지/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.login })).toHaveAttribute('href', '/register/login?returnUrl=%2Ffree-refunds');
    expect(screen.queryByRole('form', { name: text.heading })).not.toBeInTheDocument();
  });

  it('lists only the lines that can still be returned, each with its D-N and the most that can go back', () => {
    renderRefunds('retailer');
    const form = screen.getByRole('form', { name: text.heading });
    expect(within(form).getByRole('checkbox', { name: /라탄 바구니 M/ })).toHaveAccessibleName(expect.stringContaining(text.maxCount(4)));
    expect(within(form).getByRole('checkbox', { name: /유리 화병/ })).toHaveAccessibleName(expect.stringContaining('D-43'));
    expect(within(form).queryByRole('checkbox', { name: /이미 반품한 컵/ })).not.toBeInTheDocument();
  });

  it('checks the form before sending: a line, a count within what is left, a reason', async () => {
    const { api } = renderRefunds('retailer');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByText(text.errors.noLines)).toBeInTheDocument();
    expect(screen.getByText(text.errors.noReason)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /라탄 바구니 M/ }));
    const count = screen.getByRole('spinbutton', { name: text.quantity('라탄 바구니 M') });
    // One unit to start, not the most that can go back.
    expect(count).toHaveValue(1);
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('radio', { name: text.reasons.unsold }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByText(text.errors.count(4))).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(posted(api)).toEqual([]);
  });

  it('sends the lines, counts, reason and the chosen pickup, then lists the request and takes the units out', async () => {
    const made: FreeRefundRequest = {
      id: 9,
      idOrder: 42,
      status: 'requested',
      reason: text.reasons.unsold,
      refundAmount: 14000,
      pickup: { recipient: '박창고', phone: '010-2222-3333', postcode: '06234', address: '서울 강남구 테헤란로 1', addressDetail: 'B1' },
      items: [{ idItem: 101, name: '라탄 바구니 M', color: '내추럴', size: 'M', count: 2, amount: 14000 }],
      createdAt: NOW,
    };
    const { api } = renderRefunds('retailer', {
      'POST /orders/free_refunds': { status: 201, data: made },
      'GET /orders/free_refunds': { status: 200, data: { items: [made] } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /라탄 바구니 M/ }));
    const count = screen.getByRole('spinbutton', { name: text.quantity('라탄 바구니 M') });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(screen.getByText(text.refundEstimate('14,000원'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: text.reasons.unsold }));
    await userEvent.click(screen.getByRole('radio', { name: /창고/ }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    // The amount is confirmed before anything is sent.
    await waitFor(() => expect(alertTitle()).toBe(text.confirm('14,000원')));
    expect(posted(api)).toEqual([]);
    confirmAlert();

    expect(await screen.findByRole('status')).toHaveTextContent(text.done(42));
    expect(posted(api)).toEqual([{ idOrder: 42, items: [{ idItem: 101, count: 2 }], reason: text.reasons.unsold, idAddress: 5 }]);
    const requests = screen.getByRole('region', { name: freeRefundMessages.requests.heading });
    await waitFor(() => expect(within(requests).getByText(freeRefundMessages.requests.status.requested)).toBeInTheDocument());
    expect(within(requests).getByText('14,000원')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /라탄 바구니 M/ })).toHaveAccessibleName(expect.stringContaining(text.maxCount(2)));
  });

  it('sends nothing when the retailer does not confirm the amount', async () => {
    const { api } = renderRefunds('retailer');
    await userEvent.click(screen.getByRole('checkbox', { name: /유리 화병/ }));
    await userEvent.click(screen.getByRole('radio', { name: text.reasons.changedMind }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirm('5,000원')));
    (document.querySelector('.swal2-cancel') as HTMLButtonElement).click();
    await waitFor(() => expect(alertTitle()).toBeNull());
    expect(posted(api)).toEqual([]);
  });

  it('shows the API`s refusal under the button', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRefunds('retailer', {
      'POST /orders/free_refunds': { status: 409, data: { code: 'REFUND_WINDOW_CLOSED', message: '배송 완료 후 60일이 지나 무료 반품을 신청할 수 없습니다.' } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /유리 화병/ }));
    await userEvent.click(screen.getByRole('radio', { name: text.reasons.changedMind }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirm('5,000원')));
    confirmAlert();
    expect(await screen.findByRole('alert')).toHaveTextContent('배송 완료 후 60일이 지나 무료 반품을 신청할 수 없습니다.');
    logged.mockRestore();
  });
});
