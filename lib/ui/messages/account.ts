/** Accounts: login, registration, SMS, password (SPEC.md §5, §8; DESIGN.md §4). */
export const accountMessages = {
  /** Change-password dialog, in the order its checks run. */
  password: {
    mismatch: '변경할 비밀번호가 일치하지 않습니다.',
    tooShort: '비밀번호는 8자 이상이어야 합니다.',
    code401: '비밀번호 값이 없습니다.',
    code402: '비밀번호 값에 오류가 있습니다.',
    code403: '비밀번호가 일치하지 않습니다.',
    changed: '비밀번호가 변경되었습니다.',
  },
  auth: {
    loggedOut: '로그아웃 되었습니다.',
  },
} as const;
