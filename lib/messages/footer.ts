/**
 * The footer's texts. A file of their own, not in ./shell.ts: the footer's
 * code loads after the page (components/shell/Layout.tsx) and its texts
 * (over 1 kB gzip) load with it.
 */
export const footerMessages = {
  /** The operator's details (company, CEO, registrations, address, hosting). */
  operator: {
    companyName: '주식회사 도매마켓',
    ceo: '김도현',
    registrationNo: '220-88-12340',
    mailOrderNo: '제2025-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 123, 7층',
    hosting: '클라우드 웹 서비스',
    privacyOfficer: '이서연',
  },
  quickLinks: '바로가기',
  faq: '자주 묻는 질문',
  freeRefunds: '무료 반품',
  apply: '입점 신청',
  discountPolicy: '할인 정책',
  instagram: '인스타그램',
  customerCentre: '고객센터',
  hoursWeekdays: '평일 10:00-18:00',
  hoursLunch: '점심 12:00-13:00',
  hoursClosed: '주말 및 공휴일 휴무',
  chat: '채팅 상담',
  email: '이메일 문의',
  notices: '공지사항',
  noticeItems: {
    freeRefunds: '[안내] 배송 완료 후 60일 이내 무료 반품',
    certification: '[안내] 사업자 인증 후 도매가 확인 및 주문 가능',
    brandApply: '[모집] 신규 입점 브랜드 모집 중',
  },
  allNotices: '공지사항 전체 보기',
  company: '사업자 정보',
  companyName: '상호',
  ceo: '대표',
  registrationNo: '사업자등록번호',
  mailOrderNo: '통신판매업 신고번호',
  address: '주소',
  hosting: '호스팅 서비스',
  privacyOfficer: '개인정보보호책임자',
  responsibility: (company: string) =>
    `본 사이트에서 이루어지는 모든 거래와 배송, 교환 및 환불 민원 처리에 대한 책임은 ${company}에 있습니다.`,
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  opensInNewWindow: '새 창에서 열림',
  legal: '약관 및 정책',
  terms: '이용약관',
  privacy: '개인정보처리방침',
} as const;
