/** The retailer FAQ's page (/faq-retail): its title and description; its questions are the database's (lib/content/server/faq.ts). */
export const faqRetailMessages = {
  title: '자주 묻는 질문',
  description: '도매마켓의 주문, 최소 주문, 결제, 배송, 60일 무료 반품, 사업자 인증에 대해 자주 묻는 질문과 답입니다.',
} as const;
