/** The 60-day free refunds page. Part of `messages.pages` (see ./index.ts). */

export const freeRefundsPage = {
  title: '60일 무료 반품',
  description: '도매마켓에서 구매한 상품은 배송 완료일로부터 60일 동안 무료로 반품할 수 있습니다.',
  policyHeading: '반품 기준',
  requestHeading: '무료 반품 신청',
  rules: [
    '배송 완료일로부터 60일 안에 반품을 신청할 수 있습니다.',
    '반품 배송비는 도매마켓이 부담합니다.',
  ],
} as const;
