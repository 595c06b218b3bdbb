/**
 * The FAQs' shared parts: the shape of a question as a page shows it and the search box's texts.
 * The questions themselves are the database's (../content/server/faq.ts), edited in the console.
 */

export interface FaqLink {
  label: string;
  href: string;
}

export interface FaqItem {
  q: string;
  a: string;
  link?: FaqLink;
}

export interface FaqTopic {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const faqMessages = {
  search: {
    label: '질문 검색',
    placeholder: '예: 반품, 배송비, ㅈㄹㄱ',
    topicsLabel: '주제',
    all: '전체',
    count: (n: number) => `${n}개의 질문`,
    empty: (query: string) => `‘${query}’에 대한 질문을 찾지 못했어요.`,
    emptyHelp: '고객센터(평일 10:00-18:00, 점심 12:00-13:00)에 채팅이나 이메일로 문의해 주세요.',
    clear: '검색어 지우기',
  },
} as const;
