import { serviceNow } from '@/lib/server/clock';
import { apiMessages } from '@/lib/messages/api';
import { orderMessages } from '@/lib/orders/order.messages';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { OrderItemRow, OrderRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { formatWon } from '@/lib/format';
import { addHistory, LIVE_LINE, payBack, refreshOrderStatus, releaseStock, splitReturn } from './records';
import { enterDelivery } from '@/lib/settlement/server/ledger';
import { groupDelivered, groupShipped, orderPaid } from '@/lib/notifications/server/events';
import { freeRefundUntil } from './view';

/**
 * An order's life after checkout: payment arrives (markPaid, confirmDeposit),
 * unpaid orders lapse (expireUnpaidOrders), lines are cancelled
 * (cancelLines), and a brand group ships and is delivered (shipBrandGroup,
 * deliverBrandGroup: the brand centre, lib/brandCenter/server/brandOrders.ts,
 * and the seed). Every function runs in the caller's transaction
 * unless it says it opens its own.
 */

/** Referral reward: credited to the inviter once, when the invited retailer's first order is delivered. */
export const REFERRAL_REWARD = 50_000;

/** Locks an order's row (PostgreSQL; SQLite transactions already hold the write lock once they write). */
export async function lockOrder(trx: Db, orderId: number): Promise<OrderRow | undefined> {
  let query = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Marks an unpaid order paid: its lines go to 상품준비중, with the history. */
export async function markPaid(trx: Db, order: OrderRow, note: string, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await trx.updateTable('orders').set({ paidAt: stamp, paymentDueAt: order.paymentMethod === 'card' ? null : order.paymentDueAt, updatedAt: stamp }).where('id', '=', order.id).execute();
  await trx
    .updateTable('orderItems')
    .set({ status: 'preparing' })
    .where('orderId', '=', order.id)
    .where('status', 'in', ['pending_payment', 'awaiting_deposit'])
    .execute();
  await addHistory(trx, { orderId: order.id, status: 'paid', note }, now);
  await addHistory(trx, { orderId: order.id, status: 'preparing' }, now);
  await refreshOrderStatus(trx, order.id, now);
  await orderPaid(trx, order.id, now);
}

/**
 * A bank transfer arrived (the operator's confirmation: the console, the command; the seed and
 * tests use it). Opens its own transaction and audits it there. Idempotent: confirming an order
 * whose deposit is already confirmed changes nothing and answers `confirmed: false`.
 */
export async function confirmDeposit(db: Db, orderId: number, by: Actor, now: Date = serviceNow()): Promise<{ confirmed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw new DomainError(404, 'NOT_FOUND', apiMessages.orders.orderNotFound);
    if (order.status !== 'awaiting_deposit') {
      const deposited = await trx.selectFrom('payments').select('id').where('orderId', '=', orderId).where('provider', '=', 'bank_transfer').where('kind', '=', 'payment').executeTakeFirst();
      if (deposited) return { confirmed: false };
      throw new DomainError(409, 'NOT_PAYABLE', apiMessages.orders.notPayable);
    }
    await trx
      .insertInto('payments')
      .values({
        orderId,
        provider: 'bank_transfer',
        kind: 'payment',
        providerPaymentId: `bank-${orderId}`,
        amount: order.totalAmount,
        status: 'paid',
        createdAt: now.toISOString(),
      })
      .execute();
    await markPaid(trx, order, orderMessages.history.deposited, now);
    await recordAudit(
      trx,
      by,
      {
        action: 'order.deposit_confirm',
        targetType: 'order',
        targetId: orderId,
        summary: `주문번호 ${orderId} 입금 확인: ${formatWon(order.totalAmount)}${order.depositHolder ? ` (입금자 ${order.depositHolder})` : ''}`,
        before: { status: 'awaiting_deposit' },
        after: { status: 'preparing', paidAt: now.toISOString() },
      },
      now,
    );
    return { confirmed: true };
  });
}

/**
 * Cancels whole lines of an order: stock goes back, the group's delivery fee
 * is returned when its last live line goes, money and credit come back
 * (splitReturn; a paid card order is refunded through the provider), and the
 * order's amounts, status and history follow. Returns what came back.
 */
