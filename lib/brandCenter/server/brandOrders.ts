import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import { z } from 'zod';
import {
  BRAND_ORDER_TABS,
  BRAND_REFUND_FILTERS,
  isCarrier,
  normalizeTrackingNo,
  trackingLengthsOf,
  trackingNoProblem,
  type BrandOrderDetail,
  type BrandOrderLine,
  type BrandOrderList,
  type BrandOrderSummary,
  type BrandOrderTab,
  type BrandRefundFilter,
  type BrandRefundList,
  type BrandRefundRequest,
  type BrandSales,
} from '@/lib/brandCenter/brandOrders.contract';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { kstDayEnd, kstDayOfIsoDate, kstDayStart, kstIsoDate } from '@/lib/kstDate';
import { apiMessages } from '@/lib/messages/api';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import type { Db } from '@/lib/server/db';
import type { Database, OrderItemRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { escapeLike } from '@/lib/catalog/server/filters';
import { completeFreeRefundIn } from '@/lib/orders/server/freeRefunds';
import { deliverBrandGroup, lockOrder, shipBrandGroup } from '@/lib/orders/server/lifecycle';
import { orderStatusOf } from '@/lib/orders/server/records';
import { serviceNow } from '@/lib/server/clock';

/**
 * The brand centre's side of orders (docs/DECISIONS.md, Brand centre): a
 * brand's own group (order_shipments row) of each paid order, shipped with a
 * carrier and tracking number and marked delivered through the order services
 * (lib/orders/server/lifecycle.ts), the free-refund requests on its
 * lines, accepted through completeFreeRefundIn, and its sales by retailer.
 * Every function takes the brand's id, resolved by the route wrapper (auth
 * 'brand', lib/server/http/route.ts), and reads and writes only rows of it: another brand's order, line,
 * request or retailer is not found (404), and no answer carries another
 * brand's lines or amounts. Unpaid orders (결제대기/입금대기) are not shown:
 * the money goes to the marketplace, and until it has arrived there is
 * nothing for the brand to do (and an unpaid order may lapse).
 */

const m = apiMessages.brandOrders;
const orderNotFound = () => new DomainError(404, 'ORDER_NOT_FOUND', m.orderNotFound);
const refundNotFound = () => new DomainError(404, 'REFUND_NOT_FOUND', m.refundNotFound);

/* ---------- inputs ---------- */

const kstDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: apiMessages.orders.periodInvalid });
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const brandOrderListSchema = z.object({
  status: z.enum(BRAND_ORDER_TABS, { error: m.tabInvalid }).default('preparing'),
  from: kstDate.optional(),
  to: kstDate.optional(),
  keyword: z.string().trim().max(50, { error: m.keywordTooLong }).optional(),
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type BrandOrderListInput = z.infer<typeof brandOrderListSchema>;

export const brandOrderIdSchema = z.object({ idOrder: pathIdSchema() });

export const shipBrandOrderSchema = z
  .object({
    carrier: z.string({ error: brandOrderMessages.tracking.carrierRequired }).refine(isCarrier, { error: m.carrierInvalid }),
    trackingNo: z.string({ error: brandOrderMessages.tracking.problem('required', '', null) }).max(40).transform(normalizeTrackingNo),
  })
  .superRefine((body, ctx) => {
    const problem = trackingNoProblem(body.carrier, body.trackingNo);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: brandOrderMessages.tracking.problem(problem, body.carrier, trackingLengthsOf(body.carrier)) });
    }
  });
export type ShipBrandOrderInput = z.infer<typeof shipBrandOrderSchema>;

export const brandRefundListSchema = z.object({
  status: z.enum(BRAND_REFUND_FILTERS, { error: m.refundStatusInvalid }).default('requested'),
  page,
});
export type BrandRefundListInput = z.infer<typeof brandRefundListSchema>;

export const brandRefundIdSchema = z.object({ id: pathIdSchema() });

/** A KST period `from`..`to` (inclusive) as ISO bounds; 400 when a date is not real, reversed or over a year. */
function periodOf(from: string | undefined, to: string | undefined): { start: string | null; end: string | null } {
  const fromDay = from ? kstDayOfIsoDate(from) : null;
  const toDay = to ? kstDayOfIsoDate(to) : null;
  if (from && fromDay === null) throw new DomainError(400, 'VALIDATION', apiMessages.orders.periodInvalid, 'from');
  if (to && toDay === null) throw new DomainError(400, 'VALIDATION', apiMessages.orders.periodInvalid, 'to');
  if (fromDay !== null && toDay !== null && fromDay > toDay) throw new DomainError(400, 'VALIDATION', m.periodReversed, 'from');
  return { start: fromDay === null ? null : kstDayStart(fromDay), end: toDay === null ? null : kstDayEnd(toDay) };
}

