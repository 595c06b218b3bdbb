/**
 * The shell's texts on every first render: skip link, top bar, header, category
 * bars. The footer's are in ./footer.ts, the side menu's and the change-password
 * dialog's in ./sideMenu.ts (their code loads later, and their texts with it).
 */

export const shellMessages = {
  skipToContent: '본문 바로가기',
  topBar: {
    badge: 'NEW',
    text: '새로운 할인 상품이 등록되었습니다.',
    more: '플래시 세일 반값 할인 중!',
    // Lighthouse's SEO audit counts 자세히 보기 as a link text that says nothing of where it leads.
    details: '할인 상품 보기',
  },
  header: {
    home: '홈으로',
    search: '검색',
    searchPlaceholder: '상품명, 브랜드를 검색해 보세요',
    wishlist: '찜',
    my: 'MY',
    unread: (count: number) => `읽지 않은 알림 ${count}개`,
    referral: '친구 초대',
    referralLabel: '친구 초대 50,000원',
    referralReward: '50,000원',
    cart: '장바구니',
    cartCount: (count: number) => `장바구니 상품 ${count}개`,
    login: 'LOGIN',
    logout: 'LOGOUT',
    openMenu: '메뉴 열기',
  },
  menu: {
    categories: '카테고리',
    subCategories: '하위 카테고리',
  },
} as const;