export async function cancelLines(
  trx: Db,
  order: OrderRow,
  lines: OrderItemRow[],
  reason: string,
  now: Date,
  options: { historyStatus?: string; dryRun?: boolean } = {},
): Promise<{ cancelledAmount: number; refundAmount: number; creditReturned: number }> {
  const all = await trx.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).execute();
  const shipments = await trx.selectFrom('orderShipments').selectAll().where('orderId', '=', order.id).execute();
  const cancelling = new Set(lines.map((line) => line.id));
  let gross = 0;
  for (const line of lines) gross += line.unitPrice * (line.count - line.cancelledCount - line.refundedCount);
  for (const shipment of shipments) {
    const live = all.filter((line) => line.shipmentId === shipment.id && LIVE_LINE(line.status));
    const left = live.filter((line) => !cancelling.has(line.id));
    if (live.length > 0 && left.length === 0) gross += shipment.deliveryFee;
    else if (left.length > 0 && live.length !== left.length) {
      const remaining = left.reduce((sum, line) => sum + line.unitPrice * (line.count - line.cancelledCount - line.refundedCount), 0);
      if (remaining < shipment.minimumOrderAmount) {
        throw new DomainError(409, 'CANCEL_BREAKS_MINIMUM', apiMessages.orders.cancelBreaksMinimum(shipment.brandName), 'itemIds', {
          idBrand: shipment.brandId,
        });
      }
    }
  }
  const { credit, money } = splitReturn(order, gross, order.paidAt !== null);
  const result = { cancelledAmount: gross, refundAmount: money, creditReturned: credit };
  if (options.dryRun) return result;

  const stamp = now.toISOString();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId || a.color.localeCompare(b.color) || a.size.localeCompare(b.size))) {
    await releaseStock(trx, { productId: line.productId, color: line.color, size: line.size, count: line.count - line.cancelledCount - line.refundedCount });
    await trx
      .updateTable('orderItems')
      .set({ status: 'cancelled', cancelledCount: line.count - line.refundedCount })
      .where('id', '=', line.id)
      .execute();
    await addHistory(trx, { orderId: order.id, status: options.historyStatus ?? 'cancelled', orderItemId: line.id, brandId: line.brandId, note: reason }, now);
  }
  await payBack(trx, order, { credit, money, reason, paidOnly: true }, stamp);
  await trx
    .updateTable('orders')
    .set((eb) => ({
      cancelledAmount: eb('cancelledAmount', '+', gross),
      refundedAmount: eb('refundedAmount', '+', money),
      creditReturned: eb('creditReturned', '+', credit),
      cancelReason: reason,
    }))
    .where('id', '=', order.id)
    .execute();
  const status = await refreshOrderStatus(trx, order.id, now);
  if (status === 'cancelled') await trx.updateTable('orders').set({ cancelledAt: stamp }).where('id', '=', order.id).execute();
  return result;
}

/**
 * Cancels unpaid orders whose payment is overdue (card: CARD_PAYMENT_MINUTES
 * after ordering; bank transfer: the deposit deadline), releasing their stock
 * and credit. No timer: it runs lazily before checkouts and order reads, and
 * from `npx tsx scripts/db.ts expire-orders`. Each order in its own
 * transaction, claimed with a conditional update so two runs never cancel one
 * order twice. Returns the ids it cancelled.
 */
export async function expireUnpaidOrders(db: Db, now: Date = serviceNow(), limit = 100): Promise<number[]> {
  const stamp = now.toISOString();
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', ['pending_payment', 'awaiting_deposit'])
    .where('paymentDueAt', '<', stamp)
    .orderBy('paymentDueAt')
    .limit(limit)
    .execute();
  const expired: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, id);
      if (!order || order.paidAt || !['pending_payment', 'awaiting_deposit'].includes(order.status) || !order.paymentDueAt || order.paymentDueAt >= stamp) {
        return false;
      }
      const lines = await trx.selectFrom('orderItems').selectAll().where('orderId', '=', id).execute();
      await cancelLines(trx, order, lines.filter((line) => LIVE_LINE(line.status)), orderMessages.history.expired, now, { historyStatus: 'expired' });
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/** A brand group leaves the warehouse: its 상품준비중 lines go 배송중 with the carrier and tracking number. Opens its own transaction. */
export async function shipBrandGroup(
  db: Db,
  orderId: number,
  brandId: number,
  tracking: { carrier: string; trackingNo: string },
  now: Date = serviceNow(),
): Promise<void> {
  await db.transaction().execute((trx) => shipBrandGroupIn(trx, orderId, brandId, tracking, now));
}

