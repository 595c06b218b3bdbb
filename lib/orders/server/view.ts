import type { OrderBrandGroup, OrderDetail, OrderLine, Orderer, OrderStatus, ShippingAddress } from '@/lib/orders/orders.contract';
import { orderMessages } from '@/lib/orders/order.messages';
import type { Db } from '@/lib/server/db';
import type { OrderItemRow, OrderRow, OrderShipmentRow } from '@/lib/server/db/schema';
import { serverEnv } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { apiMessages } from '@/lib/messages/api';
import { kstDayEnd, kstDayNumber } from '@/lib/kstDate';

/** Orders as the API answers them. */

/**
 * Free refunds: a delivered line may be returned until 23:59:59 KST of the
 * 60th day after its delivery day (the delivery day itself is day 0, as the
 * Civil Act, article 157, leaves the first day out of a period).
 */
const FREE_REFUND_DAYS = 60;

/** The last moment a line delivered at `deliveredAt` may be returned free. */
export function freeRefundUntil(deliveredAt: string): string {
  return kstDayEnd(kstDayNumber(deliveredAt) + FREE_REFUND_DAYS);
}

/** Statuses in which a line can still be cancelled: not shipped yet. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending_payment', 'awaiting_deposit', 'preparing'];

export const orderNotFound = () => new DomainError(404, 'ORDER_NOT_FOUND', apiMessages.orders.orderNotFound);

/** The caller's order (404 for anyone else's). */
export async function findOwnOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('userId', '=', userId).executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}

function refundableOf(line: OrderItemRow, shipment: OrderShipmentRow, now: Date): Pick<OrderLine, 'refundableCount' | 'refundableUntil'> {
  if (!shipment.deliveredAt) return { refundableCount: 0, refundableUntil: null };
  const until = freeRefundUntil(shipment.deliveredAt);
  const left = line.count - line.cancelledCount - line.refundRequestedCount;
  const open = now.toISOString() <= until && (line.status === 'delivered' || line.status === 'refund_requested');
  return { refundableCount: open ? Math.max(0, left) : 0, refundableUntil: until };
}

/** What a line is, as both the retailer's order and the brand's group of it show it (lib/brandCenter/server/brandOrders.ts). */
export function lineFacts(line: OrderItemRow): Omit<OrderLine, 'baseUnitPrice' | 'retailPrice' | 'cancellable' | 'refundableCount' | 'refundableUntil'> {
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

export function lineView(line: OrderItemRow, shipment: OrderShipmentRow, now: Date): OrderLine {
  return {
    ...lineFacts(line),
    baseUnitPrice: line.baseUnitPrice,
    retailPrice: line.retailPrice,
    cancellable: CANCELLABLE.includes(line.status),
    ...refundableOf(line, shipment, now),
  };
}

/** The whole order of `orderId` as the caller sees it (404 when it is not theirs). */
export async function orderDetail(db: Db, userId: number, orderId: number, now: Date = new Date()): Promise<OrderDetail> {
  const order = await findOwnOrder(db, userId, orderId);
  const [shipments, lines, history, payments] = await Promise.all([
    db.selectFrom('orderShipments').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderStatusHistory').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('orderId', '=', order.id).orderBy('id').execute(),
  ]);
  const brands: OrderBrandGroup[] = shipments.map((shipment) => ({
    idBrand: shipment.brandId,
    brandName: shipment.brandName,
    goodsAmount: shipment.goodsAmount,
    deliveryFee: shipment.deliveryFee,
    carrier: shipment.carrier,
    trackingNo: shipment.trackingNo,
    shippedAt: shipment.shippedAt,
    deliveredAt: shipment.deliveredAt,
    items: lines.filter((line) => line.shipmentId === shipment.id).map((line) => lineView(line, shipment, now)),
  }));
  return {
    idOrder: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    amounts: {
      goodsAmount: order.goodsAmount,
      deliveryFee: order.deliveryFee,
      creditUsed: order.creditUsed,
      totalAmount: order.totalAmount,
      cancelledAmount: order.cancelledAmount,
      refundedAmount: order.refundedAmount,
      creditReturned: order.creditReturned,
    },
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    cancelledAt: order.cancelledAt,
    paymentDueAt: order.status === 'pending_payment' ? order.paymentDueAt : null,
    deposit:
      order.paymentMethod === 'bank_transfer' && order.depositAccount
        ? {
            bank: order.depositBank ?? '',
            account: order.depositAccount,
            holder: order.depositHolder ?? '',
            amount: order.totalAmount,
            deadline: order.paymentDueAt ?? '',
          }
        : null,
    taxInvoice: {
      requested: order.taxInvoice === 1,
      businessName: order.taxBusinessName,
      registrationNo: order.taxRegistrationNo,
      email: order.taxEmail,
    },
    tax: { supplyAmount: order.supplyAmount, vatAmount: order.vatAmount },
    ...deliveryOf(order),
    brands,
    history: history.map((entry) => ({
      status: entry.status,
      idBrand: entry.brandId,
      idItem: entry.orderItemId,
      note: entry.note,
      createdAt: entry.createdAt,
    })),
    payments: payments.map((payment) => ({
      provider: payment.provider,
      kind: payment.kind,
      amount: payment.amount,
      status: payment.status,
      createdAt: payment.createdAt,
    })),
    cancellable: lines.some((line) => CANCELLABLE.includes(line.status)),
  };
}

/** Who ordered and where the order ships, as the retailer's order and the brand's group of it show them. */
export function deliveryOf(order: OrderRow): { orderer: Orderer; deliveryNote: string; address: ShippingAddress } {
  return {
    orderer: { name: order.ordererName, phone: order.ordererPhone },
    deliveryNote: order.deliveryNote,
    address: {
      recipient: order.recipient,
      phone: order.recipientPhone,
      postcode: order.postcode,
      address: order.address,
      addressDetail: order.addressDetail,
    },
  };
}

/** The account bank transfers go to. */
export function depositAccount(): { bank: string; account: string; holder: string } {
  return { bank: orderMessages.bankName, account: serverEnv().BANK_ACCOUNT, holder: orderMessages.bankHolder };
}
