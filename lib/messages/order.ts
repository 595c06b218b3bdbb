/** Checkout, orders and cancellation. */


const payment = { title: '주문/결제', description: '배송지와 결제 수단을 선택해 주문을 완료하세요.' } as const;

const orderComplete = { title: '주문 완료', description: '주문이 접수되었습니다. 주문 내역은 MY 페이지에서 확인할 수 있습니다.' } as const;

const orderDetail = { title: '주문 상세', description: '주문한 상품과 배송, 결제 정보를 확인하세요.' } as const;

const cancel = { title: '주문 취소 신청', description: '출고 전인 주문은 취소를 신청할 수 있습니다.' } as const;

/** How each order and line status is named (OrderStatus of lib/contract/orders.ts). */
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

/** Status history notes written by the server. */
const history = {
  ordered: '주문 접수',
  paid: '결제완료',
  deposited: '입금 확인',
  expired: '결제 기한이 지나 자동 취소',
  cancelled: (reason: string) => `취소: ${reason}`,
  shipped: (carrier: string, trackingNo: string) => `${carrier} ${trackingNo}`,
  delivered: '배송 완료',
  refundRequested: (reason: string) => `무료 반품 요청: ${reason}`,
  refunded: '환불 완료',
} as const;

export const orderMessages = {
  pages: { payment, orderComplete, orderDetail, cancel },
  status,
  history,
  /** The account bank-transfer orders are paid into. */
  bankName: '국민은행',
  bankHolder: '(주)도매마켓',
} as const;
