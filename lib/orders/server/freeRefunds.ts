import { serviceNow } from '@/lib/server/clock';
import type { FreeRefundLine, FreeRefundList, FreeRefundRequest, ShippingAddress } from '@/lib/orders/orders.contract';
import { apiMessages } from '@/lib/messages/api';
import { orderMessages } from '@/lib/orders/order.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import type { FreeRefundRequestRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { findAddress } from '@/lib/account/server/addresses';
import { lockUserCart } from '@/lib/cart/server/lines';
import { lockOrder } from './lifecycle';
import { addHistory, payBack, refreshOrderStatus, splitReturn } from './records';
import type { FreeRefundInput } from './schemas';
import { findOwnOrder, freeRefundUntil, orderNotFound } from './view';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { formatWon } from '@/lib/format';
import { enterRefund } from '@/lib/settlement/server/ledger';
import { refundCompleted, refundRequested } from '@/lib/notifications/server/events';

const m = apiMessages.orders;

/**
 * The 60-day free refund (/orders/free_refunds). A retailer returns delivered
 * units within FREE_REFUND_DAYS of the delivery day, counted in KST calendar
 * days (freeRefundUntil: day 60 is in, day 61 out), up to what was delivered
 * minus what was cancelled or already asked back. The refund is the units'
 * charged price (delivery fees stay paid); it is paid when the return is
 * received (completeFreeRefundIn: the brand accepts the return in the brand
 * centre, lib/brandCenter/server/brandRefunds.ts), split between money and
 * credit as cancellations are (splitReturn).
 */

/** The lines of free-refund requests by request, in the order they were asked; only a brand's lines when `brandId` is given (the brand centre). */
export async function freeRefundLines(db: Db, requestIds: number[], brandId?: number): Promise<Map<number, FreeRefundLine[]>> {
  const byRequest = new Map<number, FreeRefundLine[]>();
  if (requestIds.length === 0) return byRequest;
  let query = db
    .selectFrom('freeRefundRequestItems')
    .innerJoin('orderItems', 'orderItems.id', 'freeRefundRequestItems.orderItemId')
    .select([
      'freeRefundRequestItems.requestId',
      'freeRefundRequestItems.orderItemId',
      'freeRefundRequestItems.count',
      'freeRefundRequestItems.amount',
      'orderItems.productName',
      'orderItems.color',
      'orderItems.size',
    ])
    .where('freeRefundRequestItems.requestId', 'in', requestIds);
  if (brandId !== undefined) query = query.where('orderItems.brandId', '=', brandId);
  for (const row of await query.orderBy('freeRefundRequestItems.id').execute()) {
    const line = { idItem: row.orderItemId, name: row.productName, color: row.color, size: row.size, count: row.count, amount: row.amount };
    byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), line]);
  }
  return byRequest;
}

/** Where a request's goods are picked up. */
export function pickupOf(request: Pick<FreeRefundRequestRow, 'recipient' | 'phone' | 'postcode' | 'address' | 'addressDetail'>): ShippingAddress {
  return { recipient: request.recipient, phone: request.phone, postcode: request.postcode, address: request.address, addressDetail: request.addressDetail };
}

async function requestView(db: Db, ids: number[]): Promise<FreeRefundRequest[]> {
  if (ids.length === 0) return [];
  const requests = await db.selectFrom('freeRefundRequests').selectAll().where('id', 'in', ids).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  const lines = await freeRefundLines(db, ids);
  return requests.map((request) => ({
    id: request.id,
    idOrder: request.orderId,
    status: request.status,
    reason: request.reason,
    refundAmount: request.refundAmount,
    pickup: pickupOf(request),
    items: lines.get(request.id) ?? [],
    createdAt: request.createdAt,
  }));
}

/** GET /orders/free_refunds: the caller's requests, newest first. */
export async function listFreeRefunds(db: Db, user: AuthUser): Promise<FreeRefundList> {
  const rows = await db.selectFrom('freeRefundRequests').select('id').where('userId', '=', user.id).execute();
  return { items: await requestView(db, rows.map((row) => row.id)) };
}

