/** Accounts: login, registration, SMS, password (SPEC.md §5, §8; DESIGN.md §4). */
import { accountInputMessages } from './accountInput';
import { authMessages } from './auth';

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
  auth: authMessages,
  /** Input checks of the account forms (registration, login, reset, SMS), one per field. */
  accountInput: accountInputMessages,
  register: {
    emailTaken: '이미 가입된 이메일입니다.',
    referralNotFound: '존재하지 않는 추천인 코드입니다.',
  },
  passwordReset: {
    /** The e-mail is unknown, or its account has another mobile number: one message for both. */
    accountNotFound: '입력하신 이메일과 휴대폰 번호로 가입된 계정을 찾을 수 없습니다.',
    done: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.',
  },
  sms: {
    /** The text message itself. */
    text: (code: string) => `[인증번호] ${code}\n3분 안에 입력해 주세요.`,
    sent: '인증번호를 보냈습니다. 3분 안에 입력해 주세요.',
    notRequested: '인증번호를 먼저 요청해 주세요.',
    expired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해 주세요.',
    mismatch: (remaining: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${remaining}회)`,
    tooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 요청해 주세요.',
    proofInvalid: '휴대폰 인증이 만료되었거나 올바르지 않습니다. 휴대폰 인증을 다시 진행해 주세요.',
    rateLimited: (seconds: number) =>
      seconds >= 60
        ? `인증번호 요청이 너무 많습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해 주세요.`
        : `인증번호 요청이 너무 많습니다. ${seconds}초 후에 다시 시도해 주세요.`,
    sendFailed: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;
