import type { Db } from '@/lib/server/db';
import { formatWon } from '@/lib/format';
import { formatKstDate, formatKstDateTime } from '@/lib/kstDate';
import { trackingUrlOf } from '@/lib/orders/carriers';
import { notificationTemplates as t } from '@/lib/notifications/notifications.messages';
import { brandOwnerOf, notifyAddress, notifyUser } from './notify';

/**
 * The messages of each event (docs/DECISIONS.md, Notifications), called by the event's service in
 * its transaction with what it changed: one line there, the wording and the recipients here. Each
 * message's key names its event, so the same event never messages twice.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

async function orderOf(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'userId', 'paymentMethod', 'totalAmount', 'creditUsed', 'paymentDueAt', 'paidAt', 'depositBank', 'depositAccount', 'depositHolder'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** An order was placed: its confirmation (with the deposit instructions, and a reminder the day before the deadline), and, paid at once with credit, its payment. */
export async function orderPlaced(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await orderOf(trx, orderId);
  const amount = formatWon(order.totalAmount - order.creditUsed);
  const bank = order.paymentMethod === 'bank_transfer' && !order.paidAt && order.paymentDueAt;
  const deposit = bank ? { bank: `${order.depositBank} ${order.depositAccount}`, holder: order.depositHolder ?? '', deadline: formatKstDateTime(order.paymentDueAt!) } : null;
  await notifyUser(trx, order.userId, t.orderPlaced(orderId, amount, deposit), `order:${orderId}:placed`, now);
  if (bank) {
    const remindAt = new Date(new Date(order.paymentDueAt!).getTime() - DAY_MS);
    if (remindAt > now) {
      await notifyUser(trx, order.userId, t.depositReminder(orderId, amount, formatKstDateTime(order.paymentDueAt!)), `order:${orderId}:deposit-reminder`, now, {
        availableAt: remindAt.toISOString(),
        guard: `awaiting-deposit:${orderId}`,
        // By e-mail and 알림톡 only: the in-site list has the instructions, and a reminder there could outlive the payment.
        inSite: false,
      });
    }
  }
  if (order.paidAt) await orderPaid(trx, orderId, now);
}

/** An order's payment was confirmed: the retailer's receipt of it, and each brand's new order with its lines. */
export async function orderPaid(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await orderOf(trx, orderId);
  await notifyUser(trx, order.userId, t.paymentConfirmed(orderId, formatWon(order.totalAmount - order.creditUsed)), `order:${orderId}:paid`, now);
  const groups = await trx.selectFrom('orderShipments').select(['brandId', 'goodsAmount']).where('orderId', '=', orderId).execute();
  for (const group of groups) {
    const owner = await brandOwnerOf(trx, group.brandId);
    if (!owner) continue;
    const lines = await trx.selectFrom('orderItems').select(['productName', 'count']).where('orderId', '=', orderId).where('brandId', '=', group.brandId).orderBy('id').execute();
    const summary = lines.map((line) => `${line.productName} ${line.count}개`).join(', ');
    await notifyUser(trx, owner, t.brandNewOrder(orderId, summary, formatWon(group.goodsAmount)), `order:${orderId}:brand:${group.brandId}:new`, now);
  }
}

async function groupOf(trx: Db, orderId: number, brandId: number) {
  return trx
    .selectFrom('orderShipments')
    .innerJoin('orders', 'orders.id', 'orderShipments.orderId')
    .select(['orders.userId', 'orderShipments.brandName', 'orderShipments.carrier', 'orderShipments.trackingNo', 'orderShipments.deliveredAt'])
    .where('orderShipments.orderId', '=', orderId)
    .where('orderShipments.brandId', '=', brandId)
    .executeTakeFirstOrThrow();
}

