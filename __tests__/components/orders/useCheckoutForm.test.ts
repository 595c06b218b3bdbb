import { checkoutReducer, initialCheckoutForm, type CheckoutFormState } from '@/components/orders/useCheckoutForm';
import { checkoutMessages } from '@/lib/orders/checkout.messages';

const text = checkoutMessages.payment;
const buyer = { businessName: '데모 잡화점', phone: '010-1234-5678', email: 'retailer@demo.kr' };
const start = (): CheckoutFormState => initialCheckoutForm([{ id: 11, isDefault: false }, { id: 12, isDefault: true }], buyer);

describe('initialCheckoutForm: the form as the page opens', () => {
  it('chooses the default address, else the first, else a new one', () => {
    expect(start().choice).toBe(12);
    expect(initialCheckoutForm([{ id: 11, isDefault: false }], buyer).choice).toBe(11);
    expect(initialCheckoutForm([], buyer).choice).toBe('new');
  });

  it('fills the orderer and the tax e-mail from the buyer, card first, nothing agreed', () => {
    expect(start()).toMatchObject({ ordererName: '데모 잡화점', ordererPhone: '010-1234-5678', taxEmail: 'retailer@demo.kr', method: 'card', agree: false, saveNew: true, errors: {} });
  });
});

describe('checkoutReducer', () => {
  it('choosing another address clears the errors shown', () => {
    const shown = { ...start(), errors: { recipient: 'x', agree: 'y' } };
    expect(checkoutReducer(shown, { type: 'choose', choice: 'new' })).toMatchObject({ choice: 'new', errors: {} });
  });

  it('formats the test card as typed', () => {
    let state = checkoutReducer(start(), { type: 'card', field: 'number', value: '42424242424242429999' });
    state = checkoutReducer(state, { type: 'card', field: 'expiry', value: '1239' });
    state = checkoutReducer(state, { type: 'card', field: 'cvc', value: '12a34' });
    expect(state.card).toEqual({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
  });

  it('typed credit keeps its digits and drops the notice', () => {
    const state = checkoutReducer({ ...start(), creditNotice: 'old' }, { type: 'creditTyped', value: '010,000' });
    expect(state).toMatchObject({ creditText: '10000', creditNotice: null });
  });

  it('leaving the credit field brings too much down to the cap and says so; less is left alone', () => {
    const over = checkoutReducer({ ...start(), creditText: '90000' }, { type: 'creditLeft', cap: 38_000 });
    expect(over).toMatchObject({ creditText: '38000', creditNotice: text.creditClamped(38_000) });
    const under = { ...start(), creditText: '5000' };
    expect(checkoutReducer(under, { type: 'creditLeft', cap: 38_000 })).toBe(under);
  });

  it('전액 사용 takes the cap; a changed price forgets the credit', () => {
    const all = checkoutReducer({ ...start(), creditNotice: 'old' }, { type: 'creditAll', cap: 38_000 });
    expect(all).toMatchObject({ creditText: '38000', creditNotice: null });
    expect(checkoutReducer(all, { type: 'creditReset' }).creditText).toBe('');
  });

  it('keeps the other fields as typed', () => {
    expect(checkoutReducer(start(), { type: 'set', patch: { note: ' 문 앞 ', agree: true } })).toMatchObject({ note: ' 문 앞 ', agree: true });
  });
});
