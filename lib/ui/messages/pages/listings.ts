/** Product and brand listings: new brands, flash sale, popular. Part of `messages.pages` (see ./index.ts). */

export const newBrandPage = { title: '신규 브랜드', description: '도매마켓에 새로 입점한 브랜드를 만나 보세요.' } as const;

export const flashSalePage = { title: '플래시 세일', description: '기간 한정 할인 중인 도매 상품을 모았습니다.' } as const;

export const popularPage = { title: '인기상품', description: '소매점 사장님들이 많이 주문한 인기 도매 상품입니다.' } as const;
