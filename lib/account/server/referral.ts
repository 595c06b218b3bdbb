import type { ReferralSummary } from '@/lib/orders/orders.contract';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { REFERRAL_REWARD } from '@/lib/orders/server/lifecycle';
import { creditBalance } from '@/lib/orders/server/records';

/**
 * GET /users/referral: the caller's referral code and link, the retailers who
 * joined with it (business names partly hidden), whether each has earned the
 * reward (credited once, when their first order is delivered:
 * deliverBrandGroup in ../../orders/server/lifecycle.ts), the credit balance and the
 * ledger, newest first.
 */
export async function getReferral(db: Db, user: AuthUser): Promise<ReferralSummary> {
  const me = await db.selectFrom('users').select('referralCode').where('id', '=', user.id).executeTakeFirstOrThrow();
  const joined = await db
    .selectFrom('users')
    .leftJoin('creditLedger', (join) =>
      join.onRef('creditLedger.referredUserId', '=', 'users.id').on('creditLedger.kind', '=', 'referral_reward'),
    )
    .select(['users.businessName', 'users.createdAt', 'creditLedger.id as rewardId'])
    .where('users.referredBy', '=', user.id)
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  const ledger = await db
    .selectFrom('creditLedger')
    .select(['amount', 'kind', 'orderId', 'createdAt', 'note'])
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return {
    code: me.referralCode,
    linkPath: `/register/register?ref=${encodeURIComponent(me.referralCode)}`,
    rewardAmount: REFERRAL_REWARD,
    creditBalance: await creditBalance(db, user.id),
    joined: joined.map((row) => ({ businessName: maskName(row.businessName), joinedAt: row.createdAt, rewarded: row.rewardId !== null })),
    ledger: ledger.map((row) => ({ amount: row.amount, kind: row.kind, idOrder: row.orderId, createdAt: row.createdAt, note: row.note })),
  };
}

/** "데모 잡화점" -> "데*** 잡화점"-like: the first character and the last two stay. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 3) return `${chars[0]}*${chars[2]}`;
  return `${chars[0]}${'*'.repeat(chars.length - 3)}${chars.slice(-2).join('')}`;
}
