import type { ColumnType } from 'kysely';
import type { Flag, Id } from './columns';

/** Users and what signs them in: sessions, SMS codes, the throttle's events, Kakao logins. Column conventions: ../schema.ts. */

export interface UsersTable {
  id: Id;
  email: string;
  passwordHash: string;
  userType: 'retailer' | 'brand';
  userGroups: 'valid' | 'inValid';
  businessName: string;
  registrationNo: string;
  mobileNo: string;
  referralCode: string;
  referredBy: number | null;
  createdAt: string;
  updatedAt: string;
  /** The linked Kakao user id (migration 0007, Kakao login); null: not linked. */
  kakaoId: string | null;
  /** The business's 대표자명, 사업장 주소, 업태, 종목 and tax-invoice e-mail (migration 0012); '' until the retailer fills them in MY. */
  ceoName: ColumnType<string, string | undefined, string>;
  businessAddress: ColumnType<string, string | undefined, string>;
  businessType: ColumnType<string, string | undefined, string>;
  businessItem: ColumnType<string, string | undefined, string>;
  taxEmail: ColumnType<string, string | undefined, string>;
  /** Suspended by an operator (migration 0018): cannot sign in; null: in good standing. */
  suspendedAt: ColumnType<string | null, string | null | undefined, string | null>;
  suspendedReason: ColumnType<string, string | undefined, string>;
  /** The member's channels for messages that are not legal notices (migration 0023). */
  notifyEmail: ColumnType<number, number | undefined, number>;
  notifyAlimtalk: ColumnType<number, number | undefined, number>;
}

export interface SessionsTable {
  id: Id;
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

export interface SmsVerificationsTable {
  id: Id;
  phone: string;
  purpose: 'register' | 'reset';
  codeHash: string;
  attempts: number;
  expiresAt: string;
  verifiedAt: string | null;
  proofHash: string | null;
  consumedAt: string | null;
  ip: string | null;
  createdAt: string;
}

export interface ThrottleEventsTable {
  id: Id;
  /** e.g. `login:account:someone@x.kr`, `login:ip:1.2.3.4`, `sms:phone:010…`. */
  key: string;
  createdAt: string;
}

/** A started Kakao login (migration 0007): the SHA-256 of its `state`, used once. */
export interface KakaoLoginStatesTable {
  id: Id;
  stateHash: string;
  returnUrl: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A Kakao profile that matched no account, waiting for registration (migration 0007), used once. */
export interface KakaoSignupTicketsTable {
  id: Id;
  ticketHash: string;
  kakaoId: string;
  email: string | null;
  emailVerified: Flag;
  returnUrl: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
