/** The registration page (messages.pages.register); see ./index.ts. */

export const registerPage = {
  title: '회원가입',
  description: '사업자 회원으로 가입하고 도매가로 구매하세요.',
  haveAccount: '이미 회원이신가요?',
  toLogin: '로그인하기',
} as const;
