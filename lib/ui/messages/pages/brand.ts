/** The brand page. Part of `messages.pages` (see ./index.ts). */

export const brandPage = {
  title: '브랜드',
  minimumOrderAmount: '최소 주문 금액',
  productCount: '판매 상품',
  productCountValue: (count: number) => `${count.toLocaleString('ko-KR')}개`,
  isNew: '신규 브랜드',
  products: '브랜드 상품',
  ogDescription: (name: string, description: string) =>
    description ? `${name} - ${description}` : `${name}의 상품을 도매마켓에서 도매가로 만나 보세요.`,
} as const;
