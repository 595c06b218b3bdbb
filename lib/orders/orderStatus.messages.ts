/** The words of order and line statuses, on their own so an order list or badge does not load every order page's text. */

/** How each order and line status is named (OrderStatus of lib/orders/orders.contract.ts). */
const status = {
  pending_payment: '결제대기',
  awaiting_deposit: '입금대기',
  preparing: '상품준비중',
  shipping: '배송중',
  delivered: '배송완료',
  cancelled: '취소',
  refund_requested: '반품요청',
  refunded: '환불완료',
} as const;

/** Status words of the history (OrderHistoryEntry.status): the statuses and the payment step. */
const historyStatus = { ...status, paid: '결제완료' } as const;

export const orderStatusMessages = { status, historyStatus } as const;
