import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefundListPage } from '@/components/brandCenter/RefundListPage';
import type { BrandRefundRequest } from '@/lib/brandCenter/brandOrders.contract';
import type { BrandRefundPage } from '@/lib/brandCenter/client/brandOrders';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import { alertTitle, confirmAlert, fakeApi, renderWithShell, setLoggedIn } from '@/__tests__/helpers/shell';

const text = brandOrderMessages.refunds;
const brand = { id: 3, name: '데모 브랜드' };

function request(fields: Partial<BrandRefundRequest> = {}): BrandRefundRequest {
  return {
    id: 7,
    idOrder: 42,
    status: 'requested',
    reason: '포장 파손',
    retailer: { businessName: '데모 잡화점' },
    refundAmount: 16000,
    pickup: { recipient: '김도매', phone: '010-1234-5678', postcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' },
    items: [{ idItem: 101, name: '라벤더 향초', color: '보라', size: '', count: 2, amount: 16000 }],
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...fields,
  };
}

const page = (items: BrandRefundRequest[], counts = { requested: items.length, refunded: 0, all: items.length }): BrandRefundPage => ({ items, counts, page: 1, totalPages: 1 });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('accepting asks first with the amount, then refunds and reads the list again', async () => {
  setLoggedIn('tok');
  const api = fakeApi({
    'POST /brands/refunds/7/accept': { status: 200, data: request({ status: 'refunded' }) },
    'GET /brands/refunds?status=requested&page=1': { status: 200, data: page([], { requested: 0, refunded: 1, all: 1 }) },
  });
  renderWithShell(<RefundListPage brand={brand} status="requested" list={page([request()])} />);
  expect(screen.getByRole('article', { name: text.requestNo(7) })).toHaveTextContent('김도매 010-1234-5678 (04524)');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: text.acceptLabel(7) }));
  await waitFor(() => expect(alertTitle()).toBe(text.acceptConfirm(16000)));
  confirmAlert();
  expect(await screen.findByRole('status')).toHaveTextContent(text.accepted);
  await screen.findByText(text.empty.requested);
  expect(api.requests()).toEqual(['POST /brands/refunds/7/accept', 'GET /brands/refunds?status=requested&page=1']);
});

test('a refusal is alerted in Korean; refunded requests have no button', async () => {
  setLoggedIn('tok');
  fakeApi({
    'POST /brands/refunds/7/accept': { status: 409, data: { code: 'REFUND_DONE', message: '이미 처리된 반품 요청입니다.' } },
    'GET /brands/refunds?status=all&page=1': { status: 200, data: page([request({ status: 'refunded' })]) },
  });
  renderWithShell(<RefundListPage brand={brand} status="all" list={page([request(), request({ id: 8, status: 'refunded' })])} />);
  expect(screen.queryByRole('button', { name: text.acceptLabel(8) })).toBeNull();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: text.acceptLabel(7) }));
  await waitFor(() => expect(alertTitle()).toBe(text.acceptConfirm(16000)));
  confirmAlert();
  await waitFor(() => expect(alertTitle()).toBe('이미 처리된 반품 요청입니다.'));
});
