import type { OrderStatus } from '@/lib/orders/orders.contract';
import type { Db } from '@/lib/server/db';
import type { OrderRow } from '@/lib/server/db/schema';
import { getPaymentProvider } from '@/lib/server/payments';

/**
 * Writes every order command shares: status history, the order's status from
 * its lines, stock going out and back, and credit. Each runs inside the
 * caller's transaction.
 */

/** Lines that still count: not cancelled and not fully refunded. */
export const LIVE_LINE = (status: OrderStatus) => status !== 'cancelled' && status !== 'refunded';

const PROGRESS: OrderStatus[] = ['pending_payment', 'awaiting_deposit', 'preparing', 'shipping', 'delivered', 'refund_requested'];

/**
 * An order's status from its lines: the least advanced live line's; with no
 * live line, refunded when any line was refunded, else cancelled.
 */
export function orderStatusOf(lines: { status: OrderStatus; refundedCount: number }[]): OrderStatus {
  const live = lines.filter((line) => LIVE_LINE(line.status));
  if (live.length === 0) return lines.some((line) => line.status === 'refunded' || line.refundedCount > 0) ? 'refunded' : 'cancelled';
  return live.reduce<OrderStatus>(
    (least, line) => (PROGRESS.indexOf(line.status) < PROGRESS.indexOf(least) ? line.status : least),
    live[0].status,
  );
}

/** Sets the order's status from its lines (and updatedAt); returns it. */
export async function refreshOrderStatus(trx: Db, orderId: number, now: Date): Promise<OrderStatus> {
  const lines = await trx.selectFrom('orderItems').select(['status', 'refundedCount']).where('orderId', '=', orderId).execute();
  const status = orderStatusOf(lines);
  await trx.updateTable('orders').set({ status, updatedAt: now.toISOString() }).where('id', '=', orderId).execute();
  return status;
}

export async function addHistory(
  trx: Db,
  entry: { orderId: number; status: string; note?: string; brandId?: number | null; orderItemId?: number | null },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('orderStatusHistory')
    .values({
      orderId: entry.orderId,
      status: entry.status,
      note: entry.note ?? '',
      brandId: entry.brandId ?? null,
      orderItemId: entry.orderItemId ?? null,
      createdAt: now.toISOString(),
    })
    .execute();
}

/**
 * Takes `count` units of one option out of stock, never below zero: a
 * conditional UPDATE … WHERE stock >= count on the option and then on the
 * product (rows are locked in this order by every command, so concurrent
 * orders wait instead of deadlocking). Returns false when the stock is short.
 */
export async function takeStock(trx: Db, item: { productId: number; color: string; size: string; count: number }): Promise<boolean> {
  const option = await trx
    .updateTable('productOptions')
    .set((eb) => ({ stock: eb('stock', '-', item.count) }))
    .where('productId', '=', item.productId)
    .where('color', '=', item.color)
    .where('size', '=', item.size)
    .where('stock', '>=', item.count)
    .executeTakeFirst();
  if (Number(option.numUpdatedRows) !== 1) return false;
  const product = await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', item.count), salesCount: eb('salesCount', '+', item.count) }))
    .where('id', '=', item.productId)
    .where('stock', '>=', item.count)
    .executeTakeFirst();
  return Number(product.numUpdatedRows) === 1;
}

/** Puts `count` units of an option back (a cancelled or lapsed order). A removed option leaves the stock as it is. */
export async function releaseStock(trx: Db, item: { productId: number; color: string; size: string; count: number }): Promise<void> {
  if (item.count <= 0) return;
  const option = await trx
    .updateTable('productOptions')
    .set((eb) => ({ stock: eb('stock', '+', item.count) }))
    .where('productId', '=', item.productId)
    .where('color', '=', item.color)
    .where('size', '=', item.size)
    .executeTakeFirst();
  if (Number(option.numUpdatedRows) !== 1) return;
  await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', item.count), salesCount: eb('salesCount', '-', item.count) }))
    .where('id', '=', item.productId)
    .execute();
}

/** A user's credit balance: the sum of their ledger. */
export async function creditBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('creditLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('balance'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * How a cancelled or refunded amount (goods and fees, `gross`) comes back:
 * credit in proportion to the credit the order used (rounded down), money for
 * the rest; when `gross` is all that is left of the order, whatever credit and
 * money remain, so the parts always add up to what was paid.
 */
export function splitReturn(
  order: { goodsAmount: number; deliveryFee: number; creditUsed: number; totalAmount: number; cancelledAmount: number; refundedAmount: number; creditReturned: number },
  gross: number,
  paid: boolean,
): { credit: number; money: number } {
  const orderGross = order.goodsAmount + order.deliveryFee;
  const creditLeft = order.creditUsed - order.creditReturned;
  const last = order.cancelledAmount + gross >= orderGross;
  const credit = last ? creditLeft : Math.min(creditLeft, orderGross > 0 ? Math.floor((order.creditUsed * gross) / orderGross) : 0);
  const moneyLeft = paid ? order.totalAmount - order.refundedAmount : 0;
  const money = last ? moneyLeft : Math.min(moneyLeft, paid ? gross - credit : 0);
  return { credit, money };
}

/**
 * Gives back what splitReturn shared out: `money` refunded through the order's
 * payment (bank transfers by hand) and recorded as a refund, `credit` put back
 * in the ledger. A cancellation refunds only a payment that went through
 * (`paidOnly`); a free refund, of a delivered order, takes the order's payment.
 */
export async function payBack(
  trx: Db,
  order: Pick<OrderRow, 'id' | 'userId' | 'paymentMethod'>,
  back: { credit: number; money: number; reason: string; paidOnly: boolean },
  stamp: string,
): Promise<void> {
  const { credit, money, reason } = back;
  if (money > 0) {
    let query = trx.selectFrom('payments').select(['provider', 'providerPaymentId']).where('orderId', '=', order.id).where('kind', '=', 'payment');
    if (back.paidOnly) query = query.where('status', '=', 'paid');
    const payment = await query.executeTakeFirst();
    let raw: Record<string, unknown> = {};
    if (payment && payment.provider !== 'bank_transfer' && payment.providerPaymentId) {
      raw = await getPaymentProvider().refund({ providerPaymentId: payment.providerPaymentId, amount: money, reason });
    }
    await trx
      .insertInto('payments')
      .values({
        orderId: order.id,
        provider: payment?.provider ?? order.paymentMethod,
        kind: 'refund',
        providerPaymentId: null,
        amount: money,
        status: 'refunded',
        raw: JSON.stringify(raw),
        createdAt: stamp,
      })
      .execute();
  }
  if (credit > 0) {
    await trx
      .insertInto('creditLedger')
      .values({ userId: order.userId, amount: credit, kind: 'order_return', orderId: order.id, referredUserId: null, createdAt: stamp })
      .execute();
  }
}
