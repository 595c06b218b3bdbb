/** Information pages: the 404 page (the FAQs have lib/messages/faq.ts, the apply page lib/messages/apply.ts, the free refund page lib/messages/freeRefund.ts). */

const notFound = {
  title: '페이지를 찾을 수 없습니다',
  description: '주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해 주세요.',
  home: '홈으로 가기',
  shop: '전체 상품 보기',
} as const;

export const infoMessages = {
  notFound,
} as const;
