/** The brand FAQ (입점 문의, on /apply): its heading; its questions are the database's (lib/content/server/faq.ts). */
export const faqBrandMessages = {
  heading: '입점 자주 묻는 질문',
} as const;
