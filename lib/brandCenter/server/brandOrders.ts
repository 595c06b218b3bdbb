import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import { z } from 'zod';
import { isCarrier } from '@/lib/orders/carriers';
import {
  BRAND_ORDER_TABS,
  normalizeTrackingNo,
  trackingLengthsOf,
  trackingNoProblem,
  type BrandOrderDetail,
  type BrandOrderList,
  type BrandOrderSummary,
  type BrandOrderTab,
} from '@/lib/brandCenter/brandOrders.contract';
import { parseId, pathIdSchema } from '@/lib/contract/ids';
import { apiMessages } from '@/lib/messages/api';
import { brandOrderMessages } from '@/lib/brandCenter/brandOrders.messages';
import type { Db } from '@/lib/server/db';
import type { Database, OrderRow, OrderShipmentRow, UserRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { escapeLike } from '@/lib/catalog/server/filters';
import { deliverBrandGroup, shipBrandGroup } from '@/lib/orders/server/lifecycle';
import { orderStatusOf } from '@/lib/orders/server/records';
import { deliveryOf, lineFacts } from '@/lib/orders/server/view';
import { kstDateParam, kstPeriod } from '@/lib/orders/server/period';
import { serviceNow } from '@/lib/server/clock';

/**
 * The brand centre's orders (docs/DECISIONS.md, Brand centre): a brand's own
 * group (order_shipments row) of each paid order, shipped with a carrier and
 * tracking number and marked delivered through the order services
 * (lib/orders/server/lifecycle.ts). Its free-refund requests are in
 * ./brandRefunds.ts, its sales by retailer in ./brandSales.ts; the three keep
 * the same rule: every function takes the brand's id, resolved by the route
 * wrapper (auth 'brand', lib/server/http/route.ts), and reads and writes only
 * rows of it: another brand's order, line, request or retailer is not found
 * (404), and no answer carries another brand's lines or amounts. Unpaid orders
 * (결제대기/입금대기) are not shown: the money goes to the marketplace, and
 * until it has arrived there is nothing for the brand to do (and an unpaid
 * order may lapse).
 */

const m = apiMessages.brandOrders;
const orderNotFound = () => new DomainError(404, 'ORDER_NOT_FOUND', m.orderNotFound);

/* ---------- inputs ---------- */

/** `page` of a brand centre list. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

export const brandOrderListSchema = z.object({
  status: z.enum(BRAND_ORDER_TABS, { error: m.tabInvalid }).default('preparing'),
  from: kstDateParam.optional(),
  to: kstDateParam.optional(),
  keyword: z.string().trim().max(50, { error: m.keywordTooLong }).optional(),
  page: pageParam,
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

/** A row selected with GROUP_COLUMNS. */
type GroupRow = { shipmentId: number } & Pick<
  OrderShipmentRow,
  'orderId' | 'goodsAmount' | 'deliveryFee' | 'carrier' | 'trackingNo' | 'shippedAt' | 'deliveredAt'
> &
  Pick<OrderRow, 'createdAt' | 'paidAt'> &
  Pick<UserRow, 'businessName'>;

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
      items: own.map(lineFacts),
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
/** The brand's groups waiting to ship, oldest paid first, with where they go and what is in them (the Excel file to ship from). */
export async function toShipGroups(db: Db, brandId: number) {
  const groups = await groupsOf(db, brandId, { start: null, end: null })
    .where((eb) => tabCondition(eb, 'preparing'))
    .select(['orderShipments.id as shipmentId', 'orderShipments.orderId', 'orders.paidAt', 'orders.recipient', 'orders.recipientPhone', 'orders.postcode', 'orders.address', 'orders.addressDetail', 'orders.deliveryNote'])
    .orderBy('orders.paidAt')
    .orderBy('orderShipments.orderId')
    .execute();
  const ids = groups.map((group) => group.shipmentId);
  const lines = ids.length ? await db.selectFrom('orderItems').select(['shipmentId', 'productName', 'color', 'size', 'count']).where('shipmentId', 'in', ids).where('status', '=', 'preparing').orderBy('id').execute() : [];
  return groups.map((group) => ({
    ...group,
    items: lines
      .filter((line) => line.shipmentId === group.shipmentId)
      .map((line) => `${line.productName}${[line.color, line.size].filter(Boolean).length ? ` (${[line.color, line.size].filter(Boolean).join('/')})` : ''} ${line.count}개`)
      .join(', '),
  }));
}

/** How many of the brand's groups wait to ship; `paidBefore`: only those paid before then (late ones). */
export async function countToShip(db: Db, brandId: number, paidBefore?: string): Promise<number> {
  let query = groupsOf(db, brandId, { start: null, end: null }).where((eb) => tabCondition(eb, 'preparing'));
  if (paidBefore) query = query.where('orders.paidAt', '<', paidBefore);
  return Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

export async function listBrandOrders(db: Db, brandId: number, input: BrandOrderListInput): Promise<BrandOrderList> {
  const period = kstPeriod(input.from, input.to, m.periodReversed);
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
    ...deliveryOf(order),
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