/** POST /orders/free_refunds: asks to return delivered units of one order (201 with the request). */
export async function requestFreeRefund(db: Db, user: AuthUser, input: FreeRefundInput, now: Date = serviceNow()): Promise<FreeRefundRequest> {
  const id = await db.transaction().execute(async (trx) => {
    const order = await findOwnOrder(trx, user.id, input.idOrder);
    const pickup = input.idAddress !== undefined ? await findAddress(trx, user, input.idAddress) : input.pickup;
    return (await requestWithin(trx, order.userId, order.id, { ...input, pickup }, now)).id;
  });
  return (await requestView(db, [id]))[0];
}

/**
 * The same request made by an operator for the retailer (the console): the same
 * rules, the pickup at the order's address unless one is given, the reason in
 * the history as `고객센터 처리 · …`, and an audit entry in the same transaction.
 */
export async function requestFreeRefundFor(db: Db, by: Actor, input: Omit<FreeRefundInput, 'idAddress'>, now: Date = serviceNow()): Promise<FreeRefundRequest> {
  const id = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'userId', 'status']).where('id', '=', input.idOrder).executeTakeFirst();
    if (!order) throw orderNotFound();
    const request = await requestWithin(trx, order.userId, order.id, { ...input, reason: orderMessages.operator.note(input.reason) }, now);
    const after = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      by,
      {
        action: 'order.refund_request',
        targetType: 'order',
        targetId: order.id,
        summary: orderMessages.operator.refundSummary(order.id, input.items.length, formatWon(request.refundAmount)),
        reason: input.reason,
        before: { status: order.status },
        after: { status: after.status },
      },
      now,
    );
    return request.id;
  });
  return (await requestView(db, [id]))[0];
}

/** A free-refund request of the order's owner, in the caller's transaction; answers its id and amount. */
async function requestWithin(
  trx: Db,
  ownerId: number,
  orderId: number,
  input: Pick<FreeRefundInput, 'items' | 'reason'> & { pickup?: ShippingAddress },
  now: Date,
): Promise<{ id: number; refundAmount: number }> {
  await lockUserCart(trx, ownerId);
  const order = (await lockOrder(trx, orderId))!;
  const lines = await trx.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).execute();
  const shipments = await trx.selectFrom('orderShipments').selectAll().where('orderId', '=', order.id).execute();
  const merged = new Map<number, number>();
  for (const item of input.items) merged.set(item.idItem, (merged.get(item.idItem) ?? 0) + item.count);
  const stamp = now.toISOString();
  const chosen = [...merged].map(([idItem, count], index) => {
    const line = lines.find((candidate) => candidate.id === idItem);
    if (!line) throw new DomainError(404, 'ORDER_ITEM_NOT_FOUND', m.itemNotFound, `items.${index}.idItem`);
    const shipment = shipments.find((candidate) => candidate.id === line.shipmentId)!;
    if (!shipment.deliveredAt || (line.status !== 'delivered' && line.status !== 'refund_requested')) {
      throw new DomainError(409, 'REFUND_NOT_DELIVERED', m.refundNotDelivered, `items.${index}.idItem`);
    }
    const until = freeRefundUntil(shipment.deliveredAt);
    if (stamp > until) throw new DomainError(409, 'REFUND_WINDOW_CLOSED', m.refundWindowClosed, `items.${index}.idItem`, { refundableUntil: until });
    const left = line.count - line.cancelledCount - line.refundRequestedCount;
    if (count > left) throw new DomainError(409, 'REFUND_COUNT_EXCEEDED', m.refundCountExceeded(Math.max(0, left)), `items.${index}.count`, { remaining: Math.max(0, left) });
    return { line, count, amount: line.unitPrice * count };
  });
  const refundAmount = chosen.reduce((sum, entry) => sum + entry.amount, 0);
  const pickup = input.pickup ?? { recipient: order.recipient, phone: order.recipientPhone, postcode: order.postcode, address: order.address, addressDetail: order.addressDetail };

  const request = await trx
    .insertInto('freeRefundRequests')
    .values({
      userId: ownerId,
      orderId: order.id,
      status: 'requested',
      reason: input.reason,
      refundAmount,
      recipient: pickup.recipient,
      phone: pickup.phone,
      postcode: pickup.postcode,
      address: pickup.address,
      addressDetail: pickup.addressDetail,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const entry of chosen) {
    await trx.insertInto('freeRefundRequestItems').values({ requestId: request.id, orderItemId: entry.line.id, count: entry.count, amount: entry.amount }).execute();
    await trx
      .updateTable('orderItems')
      .set((eb) => ({ refundRequestedCount: eb('refundRequestedCount', '+', entry.count), status: 'refund_requested' }))
      .where('id', '=', entry.line.id)
      .execute();
    await addHistory(trx, { orderId: order.id, orderItemId: entry.line.id, brandId: entry.line.brandId, status: 'refund_requested', note: orderMessages.history.refundRequested(input.reason) }, now);
  }
  await refreshOrderStatus(trx, order.id, now);
  await refundRequested(trx, request.id, now);
  return { id: request.id, refundAmount };
}

