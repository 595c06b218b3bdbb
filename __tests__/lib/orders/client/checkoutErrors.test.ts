import { ApiError } from '@/lib/client/errors';
import { cardDeclineOf, checkoutFailureOf, firstInvalidFieldId } from '@/lib/orders/client/checkoutErrors';
import { checkoutMessages } from '@/lib/orders/checkout.messages';

const text = checkoutMessages.payment;

describe('firstInvalidFieldId: the field that gets the focus', () => {
  it('is the first with an error in the order of the page, whatever the order of the errors', () => {
    expect(firstInvalidFieldId({ agree: 'x', ordererPhone: 'x', postcode: 'x' })).toBe('new-address-postcode');
    expect(firstInvalidFieldId({ taxEmail: 'x', number: 'x' })).toBe('card-number');
    expect(firstInvalidFieldId({ choose: 'x', recipient: 'x' })).toBe('address-choice');
  });

  it('is none without a field error (a PortOne failure is said, not focused)', () => {
    expect(firstInvalidFieldId({})).toBeUndefined();
    expect(firstInvalidFieldId({ payment: 'x' })).toBeUndefined();
  });
});

describe('cardDeclineOf: a refused test card is said next to the card number', () => {
  it('takes PAYMENT_DECLINED and an error on cardNumber, with the server message', () => {
    expect(cardDeclineOf(new ApiError(402, 'PAYMENT_DECLINED', '거절'))).toEqual({ number: '거절' });
    expect(cardDeclineOf(new ApiError(400, 'VALIDATION', '카드 번호', 'cardNumber'))).toEqual({ number: '카드 번호' });
  });

  it('leaves every other failure to the page', () => {
    expect(cardDeclineOf(new ApiError(500, 'INTERNAL', '오류'))).toBeNull();
    expect(cardDeclineOf(new Error('boom'))).toBeNull();
  });
});

describe('checkoutFailureOf: what a failed order means for the page', () => {
  it('a changed price warns with the checkout text and prices the summary again', () => {
    expect(checkoutFailureOf(new ApiError(409, 'AMOUNT_MISMATCH', '결제 금액이 변경되었습니다.'), 11)).toEqual({ kind: 'reprice', message: text.amountChanged });
  });

  it('too little credit warns with the server message and prices the summary again', () => {
    expect(checkoutFailureOf(new ApiError(409, 'CREDIT_INSUFFICIENT', '적립금이 부족합니다.'), 11)).toEqual({ kind: 'reprice', message: '적립금이 부족합니다.' });
  });

  it('a 400 on a field of the new address is said next to that field', () => {
    expect(checkoutFailureOf(new ApiError(400, 'VALIDATION', '우편번호', 'address.postcode'), 'new')).toEqual({ kind: 'field', errors: { postcode: '우편번호' } });
  });

  it('a 400 on the tax invoice e-mail is said next to it', () => {
    expect(checkoutFailureOf(new ApiError(400, 'VALIDATION', '이메일', 'taxInvoice.email'), 'new')).toEqual({ kind: 'field', errors: { taxEmail: '이메일' } });
  });

  it('with a saved address, or on a field the page does not have, the message is an alert', () => {
    expect(checkoutFailureOf(new ApiError(400, 'VALIDATION', '우편번호', 'address.postcode'), 11)).toEqual({ kind: 'alert', message: '우편번호' });
    expect(checkoutFailureOf(new ApiError(400, 'VALIDATION', '장바구니', 'cartIds'), 'new')).toEqual({ kind: 'alert', message: '장바구니' });
    expect(checkoutFailureOf(new ApiError(409, 'OUT_OF_STOCK', '재고 부족'), 'new')).toEqual({ kind: 'alert', message: '재고 부족' });
  });

  it('a failure that is not the API\'s says the checkout failed', () => {
    expect(checkoutFailureOf(new TypeError('x'), 'new')).toEqual({ kind: 'alert', message: text.failed });
  });
});
