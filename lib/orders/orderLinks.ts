/** The order pages' addresses, for the pages that link to them. */

/** The id of 결제 이어하기's heading on an order's detail (and completion) page. */
export const RESUME_PAYMENT_ID = 'resume-payment';

export const orderDetailHref = (idOrder: number) => `/order-detail/${idOrder}`;

/** 결제 이어하기 of a card order waiting for its payment: its detail, at the payment form. */
export const resumePaymentHref = (idOrder: number) => `${orderDetailHref(idOrder)}#${RESUME_PAYMENT_ID}`;

/** The order's 거래명세서 PDF (GET /api/v1/orders/{idOrder}/statement), whole or one brand's. */
export const statementHref = (idOrder: number, idBrand?: number) =>
  `/api/v1/orders/${idOrder}/statement${idBrand === undefined ? '' : `?idBrand=${idBrand}`}`;

/** The card receipt PDF of a paid card order. */
export const receiptHref = (idOrder: number) => `/api/v1/orders/${idOrder}/receipt`;

/** A brand's own part of an order as a 거래명세서 PDF, from the brand centre. */
export const brandStatementHref = (idOrder: number) => `/api/v1/brands/orders/${idOrder}/statement`;
