import { sql } from 'kysely';
import { z } from 'zod';
import type { BrandSales } from '@/lib/brandCenter/brandOrders.contract';
import { kstDayOfIsoDate, kstIsoDate } from '@/lib/kstDate';
import { apiMessages } from '@/lib/messages/api';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { serviceNow } from '@/lib/server/clock';
import { kstDateParam, kstPeriod } from '@/lib/orders/server/period';

/** A brand's sales by retailer (the brand centre's sales page); only the brand's own lines count (the rule of ./brandOrders.ts). */

const m = apiMessages.brandOrders;

export const brandSalesQuerySchema = z.object({ from: kstDateParam.optional(), to: kstDateParam.optional() });

/** The KST dates of the month of `now` so far: the default period of the sales page. */
export function thisMonthKst(now: Date): { from: string; to: string } {
  const today = kstIsoDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * GET /orders/details/brand_purchase_history for a brand user: per retailer,
 * the paid orders of the period (KST dates, by order time; this month by
 * default) holding the brand's units, the units and the goods amount (unit
 * price charged x units, cancelled and refunded units left out), and the
 * latest order; largest first, with totals.
 */
export async function getBrandSales(db: Db, brandId: number, input: { from?: string; to?: string }, now: Date = serviceNow()): Promise<BrandSales> {
  const fallback = thisMonthKst(now);
  const from = input.from ?? (input.to && input.to < fallback.from ? input.to : fallback.from);
  const to = input.to ?? (input.from && input.from > fallback.to ? input.from : fallback.to);
  const period = kstPeriod(from, to, m.periodReversed);
  if (kstDayOfIsoDate(to)! - kstDayOfIsoDate(from)! > 366) throw new DomainError(400, 'VALIDATION', m.periodTooLong, 'from');
  const units = sql<number>`(${sql.ref('orderItems.count')} - ${sql.ref('orderItems.cancelledCount')} - ${sql.ref('orderItems.refundedCount')})`;
  const rows = await db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select((eb) => [
      'orders.userId',
      'users.businessName',
      eb.fn.count<number>('orders.id').distinct().as('orders'),
      eb.fn.sum<number>(units).as('units'),
      eb.fn.sum<number>(sql<number>`${sql.ref('orderItems.unitPrice')} * ${units}`).as('amount'),
      eb.fn.max('orders.createdAt').as('last'),
    ])
    .where('orderItems.brandId', '=', brandId)
    .where('orders.paidAt', 'is not', null)
    .where('orders.createdAt', '>=', period.start!)
    .where('orders.createdAt', '<=', period.end!)
    .where(units, '>', 0)
    .groupBy(['orders.userId', 'users.businessName'])
    .execute();
  const items = rows
    .map((row) => ({
      idRetailer: row.userId,
      businessName: row.businessName,
      orders: Number(row.orders),
      units: Number(row.units),
      goodsAmount: Number(row.amount),
      lastOrderedAt: String(row.last),
    }))
    .sort((a, b) => b.goodsAmount - a.goodsAmount || b.lastOrderedAt.localeCompare(a.lastOrderedAt));
  return {
    from,
    to,
    items,
    totals: {
      retailers: items.length,
      orders: items.reduce((sum, row) => sum + row.orders, 0),
      units: items.reduce((sum, row) => sum + row.units, 0),
      goodsAmount: items.reduce((sum, row) => sum + row.goodsAmount, 0),
    },
  };
}
