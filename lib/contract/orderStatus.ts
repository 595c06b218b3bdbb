/**
 * An order's or a line's status. pending_payment: a card order waiting for
 * its approval; awaiting_deposit (입금대기): a bank transfer waiting for the
 * deposit; preparing (상품준비중, after 결제완료); shipping (배송중);
 * delivered (배송완료); cancelled (취소); refund_requested (반품요청);
 * refunded (환불완료). An order's status is the least advanced of its live
 * lines' (cancelled or refunded only when every line is). The platform's, not
 * the orders feature's alone: the database's row types (lib/server/db/schema.ts)
 * store it, and the orders contract, the MY page and the brand centre show it
 * (docs/DECISIONS.md, Orders and payment).
 */
export type OrderStatus =
  | 'pending_payment'
  | 'awaiting_deposit'
  | 'preparing'
  | 'shipping'
  | 'delivered'
  | 'cancelled'
  | 'refund_requested'
  | 'refunded';

export type PaymentMethod = 'card' | 'bank_transfer';
