/** The login page (messages.pages.login) and its form (messages.loginForm); see ./index.ts. */

export const loginPage = { title: '로그인', description: '도매마켓 회원 로그인' } as const;

export const loginFormMessages = {
  heading: '로그인',
  email: '이메일',
  emailPlaceholder: 'example@company.kr',
  password: '비밀번호',
  submit: '로그인',
  submitting: '로그인 중…',
  failed: '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  noAccount: '아직 회원이 아니신가요?',
  toRegister: '회원가입',
} as const;
