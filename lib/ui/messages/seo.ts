/**
 * Site-wide SEO texts. Part of `pageMessages` (messages.seo); a file of its
 * own so `_app` (lib/seo.ts) does not carry every page's texts.
 */
export const seoMessages = {
  /** Title of the home page and of any page without its own title. */
  defaultTitle: '도매마켓 - 60일 무료 반품 B2B 도매 플랫폼',
  /** `%s` is the page title. */
  titleTemplate: '%s | 도매마켓',
  description:
    '소매점 사장님을 위한 B2B 도매 플랫폼 도매마켓. 인기 브랜드 상품을 도매가로 구매하고, 60일 동안 무료로 반품하세요.',
  ogImageAlt: '도매마켓 - 60일 무료 반품 B2B 도매 플랫폼',
} as const;
