/** The category product list (/shop). Part of `messages.pages` (see ./index.ts). */

export const shopPage = {
  title: '전체 상품',
  description: (name: string) => `${name} 카테고리의 도매 상품을 브랜드별로 비교하고 주문하세요.`,
  subcategories: '하위 카테고리',
  listHeading: '상품 목록',
} as const;
