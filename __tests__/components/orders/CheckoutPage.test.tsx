import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage, type CheckoutPageProps } from '@/components/orders/CheckoutPage';
import { passesLuhn, validateCard } from '@/lib/orders/checkoutRules';
import type { OrderAddress } from '@/lib/orders/orders.contract';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { alertTitle, confirmAlert, endShellTest, headerOf, renderInSession, retailer, type FakeApi, type FakeRoute } from '@/__tests__/helpers/shell';
import { cartOf, deliveryOf, group, line } from '../cart/fixtures';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { summaryRows } from '@/__tests__/helpers/moneySummary';

jest.mock('react-daum-postcode', () => ({
  loadPostcode: jest.fn(() => Promise.reject(new Error('script blocked'))),
}));

const text = checkoutMessages.payment;

const saved: OrderAddress = {
  id: 11,
  label: '본점',
  recipient: '김도매',
  phone: '010-1234-5678',
  postcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  addressDetail: '3층',
  isDefault: true,
};

function props(overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps {
  // 2 x 10,000 + 3 x 5,000 = 35,000 goods, one brand, 3,000 delivery.
  const brands = cartOf([group(1, '모노 리빙', 20_000, [line({ id: 1, goodsCount: 2, unitPrice: 10_000 }), line({ id: 2, goodsCount: 3 })])]).brands;
  return {
    cartIds: [1, 2],
    brands,
    delivery: deliveryOf(brands),
    addresses: [saved],
    creditBalance: 0,
    buyer: { businessName: '데모 잡화점', registrationNo: '1208147521', email: 'retailer@demo.kr', taxEmail: '', phone: '010-1234-5678' },
    bankName: '국민은행',
    card: { provider: 'demo' },
    waiting: [],
    ...overrides,
  };
}

const order = (status: string, idOrder = 31) => ({ status: 201, data: { idOrder, status, replayed: false } });

function renderCheckout(overrides: Partial<CheckoutPageProps> = {}, routes: Record<string, FakeRoute> = {}) {
  return renderInSession(<CheckoutPage {...props(overrides)} />, { user: retailer, path: '/payment?cartIds=1,2', cartcount: 2, routes });
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const ordersPosted = (api: FakeApi) => api.calls.filter((call) => call.method === 'post' && call.url === '/orders');
const bodyOf = (call: { data?: unknown }) => JSON.parse(call.data as string);

async function fillCard(number = '4242 4242 4242 4242') {
  await userEvent.type(field(text.cardNumber), number);
  await userEvent.type(field(text.cardExpiry), '1239');
  await userEvent.type(field(text.cardCvc), '123');
}

async function agreeAndPay(label = text.pay(38_000)) {
  await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
  await userEvent.click(screen.getByRole('button', { name: label }));
}

afterEach(endShellTest);

describe('card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('refuses a past expiry, a bad month and a short CVC', () => {
    const today = new Date(2026, 10, 23);
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' }, today)).toEqual({});
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '12' }, today)).toEqual({
      expiry: text.cardErrors.expired,
      cvc: text.cardErrors.cvc,
    });
    expect(validateCard({ number: '1234', expiry: '13/30', cvc: '123' }, today)).toEqual({
      number: text.cardErrors.number,
      expiry: text.cardErrors.expiry,
    });
  });
});

