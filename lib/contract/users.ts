/**
 * Wire types of the account calls of /api/v1 (docs/DECISIONS.md, docs/API.md): what the
 * storefront sends and what the API answers. Plain types, no server imports.
 */

export type UserType = 'retailer' | 'brand';
/** 'inValid': a retailer whose business is not certified yet (sent to the apply page). */
export type UserGroups = 'valid' | 'inValid';
export type SmsPurpose = 'register' | 'reset';

/** GET /users: the six fields the shell reads, plus userType and referralCode. */
export interface CurrentUser {
  id: number;
  /** 10 digits, no dashes. */
  registrationNo: string;
  businessName: string;
  /** Digits only, e.g. 01012345678. */
  mobileNo: string;
  email: string;
  userGroups: UserGroups;
  userType: UserType;
  /** The user's own code to invite other retailers. */
  referralCode: string;
  /** The brand a brand user owns (null for retailers, or a brand user whose brand is not set up yet). */
  brand: OwnedBrand | null;
}

/** The brand of a brand user. */
export interface OwnedBrand {
  id: number;
  name: string;
}

/** GET /brands/user-type */
export interface UserTypeResponse {
  userType: UserType;
}

/** POST /users/login */
export interface LoginRequest {
  email: string;
  password: string;
  /** 로그인 상태 유지 (default false: a one-day session). */
  remember?: boolean;
}

/** POST /users/login (200) and POST /users/register (201): the session opened. */
export interface SessionResponse {
  /** Opaque session token: send it back in the `token` header (or cookie). */
  token: string;
  expiresAt: string;
  user: CurrentUser;
}
export type LoginResponse = SessionResponse;
export type RegisterResponse = SessionResponse;

/** POST /users/register (retailers). */
export interface RegisterRequest {
  email: string;
  /** 8 to 64 characters. */
  password: string;
  businessName: string;
  /** 10 digits with a valid check digit; dashes allowed. */
  registrationNo: string;
  /** 01X mobile number; dashes allowed. */
  mobileNo: string;
  /** From POST /users/sms/verify with purpose 'register' for the same mobileNo. */
  smsToken: string;
  referralCode?: string;
}

/**
 * PUT /users/password (logged in): HTTP 200 with a code for the new values;
 * a missing or wrong `currentPw` is an HTTP 400 error (429 after 5 wrong ones).
 */
export interface PasswordChangeRequest {
  currentPw: string;
  futurePw: string;
  futureConfirmPw: string;
}
/** 200 changed; 401 a value is empty; 402 invalid value (type or length 8..64); 403 mismatch. */
export type PasswordChangeCode = 200 | 401 | 402 | 403;
export interface PasswordChangeResponse {
  code: PasswordChangeCode;
}

/** POST /users/password (logged out reset with an SMS proof, purpose 'reset'). */
export interface PasswordResetRequest {
  email: string;
  mobileNo: string;
  smsToken: string;
  futurePw: string;
  futureConfirmPw: string;
}
export interface PasswordResetResponse {
  ok: true;
}

/** POST /users/sms */
export interface SmsSendRequest {
  mobileNo: string;
  purpose: SmsPurpose;
}
export interface SmsSendResponse {
  /** When the code stops working (3 minutes). */
  expiresAt: string;
  /**
   * Only outside production with the log provider (nothing is really sent):
   * the code itself, so a local install can finish (docs/DECISIONS.md).
   */
  devCode?: string;
  /**
   * Only with the log provider in production in demo mode (`DEMO_MODE=true`, the local
   * demo of `npm start`): the code is in the server's terminal, not in this answer.
   */
  codeInServerLog?: true;
}

/** POST /users/sms/verify */
export interface SmsVerifyRequest {
  mobileNo: string;
  purpose: SmsPurpose;
  /** The 6 digits received. */
  code: string;
}
export interface SmsVerifyResponse {
  /** Single-use proof for register / password reset, valid 30 minutes. */
  smsToken: string;
  expiresAt: string;
}

/** POST /users/logout */
export interface LogoutResponse {
  ok: true;
}
