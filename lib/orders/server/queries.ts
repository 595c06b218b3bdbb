import { serviceNow } from '@/lib/server/clock';
import type { OrderDetail, OrderList, OrderSummary } from '@/lib/orders/orders.contract';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { expireUnpaidOrders } from './lifecycle';
import type { ListOrdersInput } from './schemas';
import { orderDetail } from './view';
import { kstPeriod } from './period';

/** The order reads. Each first lapses overdue unpaid orders (expireUnpaidOrders), so what it shows is current. */

/**
 * GET /orders: the caller's orders, newest first, optionally of some statuses
 * and ordered between two KST dates (inclusive), paged.
 */
export async function listOrders(db: Db, user: AuthUser, input: ListOrdersInput, now: Date = serviceNow()): Promise<OrderList> {
  await expireUnpaidOrders(db, now);
  const period = kstPeriod(input.from, input.to);
  let base = db.selectFrom('orders').where('userId', '=', user.id);
  if (input.status) base = base.where('status', 'in', input.status);
  if (period.start) base = base.where('createdAt', '>=', period.start);
  if (period.end) base = base.where('createdAt', '<=', period.end);
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(totalRow.n);
  const orders = await base
    .select(['id', 'status', 'paymentMethod', 'totalAmount', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .execute();
  const ids = orders.map((order) => order.id);
  const lines = ids.length
    ? await db
        .selectFrom('orderItems')
        .innerJoin('orderShipments', 'orderShipments.id', 'orderItems.shipmentId')
        .select(['orderItems.orderId', 'orderItems.productName', 'orderItems.image', 'orderShipments.brandName'])
        .where('orderItems.orderId', 'in', ids)
        .orderBy('orderItems.id')
        .execute()
    : [];
  const items: OrderSummary[] = orders.map((order) => {
    const own = lines.filter((line) => line.orderId === order.id);
    const first = own[0];
    return {
      idOrder: order.id,
      status: order.status,
      paymentMethod: order.paymentMethod,
      totalAmount: order.totalAmount,
      createdAt: order.createdAt,
      title: first ? (own.length > 1 ? `${first.productName} 외 ${own.length - 1}건` : first.productName) : '',
      itemCount: own.length,
      image: first?.image ?? null,
      brandNames: [...new Set(own.map((line) => line.brandName))],
    };
  });
  return { items, total, page: input.page, limit: input.limit, totalPages: Math.max(1, Math.ceil(total / input.limit)) };
}

/** GET /orders/{idOrder}: the caller's order (404 for anyone else's). */
export async function getOrder(db: Db, user: AuthUser, orderId: number, now: Date = serviceNow()): Promise<OrderDetail> {
  await expireUnpaidOrders(db, now);
  return orderDetail(db, user.id, orderId, now);
}
