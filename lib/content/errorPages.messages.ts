/** The error pages: the 404 page and the 503 page shown while the database cannot be reached. */

const notFound = {
  title: '페이지를 찾을 수 없습니다',
  description: '주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해 주세요.',
  home: '홈으로 가기',
  shop: '전체 상품 보기',
} as const;

/** The page a visitor gets while the database cannot be reached (status 503). */
const unavailable = {
  title: '잠시 후 다시 시도해 주세요',
  description: '일시적으로 서비스에 연결할 수 없습니다. 곧 복구되니 잠시 후 새로고침해 주세요.',
  retry: '다시 시도',
  home: '홈으로 가기',
} as const;

export const errorPageMessages = {
  notFound,
  unavailable,
} as const;