/** shipBrandGroup inside the caller's transaction (many groups shipped at once from an Excel file: lib/brandCenter/server/brandShipments.ts). */
export async function shipBrandGroupIn(trx: Db, orderId: number, brandId: number, tracking: { carrier: string; trackingNo: string }, now: Date): Promise<void> {
  await lockOrder(trx, orderId);
  const shipment = await trx.selectFrom('orderShipments').selectAll().where('orderId', '=', orderId).where('brandId', '=', brandId).executeTakeFirst();
  if (!shipment) throw new DomainError(404, 'SHIPMENT_NOT_FOUND', apiMessages.orders.shipmentNotFound);
  const moved = await trx
    .updateTable('orderItems')
    .set({ status: 'shipping' })
    .where('shipmentId', '=', shipment.id)
    .where('status', '=', 'preparing')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw new DomainError(409, 'SHIPMENT_STATE', apiMessages.orders.shipmentState);
  const stamp = now.toISOString();
  await trx.updateTable('orderShipments').set({ carrier: tracking.carrier, trackingNo: tracking.trackingNo, shippedAt: stamp }).where('id', '=', shipment.id).execute();
  await addHistory(trx, { orderId, brandId, status: 'shipping', note: orderMessages.history.shipped(tracking.carrier, tracking.trackingNo) }, now);
  await refreshOrderStatus(trx, orderId, now);
  await groupShipped(trx, orderId, brandId, now);
}

/**
 * A brand group is delivered: its 배송중 lines go 배송완료, `deliveredAt` starts
 * the 60-day free-refund window, and when the buyer was invited by another
 * retailer, the inviter is credited REFERRAL_REWARD, once per invited business
 * ever: not for an account of the inviter's own business registration number,
 * and not again for a new account that reuses a rewarded number (the ledger's
 * unique (kind, referred_user_id) and (kind, referred_registration_no) make a
 * second credit impossible, also under concurrent deliveries). The brand's
 * ledger gets the sale, the commission and the delivery fee (lib/settlement).
 * Opens its own transaction.
 */
export async function deliverBrandGroup(db: Db, orderId: number, brandId: number, now: Date = serviceNow()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    const shipment = await trx.selectFrom('orderShipments').selectAll().where('orderId', '=', orderId).where('brandId', '=', brandId).executeTakeFirst();
    if (!order || !shipment) throw new DomainError(404, 'SHIPMENT_NOT_FOUND', apiMessages.orders.shipmentNotFound);
    const moved = await trx
      .updateTable('orderItems')
      .set({ status: 'delivered' })
      .where('shipmentId', '=', shipment.id)
      .where('status', '=', 'shipping')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new DomainError(409, 'SHIPMENT_STATE', apiMessages.orders.shipmentState);
    const stamp = now.toISOString();
    await trx.updateTable('orderShipments').set({ deliveredAt: stamp }).where('id', '=', shipment.id).execute();
    await enterDelivery(trx, shipment, stamp);
    await groupDelivered(trx, orderId, brandId, freeRefundUntil(stamp), now);
    await addHistory(trx, { orderId, brandId, status: 'delivered', note: orderMessages.history.delivered }, now);
    await refreshOrderStatus(trx, orderId, now);

    const buyer = await trx
      .selectFrom('users as buyer')
      .innerJoin('users as inviter', 'inviter.id', 'buyer.referredBy')
      .select(['buyer.referredBy as inviterId', 'buyer.registrationNo as registrationNo', 'inviter.registrationNo as inviterRegistrationNo'])
      .where('buyer.id', '=', order.userId)
      .executeTakeFirst();
    if (buyer?.inviterId && buyer.registrationNo !== buyer.inviterRegistrationNo) {
      await trx
        .insertInto('creditLedger')
        .values({
          userId: buyer.inviterId,
          amount: REFERRAL_REWARD,
          kind: 'referral_reward',
          orderId,
          referredUserId: order.userId,
          referredRegistrationNo: buyer.registrationNo,
          createdAt: stamp,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

