/**
 * Input checks of the account forms (registration, login, reset, SMS), one per
 * field: part of `accountMessages` (messages.accountInput), in a file of their
 * own so a form's page does not carry the whole account catalogue (the login
 * form's three are in ./loginInput.ts).
 */
import { loginInputMessages } from './loginInput';

export const accountInputMessages = {
  ...loginInputMessages,
  passwordLength: '비밀번호는 8자 이상 64자 이하로 입력해 주세요.',
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
