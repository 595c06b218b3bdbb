/** The home page. Part of `messages.pages` (see ./index.ts). */

export const homePage = {
  title: '도매마켓',
  description: '인기 브랜드의 상품을 도매가로 만나 보세요. 모든 주문은 60일 동안 무료로 반품할 수 있습니다.',
  categoriesHeading: '카테고리',
} as const;
