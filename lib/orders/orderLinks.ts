/** The order pages' addresses, for the pages that link to them. */

/** The id of 결제 이어하기's heading on an order's detail (and completion) page. */
export const RESUME_PAYMENT_ID = 'resume-payment';

export const orderDetailHref = (idOrder: number) => `/order-detail/${idOrder}`;

/** 결제 이어하기 of a card order waiting for its payment: its detail, at the payment form. */
export const resumePaymentHref = (idOrder: number) => `${orderDetailHref(idOrder)}#${RESUME_PAYMENT_ID}`;
