import type { ColumnType } from 'kysely';
import type { OperatorRole } from '@/lib/contract/operators';
import type { Id } from './columns';

/** The operators, their sessions and recovery codes, and the audit log (migration 0017). Column conventions: ../schema.ts. */

export type { OperatorRole };
export type OperatorStatus = 'invited' | 'active' | 'disabled';

export interface OperatorsTable {
  id: Id;
  email: string;
  name: string;
  role: OperatorRole;
  status: OperatorStatus;
  /** null until the invitation is accepted. */
  passwordHash: string | null;
  /** Base32 TOTP secret; null until the second factor is enrolled. */
  totpSecret: string | null;
  /** The 30-second step of the last code accepted: a code is good once. */
  totpLastStep: number | null;
  inviteTokenHash: string | null;
  inviteExpiresAt: string | null;
  invitedBy: number | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OperatorSessionsTable {
  id: Id;
  operatorId: number;
  tokenHash: string;
  /** 'second_factor': the password was right, the code is still to come; 'active': signed in. */
  stage: 'second_factor' | 'active';
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface OperatorRecoveryCodesTable {
  id: Id;
  operatorId: number;
  codeHash: string;
  usedAt: string | null;
}

/** Append-only (triggers of migration 0017): written in the transaction of the change it records. */
export interface AuditLogTable {
  id: Id;
  /** null: the command line (`npm run admin`), whose `actor` is 'command'. */
  operatorId: number | null;
  /** The operator's e-mail at the time, or 'command'. */
  actor: string;
  /** e.g. 'application.approve', 'order.deposit_confirm', 'operator.invite'. */
  action: string;
  targetType: string;
  targetId: string;
  /** One Korean line saying what happened, as the log shows it. */
  summary: string;
  reason: ColumnType<string, string | undefined, string>;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string | null;
  createdAt: string;
}

/** An operator's note on an order (migration 0019): operators only; kept as written. */
export interface OrderNotesTable {
  id: Id;
  orderId: number;
  operatorId: number;
  body: string;
  createdAt: string;
}
