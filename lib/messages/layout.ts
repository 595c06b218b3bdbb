/** The shell: skip link, top bar, header, category bars, footer, side menu, change-password dialog. */

const footer = {
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
} as const;

const sideMenu = {
  allMenu: '전체 메뉴',
  closeMenu: '메뉴 닫기',
  expand: (name: string) => `${name} 하위 메뉴 펼치기`,
  viewAll: (name: string) => `${name} 전체보기`,
  account: '내 계정',
  changePassword: '비밀번호 변경',
  logout: '로그아웃',
  login: '로그인',
  register: '회원가입',
  welcome: (name: string) => `${name}님, 반갑습니다.`,
  guest: '로그인하고 도매가를 확인하세요.',
} as const;

const changePassword = {
  title: '비밀번호 변경',
  description: '새 비밀번호를 8자 이상 입력해 주세요.',
  newPassword: '변경할 비밀번호',
  confirmPassword: '변경할 비밀번호 확인',
  submit: '변경하기',
  cancel: '취소',
  close: '닫기',
} as const;

export const layoutMessages = {
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
  footer,
  sideMenu,
  changePassword,
} as const;
