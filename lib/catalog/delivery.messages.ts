/** 배송 안내 of the product page (components/catalog/DeliveryFacts.tsx), apart: the product cards import productMessages. */
export const deliveryMessages = {
  heading: '배송 안내',
  fee: '배송비',
  free: '무료',
  feeWithThreshold: (fee: string, threshold: string) => `${fee} (브랜드 상품 ${threshold} 이상 무료)`,
  minimumOrderAmount: '최소 주문 금액',
  dispatchFrom: '출고지',
  dispatch: '출고',
  dispatchDays: (days: number) => `결제 후 보통 ${days}영업일 안에 출고`,
} as const;
