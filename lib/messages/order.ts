/** Checkout, orders and cancellation. */


const payment = { title: '주문/결제', description: '배송지와 결제 수단을 선택해 주문을 완료하세요.' } as const;

const orderComplete = { title: '주문 완료', description: '주문이 접수되었습니다. 주문 내역은 MY 페이지에서 확인할 수 있습니다.' } as const;

const orderDetail = { title: '주문 상세', description: '주문한 상품과 배송, 결제 정보를 확인하세요.' } as const;

const cancel = { title: '주문 취소 신청', description: '출고 전인 주문은 취소를 신청할 수 있습니다.' } as const;

export const orderMessages = {
  pages: { payment, orderComplete, orderDetail, cancel },
} as const;
