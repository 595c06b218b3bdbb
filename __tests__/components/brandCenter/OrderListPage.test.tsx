import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderListPage } from '@/components/brandCenter/OrderListPage';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { alertTitle, confirmAlert, createMockRouter, fakeApi, renderWithShell, setLoggedIn } from '@/__tests__/helpers/shell';
import { detail, group, orderList } from './fixtures';

const text = brandOrderMessages.orders;
const brand = { id: 3, name: '데모 브랜드' };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('tabs carry their counts and keep the search; each order shows only what the server sent for the brand', () => {
  setLoggedIn('tok');
  fakeApi({});
  const list = orderList([group(), group({ idOrder: 43, retailer: { businessName: '소소한 하루' } })], { counts: { preparing: 2, shipping: 5, delivered: 9, all: 16 } });
  renderWithShell(<OrderListPage brand={brand} query={{ status: 'preparing', keyword: '향초', page: 1 }} list={list} />, { router: createMockRouter('/brand-center/orders') });
  const tabs = within(screen.getByRole('navigation', { name: text.tabsLabel }));
  expect(tabs.getByRole('link', { name: `${text.tabs.preparing} 2` })).toHaveAttribute('aria-current', 'page');
  expect(tabs.getByRole('link', { name: `${text.tabs.shipping} 5` })).toHaveAttribute('href', '/brand-center/orders?status=shipping&keyword=%ED%96%A5%EC%B4%88');
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.getByRole('article', { name: text.orderNo(43) })).toHaveTextContent('소소한 하루');
  expect(screen.getAllByRole('form', { name: `${text.orderNo(42)} ${brandOrderMessages.ship.legend}` })).toHaveLength(1);
});

test('a delivered group names the units asked back and refunded; it has no action but its detail link', () => {
  setLoggedIn('tok');
  fakeApi({});
  const base = group();
  const delivered = group({
    status: 'delivered',
    shippable: false,
    deliveredAt: '2026-11-21T01:00:00.000Z',
    items: [{ ...base.items[0], status: 'delivered', refundRequestedCount: 3, refundedCount: 1 }],
  });
  renderWithShell(<OrderListPage brand={brand} query={{ status: 'delivered', page: 1 }} list={orderList([delivered])} />);
  const card = screen.getByRole('article', { name: text.orderNo(42) });
  expect(card).toHaveTextContent(text.returnsOfLine(2, 1));
  expect(within(card).queryByRole('button')).toBeNull();
  expect(within(card).getByRole('link', { name: text.detailOf(42) })).toHaveAttribute('href', '/brand-center/orders/42');
});

test('shipping from the list announces it and reads the list again', async () => {
  setLoggedIn('tok');
  const shipped = detail({ status: 'shipping', carrier: '로젠택배', trackingNo: '12345678901', shippable: false, deliverable: true });
  const api = fakeApi({
    'POST /brands/orders/42/ship': { status: 200, data: shipped },
    'GET /brands/orders?status=preparing&page=1': { status: 200, data: orderList([], { counts: { preparing: 0, shipping: 1, delivered: 0, all: 1 } }) },
  });
  renderWithShell(<OrderListPage brand={brand} query={{ status: 'preparing', page: 1 }} list={orderList([group()])} />);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText(brandOrderMessages.ship.carrier), '로젠택배');
  await user.type(screen.getByLabelText(brandOrderMessages.ship.trackingNo), '12345678901');
  await user.click(screen.getByRole('button', { name: brandOrderMessages.ship.submit }));
  expect(await screen.findByRole('status')).toHaveTextContent(brandOrderMessages.ship.done('로젠택배', '12345678901'));
  await waitFor(() => expect(screen.getByText(text.empty.preparing)).toBeInTheDocument());
  expect(api.requests()).toEqual(['POST /brands/orders/42/ship', 'GET /brands/orders?status=preparing&page=1']);
});

test('marking delivered asks first; declining sends nothing, confirming marks it and a refusal is alerted', async () => {
  setLoggedIn('tok');
  const shippedGroup = group({ status: 'shipping', carrier: 'CJ대한통운', trackingNo: '640000000001', shippedAt: '2026-11-21T01:00:00.000Z', shippable: false, deliverable: true });
  const api = fakeApi({ 'POST /brands/orders/42/deliver': { status: 409, data: { code: 'ALREADY_DELIVERED', message: '이미 배송완료 처리된 주문입니다.' } } });
  renderWithShell(<OrderListPage brand={brand} query={{ status: 'shipping', page: 1 }} list={orderList([shippedGroup])} />);
  expect(screen.getByText(text.carrierLine('CJ대한통운', '640000000001'))).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `${text.orderNo(42)} ${brandOrderMessages.deliver.button}` }));
  await waitFor(() => expect(alertTitle()).toBe(brandOrderMessages.deliver.confirm));
  confirmAlert();
  await waitFor(() => expect(alertTitle()).toBe('이미 배송완료 처리된 주문입니다.'));
  expect(api.requests()).toEqual(['POST /brands/orders/42/deliver']);
});
