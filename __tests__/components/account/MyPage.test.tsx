import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyPage, type MyPageProps } from '@/components/account/MyPage';
import { orderFilterHref, parseOrderFilter, periodRange } from '@/lib/orders/orderFilters';
import { SessionProvider } from '@/lib/client/session';
import type { OrderAddress } from '@/lib/orders/orders.contract';
import { commonMessages } from '@/lib/messages/common';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { orderMessages } from '@/lib/orders/order.messages';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes, type FakeRoute } from '@/__tests__/helpers/shell';

const text = myPageMessages.mypage;
const book = myPageMessages.addresses;

const saved: OrderAddress = {
  id: 5,
  label: '매장',
  recipient: '김도매',
  phone: '010-1234-5678',
  postcode: '04524',
  address: '서울 중구 세종대로 110',
  addressDetail: '1층',
  isDefault: true,
};

function props(overrides: Partial<MyPageProps> = {}): MyPageProps {
  return {
    user: { ...retailer, userGroups: 'inValid' },
    orders: {
      items: [
        {
          idOrder: 42,
          status: 'shipping',
          paymentMethod: 'card',
          totalAmount: 73000,
          createdAt: '2026-11-20T01:00:00.000Z',
          title: '라탄 바구니 M 외 1건',
          itemCount: 2,
          image: null,
          brandNames: ['봄날의 서랍'],
        },
      ],
      total: 25,
      page: 2,
      limit: 10,
      totalPages: 3,
    },
    filter: { status: 'shipping', period: 6, page: 2 },
    range: { from: '2026-05-23', to: '2026-11-23' },
    refunds: { items: [] },
    addresses: { items: [saved] },
    referral: {
      code: 'ABCD1234',
      linkPath: '/register/register?ref=ABCD1234',
      rewardAmount: 50000,
      creditBalance: 50000,
      joined: [{ businessName: '친*상점', joinedAt: '2026-10-01T00:00:00.000Z', rewarded: true }],
      ledger: [{ amount: 50000, kind: 'referral_reward', idOrder: null, createdAt: '2026-10-20T00:00:00.000Z', note: '' }],
    },
    business: { businessName: retailer.businessName, registrationNo: retailer.registrationNo, ceoName: '', businessAddress: '', businessType: '', businessItem: '', taxEmail: '' },
    path: '/mypage',
    ...overrides,
  };
}

function renderMy(overrides: Partial<MyPageProps> = {}, routes: Record<string, FakeRoute> = {}) {
  setLoggedIn('tok');
  const api = fakeApi(shellRoutes(retailer, 0, routes));
  const view = renderWithShell(
    <SessionProvider loggedIn user={retailer}>
      <MyPage {...props(overrides)} />
    </SessionProvider>,
    { router: createMockRouter('/mypage?status=shipping&period=6&page=2') },
  );
  return { ...view, api };
}

afterEach(() => setLoggedIn(null));

describe('MY order filters in the URL', () => {
  it('reads status, period and page from the query, defaulting what is unknown', () => {
    expect(parseOrderFilter({ status: 'shipping', period: '6', page: '2' })).toEqual({ status: 'shipping', period: 6, page: 2 });
    expect(parseOrderFilter({ status: 'lost', period: '12', page: '-1' })).toEqual({ status: 'all', period: 3, page: 1 });
    expect(parseOrderFilter({})).toEqual({ status: 'all', period: 3, page: 1 });
  });

  it('counts the period back in Korea-time calendar months, ending today', () => {
    // 2026-11-23 00:30 KST is still 2026-11-22 in UTC.
    expect(periodRange(1, '2026-11-22T15:30:00.000Z')).toEqual({ from: '2026-10-23', to: '2026-11-23' });
    expect(periodRange(3, '2026-05-31T03:00:00.000Z')).toEqual({ from: '2026-02-28', to: '2026-05-31' });
  });

  it('links every filter and period to its URL, keeping the other, and marks the current ones', () => {
    renderMy();
    const statuses = screen.getByRole('navigation', { name: text.statusFilterLabel });
    expect(within(statuses).getByRole('link', { name: text.filters.shipping })).toHaveAttribute('aria-current', 'true');
    expect(within(statuses).getByRole('link', { name: text.filters.closed })).toHaveAttribute('href', '/mypage?status=closed&period=6#mypage-orders');
    expect(within(statuses).getByRole('link', { name: text.filters.all })).toHaveAttribute('href', '/mypage?period=6#mypage-orders');
    const periods = screen.getByRole('navigation', { name: text.periodLabel });
    expect(within(periods).getByRole('link', { name: text.period(6) })).toHaveAttribute('aria-current', 'true');
    expect(within(periods).getByRole('link', { name: text.period(3) })).toHaveAttribute('href', '/mypage?status=shipping#mypage-orders');
    expect(screen.getByRole('link', { name: commonMessages.pagination.page(3) })).toHaveAttribute('href', orderFilterHref('/mypage', { status: 'shipping', period: 6, page: 3 }));
  });

  it('lists orders with their status and total, each linking to its detail', () => {
    renderMy();
    const orders = screen.getByRole('region', { name: text.ordersHeading });
    const card = within(orders).getByRole('link', { name: /라탄 바구니 M 외 1건/ });
    expect(card).toHaveAttribute('href', '/order-detail/42');
    expect(card).toHaveTextContent(orderMessages.status.shipping);
    expect(card).toHaveTextContent('73,000원');
  });

  it('shows an empty period with a way back to shopping', () => {
    renderMy({ orders: { items: [], total: 0, page: 1, limit: 10, totalPages: 1 } });
    expect(screen.getByText(text.ordersEmpty)).toBeInTheDocument();
  });
});