describe('the summary', () => {
  it('shows the lines by brand, the delivery and the total', () => {
    renderCheckout();
    const summary = screen.getByRole('region', { name: new RegExp(text.summary) });
    expect(within(summary).getByRole('heading', { name: '모노 리빙' })).toBeInTheDocument();
    expect(within(summary).getByText(text.lineCount(2, 10_000))).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: text.amounts });
    expect(within(amounts).getByText('35,000원')).toBeInTheDocument();
    expect(within(amounts).getByText('38,000원')).toBeInTheDocument();
  });

  it('with nothing to order leads back to the cart', () => {
    renderCheckout({ cartIds: [], brands: [], delivery: { brands: [], totalDeliveryFee: 0 } });
    expect(screen.getByText(text.nothing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toCart })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('region', { name: checkoutMessages.waiting.heading })).toBeNull();
  });

  it('with nothing to order, lists the card orders waiting for their payment, each one tap from 결제 이어하기', () => {
    const waiting = [{ idOrder: 77, status: 'pending_payment' as const, paymentMethod: 'card' as const, totalAmount: 38_000, createdAt: '2026-11-23T05:00:00.000Z', title: '라탄 바구니 M 외 1건', itemCount: 2, image: null, brandNames: ['모노 리빙'] }];
    renderCheckout({ cartIds: [], brands: [], delivery: { brands: [], totalDeliveryFee: 0 }, waiting });
    const list = screen.getByRole('region', { name: checkoutMessages.waiting.heading });
    expect(list).toHaveTextContent(checkoutMessages.waiting.order(77, '라탄 바구니 M 외 1건', 38_000));
    expect(within(list).getByRole('link', { name: checkoutMessages.waiting.linkOf(77) })).toHaveAttribute('href', '/order-detail/77#resume-payment');
    expect(screen.getByRole('link', { name: text.toCart })).toBeInTheDocument();
  });
});

