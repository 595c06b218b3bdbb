import { adminMemberMessages } from '@/lib/admin/admin.messages';
import { formatWon } from '@/lib/format';
import { lockUserCart } from '@/lib/cart/server/lines';
import { creditBalance } from '@/lib/orders/server/records';
import { recordAudit, type Actor } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';

/**
 * An operator's adjustment of a retailer's referral credit (a goodwill credit,
 * a correction): one ledger entry of kind 'adjustment' with the reason the
 * retailer reads in their credit history, never an edited balance; the balance
 * never goes below zero. The retailer's cart lock is taken first, as a checkout
 * that spends credit takes it, so the two never race.
 */
export async function adjustCredit(db: Db, by: Actor, userId: number, amount: number, reason: string, now: Date): Promise<{ userId: number; balance: number }> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('users').select(['id', 'userType', 'businessName', 'email']).where('id', '=', userId).executeTakeFirst();
    if (!member) throw new DomainError(404, 'NOT_FOUND', adminMemberMessages.notFound);
    if (member.userType !== 'retailer') throw new DomainError(409, 'RETAILERS_ONLY', adminMemberMessages.creditRetailersOnly);
    await lockUserCart(trx, userId);
    const before = await creditBalance(trx, userId);
    const after = before + amount;
    if (after < 0) throw new DomainError(409, 'CREDIT_NEGATIVE', adminMemberMessages.creditNegative(formatWon(before)), 'amount');
    await trx
      .insertInto('creditLedger')
      .values({ userId, amount, kind: 'adjustment', orderId: null, referredUserId: null, referredRegistrationNo: null, note: reason, createdAt: now.toISOString() })
      .execute();
    await recordAudit(
      trx,
      by,
      {
        action: 'member.credit_adjust',
        targetType: 'user',
        targetId: userId,
        summary: `${member.businessName}(${member.email}) 적립금 ${amount > 0 ? '+' : ''}${formatWon(amount)} 조정, 잔액 ${formatWon(after)}`,
        reason,
        before: { credit: before },
        after: { credit: after },
      },
      now,
    );
    return { userId, balance: after };
  });
}
