/**
 * Texts every domain shares: buttons, network failures, page furniture,
 * pagination and the site-wide SEO texts (the API's error answers are in ./api.ts).
 */

const base = {
  common: {
    confirm: '확인',
    cancel: '취소',
  },
} as const;

const seo = {
  /** Title of the home page and of any page without its own title. */
  defaultTitle: '도매마켓 - 60일 무료 반품 B2B 도매 플랫폼',
  /** `%s` is the page title. */
  titleTemplate: '%s | 도매마켓',
  description:
    '소매점 사장님을 위한 B2B 도매 플랫폼 도매마켓. 인기 브랜드 상품을 도매가로 구매하고, 60일 동안 무료로 반품하세요.',
  ogImageAlt: '도매마켓 - 60일 무료 반품 B2B 도매 플랫폼',
} as const;

const page = {
  breadcrumb: '현재 위치',
  /** Read after a link that opens another site in a new window. */
  opensInNewWindow: '새 창에서 열림',
  /** A part of the page whose code is still on its way. */
  loading: '불러오는 중…',
} as const;

const pagination = {
  label: '페이지',
  previous: '이전',
  next: '다음',
  page: (page: number) => `${page}페이지`,
} as const;

const network = {
  timeout: '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  offline: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
} as const;

export const commonMessages = { ...base.common, network, page, pagination, seo } as const;
