/**
 * The storefront shell: top bar, header, category bars, HTTP client fallbacks.
 * Texts of the parts that load after the page have files of their own: the
 * footer (./footer.ts), the side menu and the change-password dialog
 * (./sideMenu.ts).
 */
export const shellMessages = {
  shell: {
    skipToContent: '본문 바로가기',
    topBar: {
      badge: 'NEW',
      text: '새로운 할인 상품이 등록되었습니다.',
      more: '플래시 세일 반값 할인 중!',
      details: '자세히 보기',
    },
    header: {
      home: '홈으로',
      search: '검색',
      searchPlaceholder: '상품명, 브랜드를 검색해 보세요',
      wishlist: '찜',
      my: 'MY',
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
    network: {
      timeout: '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
      offline: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    },
  },
} as const;