/** A brand group left the warehouse: the retailer gets the carrier, the number and the carrier's tracking page. */
export async function groupShipped(trx: Db, orderId: number, brandId: number, now: Date): Promise<void> {
  const group = await groupOf(trx, orderId, brandId);
  const carrier = group.carrier ?? '';
  const trackingNo = group.trackingNo ?? '';
  await notifyUser(trx, group.userId, t.shipped(orderId, group.brandName, carrier, trackingNo, trackingUrlOf(carrier, trackingNo)), `order:${orderId}:brand:${brandId}:shipped`, now);
}

/** A brand group was delivered: the retailer learns until when it may be returned free. */
export async function groupDelivered(trx: Db, orderId: number, brandId: number, refundUntil: string, now: Date): Promise<void> {
  const group = await groupOf(trx, orderId, brandId);
  await notifyUser(trx, group.userId, t.delivered(orderId, group.brandName, formatKstDate(refundUntil)), `order:${orderId}:brand:${brandId}:delivered`, now);
}

/** A retailer asked for a free refund: each brand whose goods come back. */
export async function refundRequested(trx: Db, requestId: number, now: Date): Promise<void> {
  const request = await trx.selectFrom('freeRefundRequests').select(['orderId']).where('id', '=', requestId).executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('freeRefundRequestItems')
    .innerJoin('orderItems', 'orderItems.id', 'freeRefundRequestItems.orderItemId')
    .select(['orderItems.brandId', 'freeRefundRequestItems.amount'])
    .where('freeRefundRequestItems.requestId', '=', requestId)
    .execute();
  const byBrand = new Map<number, number>();
  for (const item of items) byBrand.set(item.brandId, (byBrand.get(item.brandId) ?? 0) + item.amount);
  for (const [brandId, amount] of byBrand) {
    const owner = await brandOwnerOf(trx, brandId);
    if (owner) await notifyUser(trx, owner, t.refundRequested(request.orderId, requestId, formatWon(amount)), `refund:${requestId}:brand:${brandId}:requested`, now);
  }
}

/** A free refund was completed: the retailer gets the amount returned. */
export async function refundCompleted(trx: Db, requestId: number, now: Date): Promise<void> {
  const request = await trx.selectFrom('freeRefundRequests').select(['orderId', 'userId', 'refundAmount']).where('id', '=', requestId).executeTakeFirstOrThrow();
  await notifyUser(trx, request.userId, t.refundCompleted(request.orderId, formatWon(request.refundAmount)), `refund:${requestId}:completed`, now);
}

/** A certification was decided: the retailer. */
export async function certificationDecided(trx: Db, applicationId: number, userId: number, rejectedFor: string | null, now: Date): Promise<void> {
  const message = rejectedFor === null ? t.certificationApproved() : t.applicationRejected(true, rejectedFor);
  await notifyUser(trx, userId, message, `application:${applicationId}:decided`, now);
}

/** A brand's admission was decided: the new brand user (approved), or the contact's e-mail (rejected; the applicant may have no account). */
export async function brandApplicationDecided(trx: Db, applicationId: number, outcome: { userId: number; brand: string; email: string } | { contactEmail: string; reason: string }, now: Date): Promise<void> {
  const key = `application:${applicationId}:decided`;
  if ('userId' in outcome) await notifyUser(trx, outcome.userId, t.brandApproved(outcome.brand, outcome.email), key, now);
  else await notifyAddress(trx, outcome.contactEmail, t.applicationRejected(false, outcome.reason), key, now);
}

/** A statement was made: the brand's owner. */
export async function statementReady(trx: Db, statementId: number, brandId: number, period: string, payout: number, now: Date): Promise<void> {
  const owner = await brandOwnerOf(trx, brandId);
  if (owner) await notifyUser(trx, owner, t.statementReady(statementId, period, formatWon(payout)), `statement:${statementId}:ready`, now);
}

/** An operator was invited (or reset): the link by e-mail, to the address given. */
export async function operatorInvited(trx: Db, email: string, name: string, role: string, link: string, expiresAt: string, now: Date): Promise<void> {
  await notifyAddress(trx, email, { ...t.operatorInvitation(name, role, formatKstDateTime(expiresAt)), link }, `operator-invitation:${email}:${expiresAt}`, now);
}
