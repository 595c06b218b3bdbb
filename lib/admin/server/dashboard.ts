import { sql } from 'kysely';
import type { Dashboard, DashboardPeriod } from '@/lib/admin/admin.contract';
import type { Db } from '@/lib/server/db';
import { kstDayNumber, kstDayStart, kstMonthStart } from '@/lib/kstDate';
import { SOLD_OUT_BRAND_MIN, soldOutCountOf } from './members';
import { lateShipment, openRefund } from './orders';

/**
 * The console's first page: what happened today and this month (Korea time),
 * and what waits for an operator now. Each figure counts the list it links to
 * with that list's own condition (./orders.ts, ./members.ts, the applications
 * and deposits lists), so a figure and its list always agree.
 */

async function periodFigures(db: Db, from: string): Promise<DashboardPeriod> {
  const orders = await db
    .selectFrom('orders')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`coalesce(sum(goods_amount + delivery_fee - cancelled_amount), 0)`.as('gmv'),
    ])
    .where('paidAt', '>=', from)
    .executeTakeFirstOrThrow();
  const retailers = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('userType', '=', 'retailer')
    .where('createdAt', '>=', from)
    .executeTakeFirstOrThrow();
  return { from, orders: Number(orders.n), gmv: Number(orders.gmv), newRetailers: Number(retailers.n) };
}

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const at = now.toISOString();
  const count = (row: { n: unknown }) => Number(row.n);
  const applications = await db
    .selectFrom('applications')
    .select(['kind', sql<number>`count(*)`.as('n')])
    .where('status', '=', 'pending')
    .groupBy('kind')
    .execute();
  const deposits = await db
    .selectFrom('orders')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(case when payment_due_at < ${at} then 1 else 0 end), 0)`.as('overdue')])
    .where('status', '=', 'awaiting_deposit')
    .executeTakeFirstOrThrow();
  const refunds = await db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).where(openRefund).executeTakeFirstOrThrow();
  const late = await db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).where(lateShipment(now)).executeTakeFirstOrThrow();
  const soldOut = await db.selectFrom('brands').select(sql<number>`count(*)`.as('n')).where(soldOutCountOf, '>=', SOLD_OUT_BRAND_MIN).executeTakeFirstOrThrow();
  const pending = (kind: 'certification' | 'brand') => count(applications.find((row) => row.kind === kind) ?? { n: 0 });
  return {
    now: at,
    today: await periodFigures(db, kstDayStart(kstDayNumber(now))),
    month: await periodFigures(db, kstMonthStart(now)),
    pendingCertifications: pending('certification'),
    pendingBrands: pending('brand'),
    awaitingDeposits: count(deposits),
    overdueDeposits: Number(deposits.overdue),
    openRefunds: count(refunds),
    lateShipments: count(late),
    soldOutBrands: count(soldOut),
  };
}
