/** The 404 page. Part of `messages` (messages.notFound; see ./index.ts). */

export const notFoundMessages = {
  title: '페이지를 찾을 수 없습니다',
  description: '주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해 주세요.',
  home: '홈으로 가기',
  shop: '전체 상품 보기',
} as const;
