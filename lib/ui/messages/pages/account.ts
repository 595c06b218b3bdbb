/** Account pages: wishlist, MY page, referral. Part of `messages.pages` (see ./index.ts). */

export const favoritePage = { title: '찜한 상품', description: '찜한 상품을 모아 보고 장바구니에 담을 수 있습니다.' } as const;

export const myPage = {
  title: 'MY 페이지',
  description: '주문 내역과 회원 정보, 배송지를 관리하세요.',
  greeting: (businessName: string) => `${businessName} 사장님, 안녕하세요.`,
  accountHeading: '회원 정보',
  businessName: '상호명',
  registrationNo: '사업자등록번호',
  mobileNo: '휴대폰 번호',
  email: '이메일',
  memberStatus: '회원 상태',
  statusValid: '사업자 인증 완료',
  statusInValid: '사업자 인증 대기',
  ordersHeading: '주문 내역',
} as const;

export const referralPage = {
  title: '친구 초대',
  description: '친구를 초대하고 50,000원 적립 혜택을 받으세요.',
  reward: '친구 초대 50,000원',
  codeHeading: '내 추천인 코드',
  codeHelp: '친구가 회원가입할 때 이 코드를 추천인 코드로 입력하면 초대가 완료됩니다.',
  historyHeading: '초대 현황',
} as const;