/**
 * The returned goods arrived: the request is refunded (money through the
 * card provider when the order was paid by card, credit given back in
 * proportion), the lines count the units as refunded and go back to 배송완료,
 * or 환불완료 once nothing of them is left; the brands' ledgers take the goods
 * off and give the commission back (lib/settlement). Opens its own transaction.
 */
export async function completeFreeRefund(db: Db, requestId: number, now: Date = serviceNow()): Promise<void> {
  await db.transaction().execute((trx) => completeFreeRefundIn(trx, requestId, now));
}

/** completeFreeRefund inside the caller's transaction (the brand centre's acceptance: lib/brandCenter/server/brandRefunds.ts). */
export async function completeFreeRefundIn(trx: Db, requestId: number, now: Date): Promise<void> {
  const request = await trx.selectFrom('freeRefundRequests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!request || request.status !== 'requested') throw new DomainError(409, 'SHIPMENT_STATE', m.shipmentState);
  const order = (await lockOrder(trx, request.orderId))!;
  const items = await trx.selectFrom('freeRefundRequestItems').selectAll().where('requestId', '=', requestId).execute();
  const { credit, money } = splitReturn(order, request.refundAmount, order.paidAt !== null);
  const stamp = now.toISOString();
  for (const item of items) {
    const line = await trx.selectFrom('orderItems').selectAll().where('id', '=', item.orderItemId).executeTakeFirstOrThrow();
    const refundedCount = line.refundedCount + item.count;
    const open = await trx
      .selectFrom('freeRefundRequestItems')
      .innerJoin('freeRefundRequests', 'freeRefundRequests.id', 'freeRefundRequestItems.requestId')
      .select('freeRefundRequestItems.id')
      .where('freeRefundRequestItems.orderItemId', '=', line.id)
      .where('freeRefundRequests.status', '=', 'requested')
      .where('freeRefundRequests.id', '!=', requestId)
      .executeTakeFirst();
    const status = refundedCount >= line.count - line.cancelledCount ? 'refunded' : open ? 'refund_requested' : 'delivered';
    await trx.updateTable('orderItems').set({ refundedCount, status }).where('id', '=', line.id).execute();
    await addHistory(trx, { orderId: order.id, orderItemId: line.id, brandId: line.brandId, status: 'refunded', note: orderMessages.history.refunded }, now);
  }
  await payBack(trx, order, { credit, money, reason: request.reason, paidOnly: false }, stamp);
  await trx
    .updateTable('orders')
    .set((eb) => ({
      cancelledAmount: eb('cancelledAmount', '+', request.refundAmount),
      refundedAmount: eb('refundedAmount', '+', money),
      creditReturned: eb('creditReturned', '+', credit),
    }))
    .where('id', '=', order.id)
    .execute();
  await trx.updateTable('freeRefundRequests').set({ status: 'refunded', updatedAt: stamp }).where('id', '=', requestId).execute();
  await enterRefund(trx, requestId, items, stamp);
  await refundCompleted(trx, requestId, now);
  await refreshOrderStatus(trx, order.id, now);
}