/* ---------- orders ---------- */

type GroupEb = ExpressionBuilder<Database, 'orderShipments' | 'orders' | 'users'>;

function tabCondition(eb: GroupEb, tab: BrandOrderTab): Expression<SqlBool> {
  if (tab === 'preparing') {
    return eb.and([
      eb('orderShipments.shippedAt', 'is', null),
      eb.exists(
        eb
          .selectFrom('orderItems')
          .select('orderItems.id')
          .whereRef('orderItems.shipmentId', '=', 'orderShipments.id')
          .where('orderItems.status', '=', 'preparing'),
      ),
    ]);
  }
  if (tab === 'shipping') return eb.and([eb('orderShipments.shippedAt', 'is not', null), eb('orderShipments.deliveredAt', 'is', null)]);
  if (tab === 'delivered') return eb('orderShipments.deliveredAt', 'is not', null);
  return sql<SqlBool>`1 = 1`;
}

function groupsOf(db: Db, brandId: number, input: { start: string | null; end: string | null; keyword?: string }) {
  let query = db
    .selectFrom('orderShipments')
    .innerJoin('orders', 'orders.id', 'orderShipments.orderId')
    .innerJoin('users', 'users.id', 'orders.userId')
    .where('orderShipments.brandId', '=', brandId)
    .where('orders.paidAt', 'is not', null);
  if (input.start) query = query.where('orders.createdAt', '>=', input.start);
  if (input.end) query = query.where('orders.createdAt', '<=', input.end);
  const keyword = input.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const id = parseId(keyword);
    query = query.where((eb) =>
      eb.or([
        ...(id !== null ? [eb('orders.id', '=', id)] : []),
        sql<SqlBool>`${eb.ref('users.businessName')} like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('orderItems')
            .select('orderItems.id')
            .whereRef('orderItems.shipmentId', '=', 'orderShipments.id')
            .where(sql<SqlBool>`${sql.ref('orderItems.productName')} like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query;
}

function lineOf(line: OrderItemRow): BrandOrderLine {
  return {
    id: line.id,
    idProduct: line.productId,
    name: line.productName,
    image: line.image,
    color: line.color,
    size: line.size,
    count: line.count,
    unitPrice: line.unitPrice,
    lineTotal: line.lineTotal,
    status: line.status,
    cancelledCount: line.cancelledCount,
    refundRequestedCount: line.refundRequestedCount,
    refundedCount: line.refundedCount,
  };
}

const GROUP_COLUMNS = [
  'orderShipments.id as shipmentId',
  'orderShipments.orderId',
  'orderShipments.goodsAmount',
  'orderShipments.deliveryFee',
  'orderShipments.carrier',
  'orderShipments.trackingNo',
  'orderShipments.shippedAt',
  'orderShipments.deliveredAt',
  'orders.createdAt',
  'orders.paidAt',
  'users.businessName',
] as const;

type GroupRow = {
  shipmentId: number;
  orderId: number;
  goodsAmount: number;
  deliveryFee: number;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  paidAt: string | null;
  businessName: string;
};

async function summariesOf(db: Db, rows: GroupRow[]): Promise<BrandOrderSummary[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('orderItems')
    .selectAll()
    .where('shipmentId', 'in', rows.map((row) => row.shipmentId))
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const own = lines.filter((line) => line.shipmentId === row.shipmentId);
    const status = orderStatusOf(own);
    return {
      idOrder: row.orderId,
      orderedAt: row.createdAt,
      paidAt: row.paidAt ?? row.createdAt,
      retailer: { businessName: row.businessName },
      status,
      items: own.map(lineOf),
      goodsAmount: row.goodsAmount,
      deliveryFee: row.deliveryFee,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      shippedAt: row.shippedAt,
      deliveredAt: row.deliveredAt,
      shippable: row.shippedAt === null && own.some((line) => line.status === 'preparing'),
      deliverable: row.shippedAt !== null && row.deliveredAt === null && own.some((line) => line.status === 'shipping'),
    };
  });
}

/** GET /brands/orders: the brand's groups of paid orders in a tab, with the count of every tab. */
export async function listBrandOrders(db: Db, brandId: number, input: BrandOrderListInput): Promise<BrandOrderList> {
  const period = periodOf(input.from, input.to);
  const base = groupsOf(db, brandId, { ...period, keyword: input.keyword });
  const countRows = await Promise.all(
    BRAND_ORDER_TABS.map((tab) =>
      base
        .where((eb) => tabCondition(eb, tab))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  const counts = Object.fromEntries(BRAND_ORDER_TABS.map((tab, index) => [tab, Number(countRows[index].n)])) as Record<BrandOrderTab, number>;
  let query = base.where((eb) => tabCondition(eb, input.status)).select(GROUP_COLUMNS);
  // New orders oldest paid first (the queue to ship), the other tabs newest first.
  query =
    input.status === 'preparing'
      ? query.orderBy('orders.paidAt', 'asc').orderBy('orders.id', 'asc')
      : query.orderBy('orders.createdAt', 'desc').orderBy('orders.id', 'desc');
  const rows = await query.limit(input.limit).offset((input.page - 1) * input.limit).execute();
  const total = counts[input.status];
  return {
    items: await summariesOf(db, rows),
    counts,
    total,
    page: input.page,
    limit: input.limit,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}

async function groupRow(db: Db, brandId: number, orderId: number): Promise<GroupRow> {
  const row = await groupsOf(db, brandId, { start: null, end: null }).where('orders.id', '=', orderId).select(GROUP_COLUMNS).executeTakeFirst();
  if (!row) throw orderNotFound();
  return row;
}

async function detailOf(db: Db, brandId: number, orderId: number): Promise<BrandOrderDetail> {
  const row = await groupRow(db, brandId, orderId);
  const [summary] = await summariesOf(db, [row]);
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('orderStatusHistory')
    .select(['status', 'note', 'createdAt'])
    .where('orderId', '=', orderId)
    .where((eb) => eb.or([eb('brandId', '=', brandId), eb.and([eb('brandId', 'is', null), eb('orderItemId', 'is', null)])]))
    .orderBy('id')
    .execute();
  return {
    ...summary,
    paymentMethod: order.paymentMethod,
    orderer: { name: order.ordererName, phone: order.ordererPhone },
    deliveryNote: order.deliveryNote,
    address: {
      recipient: order.recipient,
      phone: order.recipientPhone,
      postcode: order.postcode,
      address: order.address,
      addressDetail: order.addressDetail,
    },
    history,
  };
}

/** GET /brands/orders/{idOrder}: the brand's group of a paid order, with where and to whom it ships. */
export async function getBrandOrder(db: Db, brandId: number, orderId: number): Promise<BrandOrderDetail> {
  return detailOf(db, brandId, orderId);
}

/** POST /brands/orders/{idOrder}/ship: 상품준비중 -> 배송중 with the carrier and tracking number. */
export async function shipBrandOrder(db: Db, brandId: number, orderId: number, input: ShipBrandOrderInput, now: Date = serviceNow()): Promise<BrandOrderDetail> {
  const group = await detailOf(db, brandId, orderId);
  if (group.shippedAt) throw new DomainError(409, 'ALREADY_SHIPPED', m.alreadyShipped);
  if (!group.shippable) throw new DomainError(409, 'NOTHING_TO_SHIP', m.nothingToShip);
  await shipBrandGroup(db, orderId, brandId, { carrier: input.carrier, trackingNo: input.trackingNo }, now);
  return detailOf(db, brandId, orderId);
}

/** POST /brands/orders/{idOrder}/deliver: 배송중 -> 배송완료; starts the 60-day free refund and may credit a referral reward. */
export async function deliverBrandOrder(db: Db, brandId: number, orderId: number, now: Date = serviceNow()): Promise<BrandOrderDetail> {
  const group = await detailOf(db, brandId, orderId);
  if (group.deliveredAt) throw new DomainError(409, 'ALREADY_DELIVERED', m.alreadyDelivered);
  if (!group.deliverable) throw new DomainError(409, 'NOT_SHIPPED', m.notShipped);
  await deliverBrandGroup(db, orderId, brandId, now);
  return detailOf(db, brandId, orderId);
}

/* ---------- free refunds ---------- */

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
  const items = await db
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
    .where('freeRefundRequestItems.requestId', 'in', ids)
    .where('orderItems.brandId', '=', brandId)
    .orderBy('freeRefundRequestItems.id')
    .execute();
  return requests.map((request) => {
    const own = items.filter((item) => item.requestId === request.id);
    return {
      id: request.id,
      idOrder: request.orderId,
      status: request.status,
      reason: request.reason,
      retailer: { businessName: request.businessName },
      refundAmount: own.reduce((sum, item) => sum + item.amount, 0),
      pickup: {
        recipient: request.recipient,
        phone: request.phone,
        postcode: request.postcode,
        address: request.address,
        addressDetail: request.addressDetail,
      },
      items: own.map((item) => ({ idItem: item.orderItemId, name: item.productName, color: item.color, size: item.size, count: item.count, amount: item.amount })),
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

/* ---------- sales by retailer ---------- */

export const brandSalesQuerySchema = z.object({ from: kstDate.optional(), to: kstDate.optional() });

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
  const period = periodOf(from, to);
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
