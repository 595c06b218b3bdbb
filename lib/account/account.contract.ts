import { z } from 'zod';
import type { CurrentUser } from '@/lib/contract/users';
import { accountMessages } from '@/lib/account/account.messages';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPasswordLength,
  isValidRegistrationNo,
  normalizeMobileNo,
  normalizeRegistrationNo,
} from './accountFields';

export * from './accountFields';

/**
 * The account calls' wire types (what the storefront sends and the API answers;
 * the logged-in user itself is the platform's, lib/contract/users.ts) and the zod
 * schemas of their payloads (the names of docs/API.md), shared by the storefront
 * forms and the API; the field rules they use are in
 * ./accountFields.ts (re-exported here). Every failure carries a Korean message, so
 * the API's 400 names the field with a sentence the user can act on.
 * Outputs are normalised: e-mail lower-cased, numbers as digits only.
 */

/* ---------- wire types of the account calls (docs/API.md) ---------- */

export type SmsPurpose = 'register' | 'reset';

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

/* ---------- schemas ---------- */

const m = accountMessages.input;

export const SMS_PURPOSES = ['register', 'reset'] as const satisfies readonly SmsPurpose[];

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: m.emailRequired })
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid })
  .refine(isValidEmail, { error: m.emailInvalid });

/** A new password: 8 to 64 characters. */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .refine(isValidPasswordLength, { error: m.passwordLength });

/** 10 digits with the national check digit; dashes accepted, digits kept. */
export const registrationNoSchema = z
  .string({ error: m.registrationNoFormat })
  .max(20, { error: m.registrationNoFormat })
  .transform((value, ctx) => {
    const digits = normalizeRegistrationNo(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: m.registrationNoFormat });
      return z.NEVER;
    }
    if (!isValidRegistrationNo(digits)) {
      ctx.addIssue({ code: 'custom', message: m.registrationNoChecksum });
      return z.NEVER;
    }
    return digits;
  });

/** A Korean mobile number (01X), kept as digits. */
export const mobileNoSchema = z
  .string({ error: m.mobileNoInvalid })
  .max(20, { error: m.mobileNoInvalid })
  .transform((value, ctx) => {
    const digits = normalizeMobileNo(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: m.mobileNoInvalid });
      return z.NEVER;
    }
    return digits;
  });

export const smsTokenSchema = z
  .string({ error: m.smsTokenRequired })
  .trim()
  .min(1, { error: m.smsTokenRequired })
  .max(200, { error: m.smsTokenRequired });

export const smsPurposeSchema = z.enum(SMS_PURPOSES, { error: m.purposeInvalid });

/** Optional; blank counts as absent. Stored codes are upper-case letters and digits. */
export const referralCodeSchema = z
  .string({ error: m.referralCodeInvalid })
  .trim()
  .toUpperCase()
  .max(20, { error: m.referralCodeInvalid })
  .regex(/^[A-Z0-9]*$/, { error: m.referralCodeInvalid })
  .nullish()
  .transform((value) => (value ? value : undefined));

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  businessName: z
    .string({ error: m.businessNameRequired })
    .trim()
    .min(1, { error: m.businessNameRequired })
    .max(100, { error: m.businessNameTooLong }),
  registrationNo: registrationNoSchema,
  mobileNo: mobileNoSchema,
  smsToken: smsTokenSchema,
  referralCode: referralCodeSchema,
});
export type RegisterInput = z.output<typeof registerSchema>;

/** Login does not re-check the password rules: a wrong one is simply wrong (401). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, { error: m.passwordRequired })
    .max(200, { error: m.passwordLength }),
  /** 로그인 상태 유지: a session of SESSION_DAYS kept across browser restarts; otherwise one day, ending with the browser. */
  remember: z.boolean({ error: m.rememberInvalid }).optional(),
});
export type LoginInput = z.output<typeof loginSchema>;

export const passwordResetSchema = z
  .object({
    email: emailSchema,
    mobileNo: mobileNoSchema,
    smsToken: smsTokenSchema,
    futurePw: newPasswordSchema,
    futureConfirmPw: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
  })
  .refine((value) => value.futurePw === value.futureConfirmPw, {
    error: m.passwordConfirmMismatch,
    path: ['futureConfirmPw'],
  });
export type PasswordResetInput = z.output<typeof passwordResetSchema>;

export const smsSendSchema = z.object({
  mobileNo: mobileNoSchema,
  purpose: smsPurposeSchema,
});
export type SmsSendInput = z.output<typeof smsSendSchema>;

export const smsVerifySchema = z.object({
  mobileNo: mobileNoSchema,
  purpose: smsPurposeSchema,
  code: z
    .string({ error: m.smsCodeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: m.smsCodeFormat }),
});
export type SmsVerifyInput = z.output<typeof smsVerifySchema>;
