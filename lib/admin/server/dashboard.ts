import { sql } from 'kysely';
import type { Dashboard, DashboardPeriod } from '@/lib/admin/admin.contract';
import type { Db } from '@/lib/server/db';
import { kstDayNumber, kstDayStart } from '@/lib/kstDate';

/**
 * The console's first page: what happened today and this month (Korea time),
 * and what waits for an operator now. Each figure is a count of the list it
 * links to, with the same conditions (./orders.ts, ./members.ts, the
 * applications and deposits lists), so a figure and its list always agree.
 */

/** A line paid this many days ago and still 상품준비중 is late: brands promise dispatch within 1 to 5 working days. */
export const LATE_SHIPPING_DAYS = 5;
/** A brand is shown for restocking from this many sold-out products on sale. */
export const SOLD_OUT_BRAND_MIN = 3;

const DAY_MS = 86_400_000;

/** The first moment (ISO) of the KST month of `now`. */
export function kstMonthStart(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  const firstDay = kstDayNumber(now) - (kst.getUTCDate() - 1);
  return kstDayStart(firstDay);
}

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
  const refunds = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .where((eb) => eb.exists(eb.selectFrom('freeRefundRequests').select('freeRefundRequests.id').whereRef('freeRefundRequests.orderId', '=', 'orders.id').where('freeRefundRequests.status', '=', 'requested')))
    .executeTakeFirstOrThrow();
  const late = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('orders.paidAt', '<', new Date(now.getTime() - LATE_SHIPPING_DAYS * DAY_MS).toISOString())
    .where((eb) => eb.exists(eb.selectFrom('orderItems').select('orderItems.id').whereRef('orderItems.orderId', '=', 'orders.id').where('orderItems.status', '=', 'preparing')))
    .executeTakeFirstOrThrow();
  const soldOut = await db
    .selectFrom('products')
    .select(['brandId', sql<number>`count(*)`.as('n')])
    .where('status', '=', 'active')
    .where('stock', '=', 0)
    .groupBy('brandId')
    .having(sql`count(*)`, '>=', SOLD_OUT_BRAND_MIN)
    .execute();
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
    soldOutBrands: soldOut.length,
  };
}
