import type { Kysely } from 'kysely';

/**
 * A referral reward once per business (docs/DECISIONS.md, Referral credit):
 * credit_ledger.referred_registration_no is the business registration number
 * of the retailer whose first delivered order earned a reward, unique per kind,
 * so new accounts that reuse one business number earn nothing more. Rewards
 * already given keep their number, the earliest per number only (a number
 * rewarded twice before this rule keeps its first reward's row as the one that
 * counts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_ledger').addColumn('referred_registration_no', 'text').execute();
  const rewards = await db
    .selectFrom('credit_ledger')
    .innerJoin('users', 'users.id', 'credit_ledger.referred_user_id')
    .select(['credit_ledger.id as id', 'users.registration_no as registrationNo'])
    .where('credit_ledger.kind', '=', 'referral_reward')
    .orderBy('credit_ledger.id')
    .execute();
  const seen = new Set<string>();
  for (const reward of rewards as { id: number; registrationNo: string }[]) {
    if (seen.has(reward.registrationNo)) continue;
    seen.add(reward.registrationNo);
    await db.updateTable('credit_ledger').set({ referred_registration_no: reward.registrationNo }).where('id', '=', reward.id).execute();
  }
  await db.schema
    .createIndex('credit_ledger_referral_business_once')
    .on('credit_ledger')
    .columns(['kind', 'referred_registration_no'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('credit_ledger_referral_business_once').execute();
  await db.schema.alterTable('credit_ledger').dropColumn('referred_registration_no').execute();
}
