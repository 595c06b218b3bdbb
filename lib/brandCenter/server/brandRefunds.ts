import { z } from 'zod';
import {
  BRAND_REFUND_FILTERS,
  type BrandRefundFilter,
  type BrandRefundList,
  type BrandRefundRequest,
} from '@/lib/brandCenter/brandOrders.contract';
import { pathIdSchema } from '@/lib/contract/ids';
import { apiMessages } from '@/lib/messages/api';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { serviceNow } from '@/lib/server/clock';
import { completeFreeRefundIn, freeRefundLines, pickupOf } from '@/lib/orders/server/freeRefunds';
import { lockOrder } from '@/lib/orders/server/lifecycle';
import { pageParam } from './brandOrders';

/**
 * The free-refund requests on a brand's lines, as the brand centre lists and
 * accepts them (its part of each request only; the rule of ./brandOrders.ts:
 * another brand's request is not found). Accepting pays the refund through the
 * order services (completeFreeRefundIn, lib/orders/server/freeRefunds.ts).
 */

const m = apiMessages.brandOrders;
const refundNotFound = () => new DomainError(404, 'REFUND_NOT_FOUND', m.refundNotFound);

export const brandRefundListSchema = z.object({
  status: z.enum(BRAND_REFUND_FILTERS, { error: m.refundStatusInvalid }).default('requested'),
  page: pageParam,
});
export type BrandRefundListInput = z.infer<typeof brandRefundListSchema>;

export const brandRefundIdSchema = z.object({ id: pathIdSchema() });

/** Ids of requests holding at least one line of the brand, optionally of one status. */
function brandRequestIds(db: Db, brandId: number, filter: BrandRefundFilter) {
  let query = db
    .selectFrom('freeRefundRequests')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('freeRefundRequestItems')
          .innerJoin('orderItems', 'orderItems.id', 'freeRefundRequestItems.orderItemId')
          .select('freeRefundRequestItems.id')
          .whereRef('freeRefundRequestItems.requestId', '=', 'freeRefundRequests.id')
          .where('orderItems.brandId', '=', brandId),
      ),
    );
  if (filter !== 'all') query = query.where('freeRefundRequests.status', '=', filter);
  return query;
}

/** How many free-refund requests holding the brand's goods wait for it. */
export async function countOpenRefunds(db: Db, brandId: number): Promise<number> {
  return Number((await brandRequestIds(db, brandId, 'requested').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

async function refundViews(db: Db, brandId: number, ids: number[]): Promise<BrandRefundRequest[]> {
  if (ids.length === 0) return [];
  const requests = await db
    .selectFrom('freeRefundRequests')
    .innerJoin('users', 'users.id', 'freeRefundRequests.userId')
    .selectAll('freeRefundRequests')
    .select('users.businessName')
    .where('freeRefundRequests.id', 'in', ids)
    .orderBy('freeRefundRequests.createdAt', 'desc')
    .orderBy('freeRefundRequests.id', 'desc')
    .execute();
  const lines = await freeRefundLines(db, ids, brandId);
  return requests.map((request) => {
    const own = lines.get(request.id) ?? [];
    return {
      id: request.id,
      idOrder: request.orderId,
      status: request.status,
      reason: request.reason,
      retailer: { businessName: request.businessName },
      refundAmount: own.reduce((sum, item) => sum + item.amount, 0),
      pickup: pickupOf(request),
      items: own,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    };
  });
}

const REFUND_PAGE = 20;

/** GET /brands/refunds: free-refund requests on the brand's lines (its part of each), newest first, 20 a page. */
export async function listBrandRefunds(db: Db, brandId: number, input: BrandRefundListInput): Promise<BrandRefundList & { page: number; totalPages: number }> {
  const countRows = await Promise.all(
    BRAND_REFUND_FILTERS.map((filter) => brandRequestIds(db, brandId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()),
  );
  const counts = Object.fromEntries(BRAND_REFUND_FILTERS.map((filter, index) => [filter, Number(countRows[index].n)])) as Record<BrandRefundFilter, number>;
  const rows = await brandRequestIds(db, brandId, input.status)
    .select('freeRefundRequests.id')
    .orderBy('freeRefundRequests.createdAt', 'desc')
    .orderBy('freeRefundRequests.id', 'desc')
    .limit(REFUND_PAGE)
    .offset((input.page - 1) * REFUND_PAGE)
    .execute();
  return {
    items: await refundViews(db, brandId, rows.map((row) => row.id)),
    counts,
    page: input.page,
    totalPages: Math.max(1, Math.ceil(counts[input.status] / REFUND_PAGE)),
  };
}

/**
 * POST /brands/refunds/{id}/accept: the returned goods of the brand's lines
 * arrived and were checked, so their refund is paid (completeFreeRefundIn:
 * money in the way the order was paid, credit in proportion). A request may
 * hold several brands' lines (the retailer asks per order); a brand accepts
 * only its own part: that part moves to a request of its own (same retailer,
 * order, reason, pickup and request time) which is refunded, and the rest
 * stays requested for the other brands, its amount reduced by the part. One
 * transaction, after the order's lock, so two brands accepting at once each
 * take their own part.
 */
export async function acceptBrandRefund(db: Db, brandId: number, requestId: number, now: Date = serviceNow()): Promise<BrandRefundRequest> {
  const refundedId = await db.transaction().execute(async (trx) => {
    const head = await trx.selectFrom('freeRefundRequests').select('orderId').where('id', '=', requestId).executeTakeFirst();
    if (!head) throw refundNotFound();
    await lockOrder(trx, head.orderId);
    const request = await trx.selectFrom('freeRefundRequests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    const items = await trx
      .selectFrom('freeRefundRequestItems')
      .innerJoin('orderItems', 'orderItems.id', 'freeRefundRequestItems.orderItemId')
      .select(['freeRefundRequestItems.id', 'freeRefundRequestItems.amount', 'orderItems.brandId'])
      .where('freeRefundRequestItems.requestId', '=', requestId)
      .execute();
    const own = items.filter((item) => item.brandId === brandId);
    if (own.length === 0) throw refundNotFound();
    if (request.status !== 'requested') throw new DomainError(409, 'REFUND_DONE', m.refundDone);
    let id = request.id;
    if (own.length < items.length) {
      const part = own.reduce((sum, item) => sum + item.amount, 0);
      const stamp = now.toISOString();
      const { id: _old, ...copy } = request;
      void _old;
      const split = await trx
        .insertInto('freeRefundRequests')
        .values({ ...copy, refundAmount: part, updatedAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('freeRefundRequestItems')
        .set({ requestId: split.id })
        .where('id', 'in', own.map((item) => item.id))
        .execute();
      await trx
        .updateTable('freeRefundRequests')
        .set({ refundAmount: request.refundAmount - part, updatedAt: stamp })
        .where('id', '=', request.id)
        .execute();
      id = split.id;
    }
    await completeFreeRefundIn(trx, id, now);
    return id;
  });
  return (await refundViews(db, brandId, [refundedId]))[0];
}
