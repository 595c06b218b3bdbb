import { sql } from 'kysely';
import type { AuditEntryView, AuditList, AuditQuery } from '@/lib/admin/admin.contract';
import type { Db } from '@/lib/server/db';
import { kstPeriod } from '@/lib/orders/server/period';
import { CONSOLE_PAGE_SIZE, offsetOf, pageOf } from './paging';

/**
 * The audit log as the console searches it (newest first): by words of the
 * line, the actor or the target's number; by the kind of target and of action;
 * by KST period. Read only: nothing in the code changes or removes an entry
 * (../../server/audit.ts writes them; the table's triggers refuse the rest).
 */

function parsed(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function searchAuditLog(db: Db, input: AuditQuery): Promise<AuditList> {
  const period = kstPeriod(input.from, input.to);
  let base = db.selectFrom('auditLog');
  const q = input.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(summary)`, 'like', like), eb(sql`lower(actor)`, 'like', like), eb(sql`lower(reason)`, 'like', like), eb('targetId', '=', q)]));
  }
  if (input.targetType) base = base.where('targetType', '=', input.targetType);
  if (input.targetId) base = base.where('targetId', '=', input.targetId);
  if (period.start) base = base.where('createdAt', '>=', period.start);
  if (period.end) base = base.where('createdAt', '<=', period.end);
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(CONSOLE_PAGE_SIZE)
    .offset(offsetOf(input.page))
    .execute();
  const items: AuditEntryView[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    summary: row.summary,
    reason: row.reason,
    before: parsed(row.beforeJson),
    after: parsed(row.afterJson),
    ip: row.ip,
  }));
  return pageOf(items, total, input.page);
}
