import { serviceNow } from '@/lib/server/clock';
import type { CancelOrderResult, OrderDetail } from '@/lib/orders/orders.contract';
import { apiMessages } from '@/lib/messages/api';
import { orderMessages } from '@/lib/orders/order.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { recordAudit, type Actor } from '@/lib/server/audit';
import { formatWon } from '@/lib/format';
import { getPaymentProvider, orderIdOfPayment, type PaymentProvider } from '@/lib/server/payments';
import { lockUserCart } from '@/lib/cart/server/lines';
import { cancelLines, expireUnpaidOrders, lockOrder, markPaid } from './lifecycle';
import { LIVE_LINE } from './records';
import type { CancelOrderInput } from './schemas';
import { CANCELLABLE, findOwnOrder, orderDetail, orderNotFound } from './view';

const m = apiMessages.orders;

/**
 * POST /orders/{idOrder}/cancel: cancels whole lines (`itemIds`, or every
 * live line) while none of them has shipped (409 NOT_CANCELLABLE otherwise).
 * An unpaid order is cancelled whole only; a partial cancellation must leave
 * each brand group at its minimum order amount or cancel the group entirely.
 * The refund is computed on the server (cancelLines); `dryRun` answers it
 * without changing anything. Another user's order is a 404.
 */
export async function cancelOrder(db: Db, user: AuthUser, orderId: number, input: CancelOrderInput, now: Date = serviceNow()): Promise<CancelOrderResult> {
  await expireUnpaidOrders(db, now);
  return db.transaction().execute(async (trx) => {
    await findOwnOrder(trx, user.id, orderId);
    return cancelWithin(trx, user.id, orderId, input, now);
  });
}

/**
 * The same cancellation taken by an operator on the retailer's behalf (the
 * console): the same rules and money paths, the reason in the order's history
 * as the retailer's would be, and an audit entry in the same transaction (not
 * for a dry run, which changes nothing). Any order; an unknown one is a 404.
 */
export async function cancelOrderFor(db: Db, by: Actor, orderId: number, input: CancelOrderInput, now: Date = serviceNow()): Promise<CancelOrderResult> {
  await expireUnpaidOrders(db, now);
  return db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('orders').select(['userId', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!owner) throw orderNotFound();
    const result = await cancelWithin(trx, owner.userId, orderId, { ...input, reason: orderMessages.operator.note(input.reason) }, now);
    if (!result.dryRun) {
      await recordAudit(
        trx,
        by,
        {
          action: 'order.cancel',
          targetType: 'order',
          targetId: orderId,
          summary: orderMessages.operator.cancelSummary(orderId, result.itemIds.length, formatWon(result.refundAmount)),
          reason: input.reason,
          before: { status: owner.status },
          after: { status: result.status },
        },
        now,
      );
    }
    return result;
  });
}

