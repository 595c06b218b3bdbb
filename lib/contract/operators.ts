/**
 * The operator as the console's pages get it (lib/server/http/consolePage.ts):
 * the platform's, since the console page wrapper and the operator sessions
 * (lib/server/auth/operatorSessions.ts) both need it.
 */
export type OperatorRole = 'admin' | 'staff';

export interface OperatorIdentity {
  id: number;
  email: string;
  name: string;
  /** 'admin' 관리자 (everything, manages operators) or 'staff' 운영자. */
  role: OperatorRole;
}

/** Props every console page gets: the signed-in operator, or null on the sign-in pages. */
export interface ConsoleProps {
  operator: OperatorIdentity | null;
}

/** What an audit entry is about (lib/server/audit.ts). */
export const AUDIT_TARGET_TYPES = ['application', 'order', 'user', 'brand', 'operator', 'notice', 'faq', 'statement'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
