/** Information pages: retailer FAQ and the 404 page (the apply page has lib/messages/apply.ts, the free refund page lib/messages/freeRefund.ts). */

const faqRetail = {
  title: '소매점 자주 묻는 질문',
  description: '도매마켓 이용 방법과 주문, 배송, 반품에 대해 자주 묻는 질문입니다.',
  items: [
    {
      q: '누구나 도매가로 구매할 수 있나요?',
      a: '도매가는 사업자 인증을 마친 소매점 회원에게만 공개됩니다. 회원가입 후 사업자 인증이 완료되면 도매가로 주문할 수 있습니다.',
    },
    {
      q: '최소 주문 조건이 있나요?',
      a: '상품마다 최소 주문 수량이 있고, 브랜드마다 최소 주문 금액이 있습니다. 장바구니에서 브랜드별로 부족한 금액을 안내해 드립니다.',
    },
    {
      q: '반품은 어떻게 하나요?',
      a: '배송 완료일로부터 60일 안에는 무료로 반품을 신청할 수 있습니다.',
    },
    {
      q: '주문을 취소할 수 있나요?',
      a: '상품이 출고되기 전까지는 주문 상세 화면에서 취소를 신청할 수 있습니다.',
    },
    {
      q: '상담은 어떻게 받나요?',
      a: '평일 10:00-18:00(점심시간 12:00-13:00)에 채팅과 이메일로 고객센터에 문의할 수 있습니다.',
    },
  ],
} as const;

const notFound = {
  title: '페이지를 찾을 수 없습니다',
  description: '주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해 주세요.',
  home: '홈으로 가기',
  shop: '전체 상품 보기',
} as const;

export const infoMessages = {
  pages: { faqRetail },
  notFound,
} as const;
