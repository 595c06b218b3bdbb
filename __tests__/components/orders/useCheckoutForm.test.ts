import { act, renderHook } from '@testing-library/react';
import { initialCheckoutForm, useCheckoutForm } from '@/components/orders/useCheckoutForm';
import { checkoutMessages } from '@/lib/orders/checkout.messages';

const text = checkoutMessages.payment;
const buyer = { businessName: '데모 잡화점', phone: '010-1234-5678', email: 'retailer@demo.kr' };
const saved = [{ id: 11, isDefault: false }, { id: 12, isDefault: true }];
const start = () => renderHook(() => useCheckoutForm(saved, buyer)).result;

describe('initialCheckoutForm: the form as the page opens', () => {
  it('chooses the default address, else the first, else a new one', () => {
    expect(initialCheckoutForm(saved, buyer).choice).toBe(12);
    expect(initialCheckoutForm([{ id: 11, isDefault: false }], buyer).choice).toBe(11);
    expect(initialCheckoutForm([], buyer).choice).toBe('new');
  });

  it('fills the orderer and the tax e-mail from the buyer, card first, nothing agreed', () => {
    const checkout = start().current;
    expect(checkout.form.values).toMatchObject({ ordererName: '데모 잡화점', ordererPhone: '010-1234-5678', taxEmail: 'retailer@demo.kr', method: 'card', agree: false, saveNew: true });
    expect(checkout.form.errors).toEqual({});
  });
});

describe('useCheckoutForm', () => {
  it('choosing another address clears the errors shown', () => {
    const result = start();
    act(() => result.current.form.showErrors({ recipient: 'x', agree: 'y' }, false));
    expect(result.current.form.errors).toEqual({ recipient: 'x', agree: 'y' });
    act(() => result.current.choose('new'));
    expect(result.current.form.values.choice).toBe('new');
    expect(result.current.form.errors).toEqual({});
  });

  it('keeps the errors shown while the fields change, until the next submit', () => {
    const result = start();
    act(() => result.current.form.showErrors({ ordererName: 'x' }, false));
    act(() => result.current.form.set('note', '문 앞'));
    expect(result.current.form.errors).toEqual({ ordererName: 'x' });
  });

  it('formats the test card as typed', () => {
    const result = start();
    act(() => result.current.card('number', '42424242424242429999'));
    act(() => result.current.card('expiry', '1239'));
    act(() => result.current.card('cvc', '12a34'));
    expect(result.current.form.values.card).toEqual({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
  });

  it('typed credit keeps its digits and drops the notice', () => {
    const result = start();
    act(() => result.current.credit.typed('90000'));
    act(() => result.current.credit.left(38_000));
    expect(result.current.creditNotice).toBe(text.creditClamped(38_000));
    act(() => result.current.credit.typed('010,000'));
    expect(result.current.form.values.creditText).toBe('10000');
    expect(result.current.creditNotice).toBeNull();
  });

  it('leaving the credit field brings too much down to the cap and says so; less is left alone', () => {
    const result = start();
    act(() => result.current.credit.typed('90000'));
    act(() => result.current.credit.left(38_000));
    expect(result.current.form.values.creditText).toBe('38000');
    expect(result.current.creditNotice).toBe(text.creditClamped(38_000));
    const under = start();
    act(() => under.current.credit.typed('5000'));
    act(() => under.current.credit.left(38_000));
    expect(under.current.form.values.creditText).toBe('5000');
    expect(under.current.creditNotice).toBeNull();
  });

  it('전액 사용 takes the cap; a changed price forgets the credit', () => {
    const result = start();
    act(() => result.current.credit.typed('90000'));
    act(() => result.current.credit.left(38_000));
    act(() => result.current.credit.all(38_000));
    expect(result.current.form.values.creditText).toBe('38000');
    expect(result.current.creditNotice).toBeNull();
    act(() => result.current.credit.reset());
    expect(result.current.form.values.creditText).toBe('');
  });

  it('keeps the other fields as typed', () => {
    const result = start();
    act(() => result.current.form.setValues({ note: ' 문 앞 ', agree: true }));
    expect(result.current.form.values).toMatchObject({ note: ' 문 앞 ', agree: true });
  });
});
