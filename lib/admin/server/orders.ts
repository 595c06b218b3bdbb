import { sql, type ExpressionBuilder } from 'kysely';
import type { ConsoleOrderDetail, ConsoleOrderList, ConsoleOrderQuery } from '@/lib/admin/admin.contract';
import type { Db } from '@/lib/server/db';
import type { Database } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { apiMessages } from '@/lib/messages/api';
import { expireUnpaidOrders } from '@/lib/orders/server/lifecycle';
import { kstPeriod } from '@/lib/orders/server/period';
import { orderDetail } from '@/lib/orders/server/view';
import { CONSOLE_PAGE_SIZE, offsetOf, pageOf } from './paging';

/**
 * The console's orders: every retailer's, searched by order number, retailer
 * (상호 or e-mail), brand, status and the KST period they were ordered in, and
 * the two lists the dashboard counts (late shipments, open refund requests).
 * The detail is the retailer's own view of the order (../../orders/server/view.ts)
 * with the retailer it belongs to.
 */

const DAY_MS = 86_400_000;

/** A line paid this many days ago and still 상품준비중 is late: brands promise dispatch within 1 to 5 working days. */
export const LATE_SHIPPING_DAYS = 5;

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/** An order with a line still 상품준비중 LATE_SHIPPING_DAYS after payment (the list `late`, and the dashboard's count of it). */
export const lateShipment = (now: Date) => (eb: OrdersEb) =>
  eb.and([
    eb('orders.paidAt', '<', new Date(now.getTime() - LATE_SHIPPING_DAYS * DAY_MS).toISOString()),
    eb.exists(eb.selectFrom('orderItems').select('orderItems.id').whereRef('orderItems.orderId', '=', 'orders.id').where('orderItems.status', '=', 'preparing')),
  ]);

/** An order with a free-refund request its brand has not answered (the list `refund`, and the dashboard's count of it). */
export const openRefund = (eb: OrdersEb) =>
  eb.exists(eb.selectFrom('freeRefundRequests').select('freeRefundRequests.id').whereRef('freeRefundRequests.orderId', '=', 'orders.id').where('freeRefundRequests.status', '=', 'requested'));

export async function searchOrders(db: Db, input: ConsoleOrderQuery, now: Date): Promise<ConsoleOrderList> {
  await expireUnpaidOrders(db, now);
  const period = kstPeriod(input.from, input.to);
  let base = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.userId');
  const q = input.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase()}%`;
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    base = base.where((eb) =>
      eb.or([
        ...(id !== null ? [eb('orders.id', '=', id)] : []),
        eb(sql`lower(users.business_name)`, 'like', like),
        eb(sql`lower(users.email)`, 'like', like),
        eb.exists(
          eb.selectFrom('orderShipments').select('orderShipments.id').whereRef('orderShipments.orderId', '=', 'orders.id').where(sql`lower(order_shipments.brand_name)`, 'like', like),
        ),
      ]),
    );
  }
  if (input.status) base = base.where('orders.status', '=', input.status);
  if (period.start) base = base.where('orders.createdAt', '>=', period.start);
  if (period.end) base = base.where('orders.createdAt', '<=', period.end);
  if (input.late) base = base.where(lateShipment(now));
  if (input.refund) base = base.where(openRefund);
  const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .select(['orders.id', 'orders.status', 'orders.paymentMethod', 'orders.totalAmount', 'orders.createdAt', 'orders.paidAt', 'users.businessName', 'users.email'])
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(CONSOLE_PAGE_SIZE)
    .offset(offsetOf(input.page))
    .execute();
  const ids = rows.map((row) => row.id);
  const brands = ids.length
    ? await db.selectFrom('orderShipments').select(['orderId', 'brandName']).where('orderId', 'in', ids).orderBy('id').execute()
    : [];
  const items = rows.map((row) => ({
    idOrder: row.id,
    status: row.status,
    paymentMethod: row.paymentMethod,
    totalAmount: row.totalAmount,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    retailer: row.businessName,
    email: row.email,
    brandNames: brands.filter((brand) => brand.orderId === row.id).map((brand) => brand.brandName),
  }));
  return pageOf(items, total, input.page);
}

export async function consoleOrderDetail(db: Db, orderId: number, now: Date): Promise<ConsoleOrderDetail> {
  await expireUnpaidOrders(db, now);
  const owner = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.userId')
    .select(['users.id', 'users.businessName', 'users.email', 'users.mobileNo', 'users.registrationNo'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!owner) throw new DomainError(404, 'ORDER_NOT_FOUND', apiMessages.orders.orderNotFound);
  const refunds = await db
    .selectFrom('freeRefundRequests')
    .select(['id', 'status', 'reason', 'refundAmount', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('orderNotes')
    .innerJoin('operators', 'operators.id', 'orderNotes.operatorId')
    .select(['orderNotes.id', 'orderNotes.body', 'orderNotes.createdAt', 'operators.name as author'])
    .where('orderNotes.orderId', '=', orderId)
    .orderBy('orderNotes.createdAt', 'desc')
    .orderBy('orderNotes.id', 'desc')
    .execute();
  return {
    order: await orderDetail(db, owner.id, orderId, now),
    retailer: { id: owner.id, businessName: owner.businessName, email: owner.email, mobileNo: owner.mobileNo, registrationNo: owner.registrationNo },
    refunds,
    notes,
  };
}

/** An operator's note on an order, seen by operators only (audited like every operator action). */
export async function addOrderNote(db: Db, by: Actor, orderId: number, body: string, now: Date): Promise<{ id: number }> {
  if (by.operatorId === null) throw new DomainError(403, 'OPERATORS_ONLY', apiMessages.forbidden);
  const operatorId = by.operatorId;
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new DomainError(404, 'ORDER_NOT_FOUND', apiMessages.orders.orderNotFound);
    const row = await trx.insertInto('orderNotes').values({ orderId, operatorId, body, createdAt: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, by, { action: 'order.note', targetType: 'order', targetId: orderId, summary: `주문번호 ${orderId} 메모: ${body.slice(0, 80)}` }, now);
    return { id: row.id };
  });
}
