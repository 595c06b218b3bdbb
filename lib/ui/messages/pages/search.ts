/** The search page. Part of `messages.pages` (see ./index.ts). */

export const searchPage = {
  title: '검색',
  resultTitle: (keyword: string) => `'${keyword}' 검색 결과`,
  description: '브랜드와 상품을 검색하세요.',
  noKeyword: '찾으시는 상품명이나 브랜드명을 검색창에 입력해 주세요.',
  label: '검색어',
  placeholder: '상품명, 브랜드명',
  submit: '검색하기',
} as const;
