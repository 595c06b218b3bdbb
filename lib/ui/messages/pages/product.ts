/** The product details page. Part of `messages.pages` (see ./index.ts). */

export const productPage = {
  title: '상품 상세',
  brand: '브랜드',
  retailPrice: '소비자가',
  wholesalePrice: '도매가',
  flashSalePrice: '플래시 세일가',
  discount: (rate: number) => `${rate}% 할인`,
  minOrderQty: '최소 주문 수량',
  minOrderQtyValue: (count: number) => `${count.toLocaleString('ko-KR')}개 이상`,
  minimumOrderAmount: '브랜드 최소 주문 금액',
  stock: '재고',
  soldOut: '품절',
  stockValue: (count: number) => `${count.toLocaleString('ko-KR')}개`,
  colors: '색상',
  sizes: '사이즈',
  description: '상품 설명',
  membersOnly: '도매가는 사업자 인증을 마친 회원에게만 공개됩니다.',
  loginForPrice: '로그인하고 도매가 보기',
  ordering: '옵션 선택과 장바구니 담기는 준비 중입니다.',
  ogDescription: (brand: string, name: string) =>
    `${brand}의 ${name}. 도매마켓에서 도매가로 구매하고 60일 동안 무료로 반품하세요.`,
} as const;
