import { ApiError } from '@/lib/client/errors';
import { confirmPayment } from '@/lib/orders/client/orders';
import { payOrder, orderNameOf } from '@/lib/orders/client/payOrder';
import { payWithPortOne } from '@/lib/orders/client/portone';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { group, line } from '../../../components/cart/fixtures';

jest.mock('@/lib/orders/client/orders', () => ({ confirmPayment: jest.fn() }));
jest.mock('@/lib/orders/client/portone', () => ({ payWithPortOne: jest.fn() }));

const confirm = jest.mocked(confirmPayment);
const portOne = jest.mocked(payWithPortOne);
const text = checkoutMessages.payment;

const brands = [group(1, '모노 리빙', 0, [line({ id: 1 }), line({ id: 2 }), line({ id: 3 })])];
const waiting = { idOrder: 31, status: 'pending_payment' as const, amounts: { totalAmount: 38_000 } } as Parameters<typeof payOrder>[0]['order'];
const customer = { fullName: '데모 잡화점', phone: '010-1234-5678', email: 'retailer@demo.kr' };
const demo = { provider: 'demo' as const };
const portone = { provider: 'portone' as const, storeId: 's', channelKey: 'c' };

beforeEach(() => {
  confirm.mockReset();
  portOne.mockReset();
});

it('names the order after its first line and how many more', () => {
  expect(orderNameOf(brands)).toBe('상품 1 외 2건');
  expect(orderNameOf([group(1, '모노 리빙', 0, [line({ id: 7 })])])).toBe('상품 7');
});

it('an order not waiting for a card payment (bank transfer, paid by credit) is left alone', async () => {
  expect(await payOrder({ order: { ...waiting, status: 'awaiting_deposit' }, provider: demo, cardNumber: '', brands, customer })).toEqual({ ok: true });
  expect(confirm).not.toHaveBeenCalled();
});

it('the demo test card is approved with its digits', async () => {
  confirm.mockResolvedValue({} as never);
  expect(await payOrder({ order: waiting, provider: demo, cardNumber: '4242 4242 4242 4242', brands, customer })).toEqual({ ok: true });
  expect(confirm).toHaveBeenCalledWith(31, { cardNumber: '4242424242424242' });
});

it('a declined test card comes back as the card number error, focused', async () => {
  confirm.mockRejectedValue(new ApiError(402, 'PAYMENT_DECLINED', '거절'));
  expect(await payOrder({ order: waiting, provider: demo, cardNumber: '4000 0000 0000 0002', brands, customer })).toEqual({ ok: false, errors: { number: '거절' }, focusId: 'card-number' });
});

it('any other failure of the payment is thrown for the page', async () => {
  confirm.mockRejectedValue(new ApiError(500, 'INTERNAL', '오류'));
  await expect(payOrder({ order: waiting, provider: demo, cardNumber: '4242', brands, customer })).rejects.toThrow('오류');
});

it('PortOne pays the order total in its window, then the payment id is confirmed', async () => {
  portOne.mockResolvedValue({ ok: true, paymentId: 'order-31-x' });
  confirm.mockResolvedValue({} as never);
  expect(await payOrder({ order: waiting, provider: portone, cardNumber: '', brands, customer })).toEqual({ ok: true });
  expect(portOne).toHaveBeenCalledWith(portone, expect.objectContaining({ idOrder: 31, orderName: '상품 1 외 2건', totalAmount: 38_000, customer: { fullName: '데모 잡화점', phoneNumber: '01012345678', email: 'retailer@demo.kr' } }));
  expect(confirm).toHaveBeenCalledWith(31, { paymentId: 'order-31-x' });
});

it('a failed or closed PortOne window is said under the payment method and confirms nothing', async () => {
  portOne.mockResolvedValue({ ok: false, message: '사용자가 결제를 취소했습니다' });
  expect(await payOrder({ order: waiting, provider: portone, cardNumber: '', brands, customer })).toEqual({ ok: false, errors: { payment: text.portoneFailed('사용자가 결제를 취소했습니다') } });
  expect(confirm).not.toHaveBeenCalled();
});