describe('validation', () => {
  it('shows every error next to its field, focuses the first and sends nothing', async () => {
    const { api } = renderCheckout({ addresses: [] });
    await userEvent.click(screen.getByRole('button', { name: text.pay(38_000) }));
    expect(await screen.findByText(text.errors.recipient)).toBeInTheDocument();
    expect(field(text.recipient)).toHaveAttribute('aria-invalid', 'true');
    expect(field(text.recipient)).toHaveFocus();
    for (const message of [text.errors.phone, text.errors.postcode, text.errors.address, text.errors.addressDetail, text.cardErrors.number, text.agreeError]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(ordersPosted(api)).toHaveLength(0);
  });

  it('refuses a card number that fails the Luhn check', async () => {
    const { api } = renderCheckout();
    await fillCard('4242 4242 4242 4241');
    await agreeAndPay();
    expect(await screen.findByText(text.cardErrors.number)).toBeInTheDocument();
    expect(field(text.cardNumber)).toHaveFocus();
    expect(ordersPosted(api)).toHaveLength(0);
  });
});

describe('placing the order', () => {
  it('pays by card: POST /orders with the default address and the total shown, then the payment, then the completion page', async () => {
    const { api, router } = renderCheckout({}, {
      'POST /orders': order('pending_payment'),
      'POST /orders/31/payment': { status: 200, data: { idOrder: 31, status: 'preparing' } },
    });
    await fillCard();
    await agreeAndPay();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-complete?idOrder=31'));
    const [post] = ordersPosted(api);
    expect(bodyOf(post)).toEqual({
      cartIds: [1, 2],
      idAddress: 11,
      paymentMethod: 'card',
      orderer: { name: '데모 잡화점', phone: '010-1234-5678' },
      expectedTotal: 38_000,
    });
    expect(headerOf(post, 'Idempotency-Key')).toEqual(expect.stringMatching(/^[\w-]{8,100}$/));
    expect(bodyOf(api.calls.find((call) => call.url === '/orders/31/payment')!)).toEqual({ cardNumber: '4242424242424242' });
  });

  it('a declined card is said next to the card number; paying again reuses the same Idempotency-Key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let payments = 0;
    const { api, router } = renderCheckout({}, {
      'POST /orders': order('pending_payment'),
      'POST /orders/31/payment': () =>
        ++payments === 1
          ? { status: 402, data: { code: 'PAYMENT_DECLINED', message: '카드 승인이 거절되었습니다. 다른 카드로 다시 시도해 주세요.' } }
          : { status: 200, data: { idOrder: 31, status: 'preparing' } },
    });
    await fillCard('4000 0000 0000 0002');
    await agreeAndPay();
    expect(await screen.findByText('카드 승인이 거절되었습니다. 다른 카드로 다시 시도해 주세요.')).toBeInTheDocument();
    expect(field(text.cardNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(router.push).not.toHaveBeenCalled();

    await userEvent.clear(field(text.cardNumber));
    await userEvent.type(field(text.cardNumber), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: text.pay(38_000) }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-complete?idOrder=31'));
    const posts = ordersPosted(api);
    expect(posts).toHaveLength(2);
    expect(headerOf(posts[1], 'Idempotency-Key')).toBe(headerOf(posts[0], 'Idempotency-Key'));
  });

  it('a double click sends one order', async () => {
    let release: () => void = () => undefined;
    const { api } = renderCheckout({ addresses: [saved] }, {
      'POST /orders': () => new Promise((resolve) => (release = () => resolve(order('awaiting_deposit')))),
    });
    await userEvent.click(screen.getByRole('radio', { name: text.bankTransfer }));
    await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
    const pay = screen.getByRole('button', { name: text.placeOrder(38_000) });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(ordersPosted(api)).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: text.placeOrder(38_000) })).toBeEnabled());
    expect(ordersPosted(api)).toHaveLength(1);
  });

  it('bank transfer with a tax invoice: no card form, the e-mail is sent, no payment call', async () => {
    const { api, router } = renderCheckout({}, { 'POST /orders': order('awaiting_deposit', 40) });
    await userEvent.click(screen.getByRole('radio', { name: text.bankTransfer }));
    expect(screen.queryByLabelText(text.cardNumber)).toBeNull();
    expect(screen.getByText(text.bankHint('국민은행'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: text.taxInvoice }));
    expect(screen.getByText(text.taxInvoiceHint('데모 잡화점', '120-81-47521'))).toBeInTheDocument();
    await userEvent.clear(field(text.taxEmail));
    await userEvent.type(field(text.taxEmail), 'not-an-email');
    await agreeAndPay(text.placeOrder(38_000));
    expect(await screen.findByText(text.taxEmailError)).toBeInTheDocument();
    expect(ordersPosted(api)).toHaveLength(0);

    await userEvent.clear(field(text.taxEmail));
    await userEvent.type(field(text.taxEmail), 'tax@demo.kr');
    await userEvent.click(screen.getByRole('button', { name: text.placeOrder(38_000) }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-complete?idOrder=40'));
    expect(bodyOf(ordersPosted(api)[0])).toMatchObject({ paymentMethod: 'bank_transfer', taxInvoice: { email: 'tax@demo.kr' } });
    expect(api.requests().some((request) => request.includes('/payment'))).toBe(false);
  });

  it('the tax-invoice e-mail starts as the one MY`s 사업자 정보 keeps, else the account`s', async () => {
    const { unmount } = renderCheckout({ buyer: { ...props().buyer, taxEmail: 'tax@shop.kr' } });
    await userEvent.click(screen.getByRole('checkbox', { name: text.taxInvoice }));
    expect(field(text.taxEmail)).toHaveValue('tax@shop.kr');
    unmount();
    renderCheckout();
    await userEvent.click(screen.getByRole('checkbox', { name: text.taxInvoice }));
    expect(field(text.taxEmail)).toHaveValue('retailer@demo.kr');
  });

  it('uses part of the credit as typed: the amount and the total follow, and the rest is paid by card', async () => {
    const { api } = renderCheckout({ creditBalance: 50_000 }, { 'POST /orders': order('pending_payment') });
    const amount = field(text.creditAmount);
    expect(amount).toHaveAccessibleDescription(text.creditMax(38_000));
    await userEvent.type(amount, '10000');
    expect(amount).toHaveValue('10,000');
    expect(screen.getByRole('button', { name: text.pay(28_000) })).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '90000');
    await userEvent.tab();
    // More than the order needs: brought down to what it can use, and said so.
    expect(amount).toHaveValue('38,000');
    expect(amount).toHaveAccessibleDescription(text.creditClamped(38_000));
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    expect(screen.getByRole('button', { name: text.pay(33_000) })).toBeInTheDocument();
    await fillCard();
    await agreeAndPay(text.pay(33_000));
    await waitFor(() => expect(ordersPosted(api)).toHaveLength(1));
    expect(bodyOf(ordersPosted(api)[0])).toMatchObject({ useCredit: 5_000, expectedTotal: 33_000 });
  });

  it('uses referral credit when asked: the amount and the total follow', async () => {
    const { api } = renderCheckout({ creditBalance: 50_000 }, { 'POST /orders': order('preparing') });
    expect(screen.getByText(text.creditBalance(50_000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.creditAll }));
    expect(field(text.creditAmount)).toHaveValue('38,000');
    // Credit covers everything: nothing to pay by card, so no card form is required.
    await agreeAndPay(text.placeOrder(0));
    await waitFor(() => expect(ordersPosted(api)).toHaveLength(1));
    expect(bodyOf(ordersPosted(api)[0])).toMatchObject({ useCredit: 38_000, expectedTotal: 0 });
    expect(api.requests().some((request) => request.includes('/payment'))).toBe(false);
  });

  it('hides credit when the retailer has none', () => {
    renderCheckout({ creditBalance: 0 });
    expect(screen.queryByRole('group', { name: text.credit })).toBeNull();
  });

  it('a changed price (409 AMOUNT_MISMATCH) says so and reloads the summary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderCheckout({}, {
      'POST /orders': { status: 409, data: { code: 'AMOUNT_MISMATCH', message: '결제 금액이 변경되었습니다.' } },
    });
    await fillCard();
    await agreeAndPay();
    await waitFor(() => expect(alertTitle()).toBe(text.amountChanged));
    confirmAlert();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/payment?cartIds=1,2', undefined, { scroll: false }));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('addresses', () => {
  it('a new address is saved to the list first, then ordered by its id', async () => {
    const added = { ...saved, id: 12, isDefault: false, recipient: '이배송' };
    const { api } = renderCheckout({}, {
      'POST /users/orderaddress': { status: 201, data: added },
      'GET /users/orderaddress': { status: 200, data: { items: [saved, added] } },
      'POST /orders': order('awaiting_deposit'),
    });
    await userEvent.click(screen.getByRole('radio', { name: text.newAddress }));
    await userEvent.type(field(text.recipient), '이배송');
    await userEvent.type(field(text.phone), '010-2222-3333');
    await userEvent.type(field(text.postcode), '06236');
    await userEvent.type(field(text.addressLine), '서울특별시 강남구 테헤란로 152');
    await userEvent.type(field(text.addressDetail), '12층');
    await userEvent.click(screen.getByRole('radio', { name: text.bankTransfer }));
    await agreeAndPay(text.placeOrder(38_000));
    await waitFor(() => expect(ordersPosted(api)).toHaveLength(1));
    expect(bodyOf(api.calls.find((call) => call.method === 'post' && call.url === '/users/orderaddress')!)).toMatchObject({
      recipient: '이배송',
      phone: '010-2222-3333',
      postcode: '06236',
    });
    expect(bodyOf(ordersPosted(api)[0])).toMatchObject({ idAddress: 12 });
  });

  it('without saving, the address goes inline with the order', async () => {
    const { api } = renderCheckout({ addresses: [] }, { 'POST /orders': order('awaiting_deposit') });
    await userEvent.click(screen.getByRole('checkbox', { name: text.saveToList }));
    await userEvent.type(field(text.recipient), '이배송');
    await userEvent.type(field(text.phone), '01022223333');
    await userEvent.type(field(text.postcode), '06236');
    await userEvent.type(field(text.addressLine), '테헤란로 152');
    await userEvent.type(field(text.addressDetail), '12층');
    await userEvent.click(screen.getByRole('radio', { name: text.bankTransfer }));
    await agreeAndPay(text.placeOrder(38_000));
    await waitFor(() => expect(ordersPosted(api)).toHaveLength(1));
    expect(bodyOf(ordersPosted(api)[0]).address).toEqual({
      recipient: '이배송',
      phone: '01022223333',
      postcode: '06236',
      address: '테헤란로 152',
      addressDetail: '12층',
    });
  });

  it('edits a saved address with PUT and can make it the default', async () => {
    const other = { ...saved, id: 13, label: '창고', isDefault: false };
    const { api } = renderCheckout({ addresses: [saved, other] }, {
      'PUT /users/orderaddress/13': { status: 200, data: { ...other, isDefault: true, addressDetail: '지하 1층' } },
      'GET /users/orderaddress': { status: 200, data: { items: [{ ...other, isDefault: true, addressDetail: '지하 1층' }, { ...saved, isDefault: false }] } },
    });
    await userEvent.click(screen.getByRole('button', { name: text.editAddressLabel('창고') }));
    const detail = screen.getByLabelText(text.addressDetail, { selector: 'input' });
    await userEvent.clear(detail);
    await userEvent.type(detail, '지하 1층');
    await userEvent.click(screen.getByRole('checkbox', { name: text.makeDefault }));
    await userEvent.click(screen.getByRole('button', { name: text.saveAddress }));
    await waitFor(() => expect(screen.getByText(/지하 1층/)).toBeInTheDocument());
    expect(bodyOf(api.calls.find((call) => call.method === 'put')!)).toMatchObject({ addressDetail: '지하 1층', isDefault: true });
  });

  it('deletes a saved address after a confirm', async () => {
    const { api } = renderCheckout({}, {
      'DELETE /users/orderaddress/11': { status: 200, data: { deleted: 1 } },
      'GET /users/orderaddress': { status: 200, data: { items: [] } },
    });
    await userEvent.click(screen.getByRole('button', { name: text.deleteAddressLabel('본점') }));
    await waitFor(() => expect(alertTitle()).toBe(text.confirmDeleteAddress('본점')));
    confirmAlert();
    await waitFor(() => expect(screen.getByText(text.noAddresses)).toBeInTheDocument());
    expect(api.requests()).toContain('DELETE /users/orderaddress/11');
    expect(screen.getByRole('radio', { name: text.newAddress })).toBeChecked();
  });

  it('when the postcode search cannot load, says to type the address and keeps the field usable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout({ addresses: [] });
    await userEvent.click(screen.getByRole('button', { name: text.findPostcode }));
    expect(await screen.findByText(text.postcodeUnavailable)).toBeInTheDocument();
    expect(field(text.postcode)).toHaveFocus();
    await userEvent.type(field(text.postcode), '04524');
    expect(field(text.postcode)).toHaveValue('04524');
  });
});

