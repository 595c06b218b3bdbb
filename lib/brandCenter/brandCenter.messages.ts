/** The brand centre's frame: its name and its menu (each section's own texts are in its own file). */
export const brandCenterMessages = {
  name: '브랜드 센터',
  navLabel: '브랜드 센터 메뉴',
  title: (section: string, brandName: string) => `${section} · ${brandName}`,
  nav: {
    orders: '주문 관리',
    products: '상품 관리',
    refunds: '반품 요청',
    sales: '거래처별 매출',
    settlements: '정산 내역',
    settings: '브랜드 정보',
  },
  viewShop: '내 브랜드 페이지 보기',
  notifications: '알림',
} as const;