/** The cancellation itself, in the caller's transaction, for the order's owner. */
async function cancelWithin(trx: Db, ownerId: number, orderId: number, input: CancelOrderInput, now: Date): Promise<CancelOrderResult> {
  await lockUserCart(trx, ownerId);
  const order = (await lockOrder(trx, orderId))!;
  const lines = await trx.selectFrom('orderItems').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  let targets = lines.filter((line) => LIVE_LINE(line.status));
  if (input.itemIds) {
    const wanted = new Set(input.itemIds);
    targets = lines.filter((line) => wanted.has(line.id));
    if (targets.length !== wanted.size) throw new DomainError(404, 'ORDER_ITEM_NOT_FOUND', m.itemNotFound, 'itemIds');
  }
  if (targets.length === 0 || targets.some((line) => line.status === 'cancelled')) {
    throw new DomainError(409, 'ALREADY_CANCELLED', m.alreadyCancelled, 'itemIds');
  }
  if (targets.some((line) => !CANCELLABLE.includes(line.status))) throw new DomainError(409, 'NOT_CANCELLABLE', m.notCancellable, 'itemIds');
  const live = lines.filter((line) => LIVE_LINE(line.status));
  if (order.paidAt === null && targets.length !== live.length) throw new DomainError(409, 'UNPAID_WHOLE_ONLY', m.unpaidWholeOnly, 'itemIds');

  const result = await cancelLines(trx, order, targets, input.reason, now, { dryRun: input.dryRun });
  const status = input.dryRun ? order.status : (await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  return { dryRun: input.dryRun, idOrder: orderId, itemIds: targets.map((line) => line.id), ...result, status };
}

/**
 * Confirms a card order's payment with the configured provider, for the
 * order's own total: the provider's amount and currency must match (409
 * PAYMENT_MISMATCH) and its payment id must not pay another order (409
 * PAYMENT_TAKEN). Idempotent: a paid order answers as it is. The provider is
 * asked outside the transaction (it may call the network); the order is
 * re-checked under its lock before it is marked paid.
 */
async function confirmCardPayment(
  provider: PaymentProvider,
  db: Db,
  orderId: number,
  userId: number | null,
  proof: { cardNumber?: string; paymentId?: string },
  now: Date,
): Promise<void> {
  await expireUnpaidOrders(db, now);
  const order = userId === null
    ? await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
    : await findOwnOrder(db, userId, orderId);
  if (!order) throw orderNotFound();
  if (order.paidAt) return;
  if (order.status === 'cancelled') throw new DomainError(409, 'PAYMENT_EXPIRED', m.paymentExpired);
  if (order.paymentMethod !== 'card' || order.status !== 'pending_payment') throw new DomainError(409, 'NOT_PAYABLE', m.notPayable);

  const verified = await provider.confirm({ orderId, amount: order.totalAmount, ...proof });
  if (!verified.paid) throw new DomainError(409, 'PAYMENT_NOT_PAID', m.paymentNotPaid);
  if (verified.amount !== order.totalAmount || verified.currency !== 'KRW') {
    throw new DomainError(409, 'PAYMENT_MISMATCH', m.paymentMismatch, undefined, { paidAmount: verified.amount, totalAmount: order.totalAmount });
  }
  await db.transaction().execute(async (trx) => {
    const current = (await lockOrder(trx, orderId))!;
    if (current.paidAt) return;
    if (current.status !== 'pending_payment') throw new DomainError(409, 'PAYMENT_EXPIRED', m.paymentExpired);
    const taken = await trx.selectFrom('payments').select('orderId').where('providerPaymentId', '=', verified.providerPaymentId).executeTakeFirst();
    if (taken) {
      if (taken.orderId !== orderId) throw new DomainError(409, 'PAYMENT_TAKEN', m.paymentTaken);
      return;
    }
    await trx
      .insertInto('payments')
      .values({
        orderId,
        provider: provider.name,
        kind: 'payment',
        providerPaymentId: verified.providerPaymentId,
        amount: verified.amount,
        status: 'paid',
        raw: JSON.stringify(verified.raw),
        createdAt: now.toISOString(),
      })
      .execute();
    await markPaid(trx, current, orderMessages.history.paid, now);
  });
}

/** POST /orders/{idOrder}/payment: the buyer confirms (demo: a test card; portone: the payment id). */
export async function confirmPayment(
  db: Db,
  user: AuthUser,
  orderId: number,
  proof: { cardNumber?: string; paymentId?: string },
  now: Date = serviceNow(),
): Promise<OrderDetail> {
  return confirmPaymentWith(getPaymentProvider(), db, user, orderId, proof, now);
}

/** confirmPayment with a given provider (the seed pays its demo orders with the demo card whatever is configured). */
export async function confirmPaymentWith(
  provider: PaymentProvider,
  db: Db,
  user: AuthUser,
  orderId: number,
  proof: { cardNumber?: string; paymentId?: string },
  now: Date = serviceNow(),
): Promise<OrderDetail> {
  await confirmCardPayment(provider, db, orderId, user.id, proof, now);
  return orderDetail(db, user.id, orderId, now);
}

/**
 * POST /payments/webhook: the provider tells of a payment. The signature is
 * verified (400 WEBHOOK_INVALID), then the payment is confirmed the same way
 * as by the buyer, so a repeated or late webhook changes nothing. Payments
 * that name no order of ours, or orders no longer waiting, are acknowledged
 * and ignored (the provider would otherwise retry forever).
 */
export async function handlePaymentWebhook(
  db: Db,
  body: string,
  headers: Record<string, string | undefined>,
  now: Date = serviceNow(),
): Promise<{ ok: true; idOrder: number | null }> {
  const event = await getPaymentProvider().verifyWebhook(body, headers);
  const orderId = event ? orderIdOfPayment(event.paymentId) : null;
  if (!event || orderId === null) return { ok: true, idOrder: null };
  try {
    await confirmCardPayment(getPaymentProvider(), db, orderId, null, { paymentId: event.paymentId }, now);
  } catch (error) {
    if (error instanceof DomainError && error.status >= 400 && error.status < 500) return { ok: true, idOrder: orderId };
    throw error;
  }
  return { ok: true, idOrder: orderId };
}
