import { checkoutAmounts, creditDigits, emptyAddress, validateCheckout, type CheckoutFields } from '@/lib/orders/checkoutRules';
import { checkoutMessages } from '@/lib/orders/checkout.messages';
import { deliveryOf, group, line } from '../../components/cart/fixtures';

const text = checkoutMessages.payment;

const filled: CheckoutFields = {
  choice: 11,
  draft: emptyAddress,
  saveNew: true,
  ordererName: '데모 잡화점',
  ordererPhone: '010-1234-5678',
  note: '',
  method: 'card',
  card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
  taxInvoice: false,
  taxEmail: 'retailer@demo.kr',
  creditText: '',
  agree: true,
};
const context = { savedAddressIds: [11], total: 38_000, testCardForm: true };

describe('validateCheckout: what stops 결제하기 before anything is sent', () => {
  it('a filled form with a saved address and a good test card passes', () => {
    expect(validateCheckout(filled, context)).toEqual({});
  });

  it('a saved address that is gone asks to choose one', () => {
    expect(validateCheckout({ ...filled, choice: 12 }, context)).toEqual({ choose: text.errors.chooseAddress });
  });

  it('a new address must be filled in, field by field', () => {
    expect(Object.keys(validateCheckout({ ...filled, choice: 'new' }, context))).toEqual(['recipient', 'phone', 'postcode', 'address', 'addressDetail']);
  });

  it('the orderer needs a name and a phone number, and the consent is required', () => {
    expect(validateCheckout({ ...filled, ordererName: '  ', ordererPhone: '12', agree: false }, context)).toEqual({
      ordererName: text.ordererErrors.name,
      ordererPhone: text.ordererErrors.phone,
      agree: text.agreeError,
    });
  });

  it('the test card is checked only when a card pays something through the demo form', () => {
    const noCard = { ...filled, card: { number: '', expiry: '', cvc: '' } };
    expect(validateCheckout(noCard, context)).toHaveProperty('number', text.cardErrors.number);
    expect(validateCheckout(noCard, { ...context, total: 0 })).toEqual({});
    expect(validateCheckout(noCard, { ...context, testCardForm: false })).toEqual({});
    expect(validateCheckout({ ...noCard, method: 'bank_transfer' }, context)).toEqual({});
  });

  it('the tax invoice e-mail is checked only when an invoice is asked for', () => {
    expect(validateCheckout({ ...filled, taxEmail: 'not-an-email' }, context)).toEqual({});
    expect(validateCheckout({ ...filled, taxInvoice: true, taxEmail: 'not-an-email' }, context)).toEqual({ taxEmail: text.taxEmailError });
    expect(validateCheckout({ ...filled, taxInvoice: true, taxEmail: ' tax@demo.kr ' }, context)).toEqual({});
  });
});

describe('checkoutAmounts: the sums the retailer can redo', () => {
  // 2 x 10,000 + 3 x 5,000 = 35,000 goods, one brand under 100,000: 3,000 delivery.
  const brands = [group(1, '모노 리빙', 20_000, [line({ id: 1, goodsCount: 2, unitPrice: 10_000 }), line({ id: 2, goodsCount: 3 })])];
  const delivery = deliveryOf(brands);

  it('goods plus delivery, minus the credit typed', () => {
    expect(checkoutAmounts(brands, delivery, 50_000, '5000')).toEqual({
      goodsAmount: 35_000,
      deliveryFee: 3_000,
      gross: 38_000,
      creditCap: 38_000,
      creditUsed: 5_000,
      total: 33_000,
      lineCount: 2,
      // The tax invoice's split of goods and delivery (before credit): 1,818 + 1,363 + 272 of VAT.
      tax: { supplyAmount: 34_547, vatAmount: 3_453 },
    });
  });

  it('credit never goes past the balance or the order', () => {
    expect(checkoutAmounts(brands, delivery, 50_000, '90000')).toMatchObject({ creditUsed: 38_000, total: 0 });
    expect(checkoutAmounts(brands, delivery, 1_000, '5000')).toMatchObject({ creditCap: 1_000, creditUsed: 1_000, total: 37_000 });
    expect(checkoutAmounts(brands, delivery, 0, '')).toMatchObject({ creditUsed: 0, total: 38_000 });
  });
});

describe('creditDigits: 사용할 적립금 as typed', () => {
  test.each([
    ['10,000', '10000'],
    ['007', '7'],
    ['0', '0'],
    ['abc', ''],
    ['1234567890123', '123456789'],
  ])('%p -> %p', (typed, kept) => {
    expect(creditDigits(typed)).toBe(kept);
  });
});
