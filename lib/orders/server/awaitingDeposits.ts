import type { Db } from '@/lib/server/db';
import type { AwaitingDeposit } from '@/lib/orders/orders.contract';

/** The operator's list of bank transfers to confirm (scripts/admin.ts; confirmDeposit in ./lifecycle.ts). */


/** Orders whose bank transfer has not been confirmed yet, the oldest deadline first. */
export async function listAwaitingDeposits(db: Db): Promise<AwaitingDeposit[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select([
      'orders.id',
      'users.businessName',
      'users.email',
      'orders.totalAmount',
      'orders.depositHolder',
      'orders.paymentDueAt',
      'orders.createdAt',
    ])
    .where('orders.status', '=', 'awaiting_deposit')
    .orderBy('orders.paymentDueAt', 'asc')
    .orderBy('orders.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    buyer: row.businessName,
    email: row.email,
    amount: row.totalAmount,
    depositHolder: row.depositHolder,
    deadline: row.paymentDueAt,
    createdAt: row.createdAt,
  }));
}
