/**
 * Login and logout texts: part of `accountMessages` (messages.auth), in a file
 * of their own because the shell's logout needs `loggedOut` on every page and
 * the rest of the account catalogue should not ride along in first-load JS.
 */
export const authMessages = {
  loggedOut: '로그아웃 되었습니다.',
  /** Wrong e-mail or wrong password: one message, so accounts cannot be probed. */
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  loginThrottled: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const;
