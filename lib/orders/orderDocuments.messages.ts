/** The order page's links to its 거래명세서 and card receipt (components/orders/OrderDocuments.tsx). */
export const orderDocumentsMessages = {
  heading: '거래명세서·영수증',
  statement: '거래명세서 PDF',
  brandStatement: '이 브랜드 거래명세서',
  brandStatementLabel: (brandName: string) => `${brandName} 거래명세서 PDF`,
  receipt: '카드 영수증',
  hint: '브랜드마다 공급자가 달라 브랜드별로 한 장씩 나옵니다.',
  businessDetailsHint: '공급받는자의 대표자명·업태·종목·사업장 주소는 MY 페이지의 사업자 정보를 따릅니다.',
  businessDetailsLink: '사업자 정보 확인하기',
} as const;
