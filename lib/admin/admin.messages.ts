/** The operator's console: its Korean texts (docs/DECISIONS.md, Operators). */

export const operatorRoleLabels = { admin: '관리자', staff: '운영자' } as const;
export const operatorStatusLabels = { invited: '초대됨', active: '사용 중', disabled: '사용 중지' } as const;

export const adminAuthMessages = {
  invalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  throttled: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  codeRequired: '인증 앱의 6자리 코드나 복구 코드를 입력해 주세요.',
  codeWrong: '코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해 주세요.',
  codeThrottled: '코드를 너무 여러 번 틀렸습니다. 처음부터 다시 로그인해 주세요.',
  secondFactorExpired: '로그인 단계가 만료되었습니다. 이메일과 비밀번호부터 다시 입력해 주세요.',
  invitationInvalid: '초대 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 초대를 요청해 주세요.',
  passwordLength: '비밀번호는 10자 이상 64자 이하로 입력해 주세요.',
  passwordMismatch: '비밀번호가 서로 다릅니다.',
} as const;

export const adminOperatorMessages = {
  emailTaken: '이미 등록된 운영자 이메일입니다.',
  nameRequired: '이름을 입력해 주세요.',
  notFound: '운영자를 찾을 수 없습니다.',
  notSelf: '내 계정의 역할이나 상태는 바꿀 수 없습니다. 다른 관리자에게 요청해 주세요.',
  lastAdmin: '사용 중인 관리자가 한 명은 있어야 합니다.',
  notAccepted: '초대를 수락한 뒤에 사용할 수 있습니다. 초대 링크를 다시 보내 주세요.',
  disabledReset: '사용 중지된 운영자는 먼저 다시 사용하도록 바꿔 주세요.',
} as const;

/** What the audit log calls each action. */
export const auditActionLabels: Record<string, string> = {
  'operator.invite': '운영자 초대',
  'operator.accept': '초대 수락',
  'operator.update': '운영자 변경',
  'operator.reset_second_factor': '2단계 인증 초기화',
  'operator.renew_recovery_codes': '복구 코드 재발급',
  'application.approve': '신청 승인',
  'application.reject': '신청 반려',
  'order.deposit_confirm': '입금 확인',
};