describe('PortOne (PAYMENT_PROVIDER=portone)', () => {
  const portone = { provider: 'portone' as const, storeId: 'store-test', channelKey: 'channel-test' };
  const requestPayment = jest.fn();

  beforeEach(() => {
    requestPayment.mockReset();
    jest.doMock('@portone/browser-sdk/v2', () => ({ requestPayment }), { virtual: false });
  });

  it('shows no test card form and pays in PortOne\'s window under order-<id>-…, then confirms with the payment id', async () => {
    requestPayment.mockImplementation(async (request: { paymentId: string }) => ({ transactionType: 'PAYMENT', txId: 'tx', paymentId: request.paymentId }));
    const { api, router } = renderCheckout({ card: portone }, {
      'POST /orders': { status: 201, data: { idOrder: 31, status: 'pending_payment', replayed: false, amounts: { totalAmount: 38_000 } } },
      'POST /orders/31/payment': { status: 200, data: { idOrder: 31, status: 'preparing' } },
    });
    expect(screen.queryByLabelText(text.cardNumber)).toBeNull();
    expect(screen.getByText(text.portoneHint)).toBeInTheDocument();
    await agreeAndPay();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/order-complete?idOrder=31'));
    const request = requestPayment.mock.calls[0][0];
    expect(request).toMatchObject({ storeId: 'store-test', channelKey: 'channel-test', totalAmount: 38_000, currency: 'CURRENCY_KRW', payMethod: 'CARD', orderName: '상품 1 외 1건' });
    expect(request.paymentId).toMatch(/^order-31-[\w-]+$/);
    expect(bodyOf(api.calls.find((call) => call.url === '/orders/31/payment')!)).toEqual({ paymentId: request.paymentId });
  });

  it('a failed or closed PortOne payment is said under the payment method and confirms nothing', async () => {
    requestPayment.mockResolvedValue({ transactionType: 'PAYMENT', txId: 'tx', paymentId: 'x', code: 'FAILURE_TYPE_PG', message: '사용자가 결제를 취소했습니다' });
    const { api, router } = renderCheckout({ card: portone }, {
      'POST /orders': { status: 201, data: { idOrder: 31, status: 'pending_payment', replayed: false, amounts: { totalAmount: 38_000 } } },
    });
    await agreeAndPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.portoneFailed('사용자가 결제를 취소했습니다'));
    expect(api.requests().some((request) => request.includes('/payment'))).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('결제 금액 adds up', () => {
  const amounts = () => summaryRows(screen.getByRole('region', { name: text.amounts }));
  const added = (rows: { amount: number }[]) => rows.reduce((sum, row) => sum + row.amount, 0);

  it('for generated selections, goods + delivery is the total, and the total is the lines plus delivery', () => {
    const lineArb = fc.record({ goodsCount: fc.integer({ min: 1, max: 60 }), unitPrice: fc.integer({ min: 1, max: 500 }).map((hundreds) => hundreds * 100) });
    const cartArb = fc.array(fc.array(lineArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(cartArb, (picked) => {
        let id = 0;
        const brands = cartOf(
          picked.map((lines, b) =>
            group(
              b + 1,
              `브랜드 ${b + 1}`,
              0,
              lines.map(({ goodsCount, unitPrice }) => {
                id += 1;
                return line({ id, goodsCount, unitPrice, baseUnitPrice: unitPrice, lineTotal: unitPrice * goodsCount });
              }),
            ),
          ),
        ).brands;
        try {
          renderCheckout({ brands, cartIds: brands.flatMap((brand) => brand.items.map((item) => item.id)), delivery: deliveryOf(brands) });
          const { rows, total } = amounts();
          expect(added(rows)).toBe(total);
          const lines = brands.flatMap((brand) => brand.items).reduce((sum, item) => sum + item.lineTotal, 0);
          expect(total).toBe(lines + deliveryOf(brands).totalDeliveryFee);
        } finally {
          cleanup();
          endShellTest();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('with credit: goods + delivery - credit = the total to pay', async () => {
    renderCheckout({ creditBalance: 5_000 });
    await userEvent.type(screen.getByLabelText(text.creditAmount), '4000');
    expect(amounts()).toEqual({
      rows: [
        { label: text.goodsAmount, amount: 35_000 },
        { label: text.deliveryFee, amount: 3_000 },
        { label: text.creditUsed, amount: -4_000 },
      ],
      total: 34_000,
    });
  });
});

describe('세금계산서', () => {
  it('says the supply value and VAT the invoice will state, for goods and delivery before credit', async () => {
    renderCheckout();
    await userEvent.click(screen.getByRole('checkbox', { name: text.taxInvoice }));
    // Lines 20,000 and 15,000 and the 3,000 fee: 1,818 + 1,363 + 272 of VAT.
    expect(screen.getByText(text.taxInvoiceAmounts('34,547원', '3,453원'))).toBeInTheDocument();
  });
});
