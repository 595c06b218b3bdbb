import type { AuditTargetType } from '@/lib/contract/operators';
import type { Db } from './db';

/**
 * The audit trail of the marketplace's operation (docs/DECISIONS.md, Operators):
 * every decision an operator takes on someone's business or money is one row of
 * `audit_log`, written by the service that makes the change, in its transaction,
 * so a change without its entry (or an entry without its change) cannot be.
 * The table is append-only (migration 0017's triggers); nothing updates or
 * deletes it. The console reads it (lib/admin/server/auditLog.ts).
 */

/** Who acts: an operator of the console, or the command line (`npm run admin`), or the demo seed. */
export interface Actor {
  operatorId: number | null;
  /** The operator's e-mail, 'command' or 'seed'. */
  label: string;
  ip: string | null;
}

/** An operator of the console, from their address. */
export function operatorActor(operator: { id: number; email: string }, ip: string | null): Actor {
  return { operatorId: operator.id, label: operator.email, ip };
}

export const COMMAND_ACTOR: Actor = Object.freeze({ operatorId: null, label: 'command', ip: null });
export const SEED_ACTOR: Actor = Object.freeze({ operatorId: null, label: 'seed', ip: null });

export interface AuditEntry {
  /** e.g. 'application.approve', 'order.deposit_confirm': lib/admin/admin.messages.ts names each in Korean. */
  action: string;
  targetType: AuditTargetType;
  targetId: number | string;
  /** One Korean line: what happened to what. */
  summary: string;
  reason?: string;
  /** The fields the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one entry in the caller's transaction. */
export async function recordAudit(trx: Db, by: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await trx
    .insertInto('auditLog')
    .values({
      operatorId: by.operatorId,
      actor: by.label,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      summary: entry.summary,
      reason: entry.reason ?? '',
      beforeJson: entry.before ? JSON.stringify(entry.before) : null,
      afterJson: entry.after ? JSON.stringify(entry.after) : null,
      ip: by.ip,
      createdAt: now.toISOString(),
    })
    .execute();
}
