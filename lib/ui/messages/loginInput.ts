/**
 * The login form's input checks: the first entries of `accountInputMessages`
 * (./accountInput.ts), in a file of their own so the login page carries only
 * these.
 */
export const loginInputMessages = {
  emailRequired: '이메일을 입력해 주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  passwordRequired: '비밀번호를 입력해 주세요.',
} as const;
