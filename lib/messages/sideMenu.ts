/**
 * Texts of the side menu and of the change-password dialog. A file of their
 * own, not in ./shell.ts: both load only when opened (components/shell/Layout.tsx),
 * and their texts with them.
 */
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

const passwordDialog = {
  title: '비밀번호 변경',
  description: '현재 비밀번호를 확인한 뒤, 새 비밀번호를 8자 이상 입력해 주세요.',
  currentPassword: '현재 비밀번호',
  newPassword: '변경할 비밀번호',
  confirmPassword: '변경할 비밀번호 확인',
  submit: '변경하기',
  cancel: '취소',
  close: '닫기',
} as const;

export const sideMenuMessages = { ...sideMenu, passwordDialog } as const;
