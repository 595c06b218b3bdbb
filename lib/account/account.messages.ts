/** Accounts: login, logout, registration, SMS proof, password change and reset, wishlist page (MY and referral: lib/account/myPage.messages.ts). */

const base = {
  /** Change-password dialog, in the order its checks run. */
  password: {
    mismatch: '변경할 비밀번호가 일치하지 않습니다.',
    tooShort: '비밀번호는 8자 이상이어야 합니다.',
    code401: '비밀번호 값이 없습니다.',
    code402: '비밀번호 값에 오류가 있습니다.',
    code403: '비밀번호가 일치하지 않습니다.',
    changed: '비밀번호가 변경되었습니다.',
    /** The current password, asked so that a stolen session cannot change it. */
    currentRequired: '현재 비밀번호를 입력해 주세요.',
    currentWrong: '현재 비밀번호가 올바르지 않습니다.',
    changeThrottled: (seconds: number) =>
      `현재 비밀번호를 여러 번 잘못 입력했습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해 주세요.`,
  },
  register: {
    emailTaken: '이미 가입된 이메일입니다.',
    referralNotFound: '존재하지 않는 추천인 코드입니다.',
    throttled: (seconds: number) => `회원가입 시도가 너무 많습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해 주세요.`,
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

const auth = {
  loggedOut: '로그아웃 되었습니다.',
  /** Wrong e-mail or wrong password: one message, so accounts cannot be probed. */
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  loginThrottled: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
} as const;

const loginInput = {
  emailRequired: '이메일을 입력해 주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  passwordRequired: '비밀번호를 입력해 주세요.',
} as const;

const input = {
  ...loginInput,
  passwordLength: '비밀번호는 8자 이상 64자 이하로 입력해 주세요.',
  rememberInvalid: '로그인 상태 유지 값은 true 또는 false로 보내 주세요.',
  passwordConfirmMismatch: '비밀번호 확인이 일치하지 않습니다.',
  businessNameRequired: '상호명을 입력해 주세요.',
  businessNameTooLong: '상호명은 100자 이하로 입력해 주세요.',
  registrationNoFormat: '사업자등록번호 10자리를 입력해 주세요.',
  registrationNoChecksum: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.',
  mobileNoInvalid: '휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)',
  smsTokenRequired: '휴대폰 인증을 완료해 주세요.',
  smsCodeFormat: '인증번호 6자리를 입력해 주세요.',
  purposeInvalid: '인증 목적이 올바르지 않습니다.',
  referralCodeInvalid: '추천인 코드 형식이 올바르지 않습니다.',
} as const;

const login = { title: '로그인', description: '도매마켓 회원 로그인' } as const;

const loginForm = {
  heading: '로그인',
  email: '이메일',
  emailPlaceholder: 'example@company.kr',
  password: '비밀번호',
  submit: '로그인',
  submitting: '로그인 중…',
  failed: '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  noAccount: '아직 회원이 아니신가요?',
  toRegister: '회원가입',
  forgotPassword: '비밀번호 찾기',
  remember: '로그인 상태 유지',
  rememberHint: '공용 PC에서는 선택하지 마세요.',
  /** The form was sent before the page's script ran, and the server could not read it. */
  formTooLarge: '입력한 내용이 너무 깁니다. 이메일과 비밀번호를 다시 입력해 주세요.',
  formUnreadable: '로그인 정보를 읽지 못했습니다. 이메일과 비밀번호를 다시 입력해 주세요.',
  /** A login form posted from another site (it would log this browser into someone else's account). */
  crossSite: '다른 사이트에서 보낸 로그인 요청은 처리하지 않습니다. 이 페이지에서 다시 로그인해 주세요.',
} as const;

const register = {
  title: '회원가입',
  description: '사업자 회원으로 가입하고 도매가로 구매하세요.',
  haveAccount: '이미 회원이신가요?',
  toLogin: '로그인하기',
} as const;

const passwordResetPage = {
  title: '비밀번호 찾기',
  description: '가입한 이메일과 휴대폰 번호로 본인 확인 후 새 비밀번호를 설정하세요.',
} as const;

/** The SMS step shared by registration and the password reset (components/account/SmsVerification.tsx). */
const smsStep = {
  mobileNo: '휴대폰 번호',
  mobileNoPlaceholder: '010-0000-0000',
  send: '인증번호 받기',
  sending: '보내는 중…',
  resend: '재전송',
  resendIn: (seconds: number) => `재전송 (${seconds}초)`,
  code: '인증번호',
  codePlaceholder: '6자리 숫자',
  verify: '확인',
  verifying: '확인 중…',
  remaining: (time: string) => `남은 시간 ${time}`,
  sentTo: (mobileNo: string) => `${mobileNo}(으)로 인증번호를 보냈습니다. 3분 안에 입력해 주세요.`,
  resetSent: '가입된 번호라면 인증번호가 발송됩니다. 3분 안에 입력해 주세요.',
  expired: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
  verified: '휴대폰 인증이 완료되었습니다.',
  changeNumber: '번호 변경',
  devCode: (code: string) => `개발 환경 안내: 인증번호는 ${code}입니다.`,
  devServerLog: '개발 환경 안내: 문자 발송 설정이 없는 서버입니다. 인증번호는 서버를 실행한 터미널의 [sms] 로그에 출력됩니다.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const registerForm = {
  email: '이메일',
  emailPlaceholder: 'example@company.kr',
  password: '비밀번호',
  passwordHelp: '8자 이상 64자 이하',
  passwordConfirm: '비밀번호 확인',
  businessName: '상호명',
  businessNamePlaceholder: '사업자등록증의 상호',
  registrationNo: '사업자등록번호',
  registrationNoPlaceholder: '000-00-00000',
  referralCode: '추천인 코드 (선택)',
  referralCodePlaceholder: '추천인 코드가 있다면 입력해 주세요',
  referralPrefilled: '초대 링크의 추천인 코드가 입력되었습니다.',
  consentHeading: '약관 동의',
  consentAll: '모두 동의합니다',
  consentTerms: '[필수] 이용약관에 동의합니다',
  consentPrivacy: '[필수] 개인정보 수집 및 이용에 동의합니다',
  viewTerms: '이용약관 보기',
  viewPrivacy: '개인정보처리방침 보기',
  consentTermsRequired: '이용약관에 동의해 주세요.',
  consentPrivacyRequired: '개인정보 수집 및 이용에 동의해 주세요.',
  submit: '가입하기',
  submitting: '가입 중…',
  failed: '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  checkFields: '입력 내용을 확인해 주세요.',
  nextStep: '가입 후 사업자 인증을 마치면 도매가 확인과 주문이 가능합니다.',
} as const;

const resetForm = {
  email: '가입한 이메일',
  newPassword: '새 비밀번호',
  newPasswordConfirm: '새 비밀번호 확인',
  submit: '비밀번호 재설정',
  submitting: '재설정 중…',
  failed: '비밀번호를 재설정하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  doneHeading: '비밀번호를 재설정했습니다',
  toLogin: '로그인하러 가기',
  forgot: '비밀번호 찾기',
} as const;

/** Kakao login (docs/DECISIONS.md, Kakao login): the button, the callback's failures, the sign-up it leads to. */
const kakao = {
  button: '카카오 로그인',
  divider: '또는',
  /** Beside the button: it leaves the site for Kakao. */
  buttonHint: '카카오 계정으로 로그인합니다. 처음이면 가입을 이어서 진행합니다.',
  notConfigured: '카카오 로그인을 사용할 수 없습니다.',
  originUnknown: '요청 주소를 확인할 수 없어 카카오 로그인을 시작하지 못했습니다.',
  /** /register/login?kakaoError=<code>: shown in the login form. */
  errors: {
    denied: '카카오 로그인을 취소했습니다.',
    state: '카카오 로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.',
    token: '카카오 인증에 실패했습니다. 다시 시도해 주세요.',
    profile: '카카오 계정 정보를 받지 못했습니다. 다시 시도해 주세요.',
    unavailable: '카카오 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    linkedOther: '이 이메일로 가입된 계정은 다른 카카오 계정과 연결되어 있습니다. 이메일과 비밀번호로 로그인해 주세요.',
    ticket: '카카오 가입 정보가 만료되었습니다. 카카오 로그인을 다시 시도해 주세요.',
    suspended: '이용이 정지된 계정입니다. 자세한 내용은 고객센터로 문의해 주세요.',
  },
  /** The registration form continuing a Kakao sign-up. */
  register: {
    notice: '카카오 계정으로 가입을 이어갑니다. 가입을 마치면 다음부터 카카오 로그인으로 들어올 수 있습니다.',
    emailVerified: '카카오에서 인증된 이메일입니다.',
    emailUnverified: '카카오 계정에 인증된 이메일이 없어 직접 입력해 주세요.',
    ticketInvalid: '카카오 가입 정보가 만료되었거나 이미 사용되었습니다. 카카오 로그인을 다시 시도해 주세요.',
    emailMismatch: '카카오에서 인증된 이메일로만 가입할 수 있습니다.',
    alreadyLinked: '이 카카오 계정은 이미 다른 계정과 연결되어 있습니다. 카카오 로그인을 이용해 주세요.',
  },
} as const;

const favorite = { title: '찜한 상품', description: '찜한 상품을 모아 보고 장바구니에 담을 수 있습니다.' } as const;

export const accountMessages = {
  ...base,
  auth,
  /** Input checks of the account forms (registration, login, reset, SMS), one per field. */
  input,
  loginForm,
  smsStep,
  registerForm,
  resetForm,
  kakao,
  pages: { login, register, passwordReset: passwordResetPage, favorite },
} as const;