describe('MY sections', () => {
  it('shows the credit, the referral summary and the profile', () => {
    renderMy();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('50,000원');
    expect(screen.getByText(text.referralSummary(1, 1))).toBeInTheDocument();
    expect(screen.getByText(text.ledgerKinds.referral_reward)).toBeInTheDocument();
    const account = screen.getByRole('region', { name: text.accountHeading });
    expect(within(account).getByText('120-81-47521')).toBeInTheDocument();
    expect(within(account).getByText('010-1234-5678')).toBeInTheDocument();
    expect(within(account).getByText(text.statusInValid)).toBeInTheDocument();
  });
});

describe('address book', () => {
  it('checks a new address field by field before sending it', async () => {
    const { api } = renderMy();
    await userEvent.click(screen.getByRole('button', { name: book.add }));
    const form = await screen.findByRole('form', { name: book.formAddHeading });
    await userEvent.type(within(form).getByLabelText(book.fields.phone), '1234');
    await userEvent.type(within(form).getByLabelText(book.fields.postcode), '123');
    await userEvent.click(within(form).getByRole('button', { name: book.save }));
    expect(within(form).getByText(book.errors.recipient)).toBeInTheDocument();
    expect(within(form).getByText(book.errors.phone)).toBeInTheDocument();
    expect(within(form).getByText(book.errors.postcode)).toBeInTheDocument();
    expect(within(form).getByText(book.errors.address)).toBeInTheDocument();
    expect(within(form).getByLabelText(book.fields.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('saves a new address and shows the list the server answers', async () => {
    const added: OrderAddress = { ...saved, id: 6, label: '창고', isDefault: false, address: '서울 강남구 테헤란로 1', addressDetail: 'B1' };
    let list = [saved];
    const { api } = renderMy(
      {},
      {
        'POST /users/orderaddress': () => {
          list = [saved, added];
          return { status: 201, data: added };
        },
        'GET /users/orderaddress': () => ({ status: 200, data: { items: list } }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: book.add }));
    const form = await screen.findByRole('form', { name: book.formAddHeading });
    await userEvent.type(within(form).getByLabelText(book.fields.label), '창고');
    await userEvent.type(within(form).getByLabelText(book.fields.recipient), '김도매');
    await userEvent.type(within(form).getByLabelText(book.fields.phone), '01012345678');
    await userEvent.type(within(form).getByLabelText(book.fields.postcode), '06234');
    await userEvent.type(within(form).getByLabelText(book.fields.address), '서울 강남구 테헤란로 1');
    await userEvent.type(within(form).getByLabelText(book.fields.addressDetail), 'B1');
    await userEvent.click(within(form).getByRole('button', { name: book.save }));
    await waitFor(() => expect(screen.queryByRole('form', { name: book.formAddHeading })).not.toBeInTheDocument());
    const body = JSON.parse(api.calls.find((call) => call.method === 'post')!.data as string);
    expect(body).toEqual({ label: '창고', recipient: '김도매', phone: '01012345678', postcode: '06234', address: '서울 강남구 테헤란로 1', addressDetail: 'B1', isDefault: false });
    expect(screen.getByRole('button', { name: book.removeLabel('창고') })).toBeInTheDocument();
  });

  it('asks before deleting, in place, then says it is done', async () => {
    let list = [saved];
    const { api } = renderMy(
      {},
      {
        'DELETE /users/orderaddress/5': () => {
          list = [];
          return { status: 200, data: { deleted: 1 } };
        },
        'GET /users/orderaddress': () => ({ status: 200, data: { items: list } }),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: book.removeLabel('매장') }));
    const question = screen.getByRole('group', { name: book.confirmRemove('매장') });
    expect(api.calls.filter((call) => call.method === 'delete')).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: book.cancel }));
    expect(screen.queryByRole('group', { name: book.confirmRemove('매장') })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: book.removeLabel('매장') }));
    await userEvent.click(within(screen.getByRole('group', { name: book.confirmRemove('매장') })).getByRole('button', { name: book.remove }));
    expect(await screen.findByText(book.removed)).toBeInTheDocument();
    expect(screen.getByText(book.empty)).toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /users/orderaddress/5');
  });

  it('shows the API`s refusal next to the field it names', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMy({}, { 'PUT /users/orderaddress/5': { status: 400, data: { code: 'VALIDATION', message: '연락처 형식이 올바르지 않습니다.', field: 'phone' } } });
    await userEvent.click(screen.getByRole('button', { name: book.editLabel('매장') }));
    const form = await screen.findByRole('form', { name: book.formEditHeading });
    expect(within(form).getByLabelText(book.fields.recipient)).toHaveValue('김도매');
    await userEvent.click(within(form).getByRole('button', { name: book.save }));
    expect(await within(form).findByText('연락처 형식이 올바르지 않습니다.')).toHaveAttribute('id', 'address-phone-error');
    logged.mockRestore();
  });
});
