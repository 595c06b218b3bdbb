/**
 * The operator's details shown in the footer (SPEC.md §1). Apart from
 * ./site.ts, which every page loads: only the footer reads these, and its code
 * loads after the page (see components/layout/Layout.tsx).
 */
export const operator = {
  companyName: '주식회사 도매마켓',
  ceo: '김도현',
  registrationNo: '220-88-12340',
  mailOrderNo: '제2025-서울강남-01234호',
  address: '서울특별시 강남구 테헤란로 123, 7층',
  hosting: '클라우드 웹 서비스',
  privacyOfficer: '이서연',
} as const;
