import { orderMessages } from '@/lib/orders/order.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canResumePayment, ResumePayment } from '@/components/orders/ResumePayment';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { alertTitle, confirmAlert, createMockRouter, fakeApi, renderWithShell, type FakeRoute } from '@/__tests__/helpers/shell';
import { order } from './fixtures';

const text = checkoutMessages.payment;
const DUE = '2026-11-20T01:30:00.000Z';
/** A card order of 73,000원 waiting for its payment until 10:30 KST. */
const waiting = order({ status: 'pending_payment', paidAt: null, paymentDueAt: DUE, orderer: { name: '김도매', phone: '010-1234-5678' } });
const DECLINED = { status: 402, data: { code: 'PAYMENT_DECLINED', message: '카드 승인이 거절되었습니다. 다른 카드로 다시 시도해 주세요.' } };

/** Renders it and waits for the form, whose code loads after the page. */
async function renderResume(payment: FakeRoute) {
  const api = fakeApi({ 'POST /orders/42/payment': payment });
  const router = createMockRouter('/order-detail/42');
  renderWithShell(<ResumePayment order={waiting} provider={{ provider: 'demo' }} buyerEmail="retailer@demo.kr" />, { router });
  await screen.findByRole('button', { name: text.pay(73_000) });
  return { api, router };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function payWith(number: string) {
  await userEvent.type(field(text.cardNumber), number);
  await userEvent.type(field(text.cardExpiry), '1239');
  await userEvent.type(field(text.cardCvc), '123');
  await userEvent.click(screen.getByRole('button', { name: text.pay(73_000) }));
}

describe('canResumePayment', () => {
  it('is a card order waiting for its payment, until the moment it lapses', () => {
    expect(canResumePayment(waiting, '2026-11-20T01:29:59.000Z')).toBe(true);
    expect(canResumePayment(waiting, DUE)).toBe(false);
    expect(canResumePayment({ status: 'preparing', paymentDueAt: null }, '2026-11-20T01:00:00.000Z')).toBe(false);
    expect(canResumePayment({ status: 'cancelled', paymentDueAt: DUE }, '2026-11-20T01:00:00.000Z')).toBe(false);
  });
});

describe('결제 이어하기', () => {
  it('says what is to be paid by when, in Korea time', async () => {
    await renderResume({ status: 200, data: {} });
    expect(screen.getByRole('region', { name: orderMessages.resume.heading })).toHaveTextContent(
      orderMessages.resume.lead(73_000, '2026년 11월 20일 10:30'),
    );
  });

  it('checks the test card before any call', async () => {
    const { api } = await renderResume({ status: 200, data: {} });
    await userEvent.click(screen.getByRole('button', { name: text.pay(73_000) }));
    expect(field(text.cardNumber)).toHaveAccessibleDescription(text.cardErrors.number);
    expect(field(text.cardNumber)).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('a declined card is said next to its number; another card pays the order and opens the completion page', async () => {
    let attempts = 0;
    const { api, router } = await renderResume((config) => {
      attempts += 1;
      return JSON.parse(config.data as string).cardNumber === '4000000000000002' ? DECLINED : { status: 200, data: { idOrder: 42, status: 'preparing' } };
    });
    await payWith('4000 0000 0000 0002');
    await waitFor(() => expect(field(text.cardNumber)).toHaveAccessibleDescription(DECLINED.data.message));
    expect(router.push).not.toHaveBeenCalled();

    await userEvent.clear(field(text.cardNumber));
    await userEvent.clear(field(text.cardExpiry));
    await userEvent.clear(field(text.cardCvc));
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-complete?idOrder=42'));
    expect(attempts).toBe(2);
    expect(api.calls.map((call) => JSON.parse(call.data as string))).toEqual([{ cardNumber: '4000000000000002' }, { cardNumber: '4242424242424242' }]);
  });

  it('an order that lapsed meanwhile is said, and the page is read again', async () => {
    const { router } = await renderResume({ status: 409, data: { code: 'PAYMENT_EXPIRED', message: '결제 기한이 지나 주문이 취소되었습니다. 다시 주문해 주세요.' } });
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(alertTitle()).toBe('결제 기한이 지나 주문이 취소되었습니다. 다시 주문해 주세요.'));
    confirmAlert();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/order-detail/42', undefined, { scroll: false }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('with PortOne there is no card form: the button opens its window', async () => {
    fakeApi({});
    renderWithShell(
      <ResumePayment order={waiting} provider={{ provider: 'portone', storeId: 'store-1', channelKey: 'channel-1' }} buyerEmail="retailer@demo.kr" />,
    );
    await screen.findByRole('button', { name: text.pay(73_000) });
    const region = screen.getByRole('region', { name: orderMessages.resume.heading });
    expect(within(region).queryByLabelText(text.cardNumber)).toBeNull();
    expect(region).toHaveTextContent(text.portoneHint);
  });
});
