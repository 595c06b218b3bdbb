/**
 * The topics of the two FAQs, in the order their pages show them: structure of the pages, kept in
 * the code; the questions under them are the database's (lib/content/server/faq.ts), edited in
 * the console. A topic with no question is left out of its page.
 */
export const FAQ_TOPICS = {
  retail: [
    { id: 'order', title: '주문과 최소 주문' },
    { id: 'payment', title: '결제' },
    { id: 'delivery', title: '배송' },
    { id: 'cancel', title: '주문 취소' },
    { id: 'refund', title: '60일 무료 반품' },
    { id: 'certification', title: '회원 인증(사업자 인증)' },
    { id: 'referral', title: '친구 초대 적립금' },
    { id: 'account', title: '계정' },
  ],
  brand: [
    { id: 'brand-join', title: '입점 조건과 심사' },
    { id: 'brand-fee', title: '수수료와 정산' },
    { id: 'brand-products', title: '상품 등록과 관리' },
    { id: 'brand-shipping', title: '출고와 배송' },
    { id: 'brand-refund', title: '60일 무료 반품 처리' },
  ],
} as const satisfies Record<'retail' | 'brand', readonly { id: string; title: string }[]>;

/** The FAQs' names, as the console calls them. */
export const faqKindLabels = { retail: '소매점 FAQ', brand: '입점 FAQ' } as const;
