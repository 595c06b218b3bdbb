import { adminMemberMessages } from '@/lib/admin/admin.messages';
import type { MemberStanding } from '@/lib/admin/admin.contract';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { revokeOtherSessions } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { DomainError } from '@/lib/server/errors';

/**
 * Suspending a member (docs/DECISIONS.md, Operators), in one transaction with
 * its audit entry: the account cannot sign in and its sessions end at once; a
 * brand user's brands leave the storefront (their products are no longer on
 * sale: lib/catalog/server/onSale.ts), and carts show those lines unavailable.
 * Reactivating undoes both. Orders already placed go on as they are.
 */

const userTypeLabel = { retailer: '소매점', brand: '브랜드' } as const;

async function lockMember(trx: Db, userId: number) {
  let query = trx.selectFrom('users').select(['id', 'email', 'businessName', 'userType', 'suspendedAt']).where('id', '=', userId);
  if (isPostgres(trx)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new DomainError(404, 'NOT_FOUND', adminMemberMessages.notFound);
  return row;
}

export async function suspendMember(db: Db, by: Actor, userId: number, reason: string, now: Date): Promise<MemberStanding> {
  const text = reason.trim();
  if (!text) throw new DomainError(400, 'VALIDATION', adminMemberMessages.reasonRequired, 'reason');
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, userId);
    if (member.suspendedAt) throw new DomainError(409, 'ALREADY_SUSPENDED', adminMemberMessages.alreadySuspended);
    await trx.updateTable('users').set({ suspendedAt: at, suspendedReason: text, updatedAt: at }).where('id', '=', userId).execute();
    await trx.updateTable('brands').set({ suspendedAt: at }).where('ownerUserId', '=', userId).execute();
    await revokeOtherSessions(trx, userId, null);
    await recordAudit(
      trx,
      by,
      {
        action: 'member.suspend',
        targetType: 'user',
        targetId: userId,
        summary: `${userTypeLabel[member.userType]} ${member.businessName}(${member.email}) 이용 정지`,
        reason: text,
        before: { suspended: false },
        after: { suspended: true },
      },
      now,
    );
    return { userId, suspendedAt: at, suspendedReason: text };
  });
}

export async function reactivateMember(db: Db, by: Actor, userId: number, now: Date): Promise<MemberStanding> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, userId);
    if (!member.suspendedAt) throw new DomainError(409, 'NOT_SUSPENDED', adminMemberMessages.notSuspended);
    await trx.updateTable('users').set({ suspendedAt: null, suspendedReason: '', updatedAt: at }).where('id', '=', userId).execute();
    await trx.updateTable('brands').set({ suspendedAt: null }).where('ownerUserId', '=', userId).execute();
    await recordAudit(
      trx,
      by,
      {
        action: 'member.reactivate',
        targetType: 'user',
        targetId: userId,
        summary: `${userTypeLabel[member.userType]} ${member.businessName}(${member.email}) 이용 정지 해제`,
        before: { suspended: true },
        after: { suspended: false },
      },
      now,
    );
    return { userId, suspendedAt: null, suspendedReason: '' };
  });
}
