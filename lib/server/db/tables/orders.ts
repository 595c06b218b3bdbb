import type { ColumnType } from 'kysely';
import type { Flag, Id } from './columns';
import type { OrderStatus, PaymentMethod } from '@/lib/contract/orderStatus';
import type { OrderLinePrice, OrderShipmentFacts, ProductOption } from '@/lib/contract/productLines';

/** Buying: cart lines, saved addresses, orders with their brand groups, lines, history and payments, free refunds and the credit ledger. Column conventions: ../schema.ts. */

export interface CartItemsTable {
  id: Id;
  userId: number;
  productId: number;
  /** '' when the product has no colour option. */
  color: string;
  /** '' when the product has no size option. */
  size: string;
  goodsCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface OrderAddressesTable {
  id: Id;
  userId: number;
  label: ColumnType<string, string | undefined, string>;
  recipient: string;
  phone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  isDefault: Flag;
  createdAt: string;
  updatedAt: string;
}

export interface OrdersTable {
  id: Id;
  userId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  goodsAmount: number;
  deliveryFee: number;
  creditUsed: number;
  /** goods + delivery - credit: what the retailer pays. */
  totalAmount: number;
  /** Goods and delivery fees of what was cancelled or refunded (before credit). */
  cancelledAmount: ColumnType<number, number | undefined, number>;
  /** Money given back (cash: card refund or bank transfer back). */
  refundedAmount: ColumnType<number, number | undefined, number>;
  /** Credit given back to the ledger. */
  creditReturned: ColumnType<number, number | undefined, number>;
  /** Goods and delivery as ordered, split for a tax invoice (lib/orders/vat.ts): 공급가액 + 세액. */
  supplyAmount: number;
  vatAmount: number;
  /** Card: when an unpaid order lapses; bank transfer: the deposit deadline. */
  paymentDueAt: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  depositBank: string | null;
  depositAccount: string | null;
  depositHolder: string | null;
  taxInvoice: Flag;
  taxBusinessName: string | null;
  taxRegistrationNo: string | null;
  taxEmail: string | null;
  ordererName: string;
  ordererPhone: string;
  deliveryNote: string;
  recipient: string;
  recipientPhone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  idempotencyKey: string | null;
  /** The sorted cart line ids the order was made from: a repeated submit finds it. */
  cartKey: string;
  createdAt: string;
  updatedAt: string;
}

/** Its amounts, carrier and dates are the shapes the wire's brand group has (lib/contract/productLines.ts). */
export interface OrderShipmentsTable extends OrderShipmentFacts {
  id: Id;
  orderId: number;
  brandId: number;
  brandName: string;
  minimumOrderAmount: number;
}

/** Its option and prices are the shapes the wire's order line has (lib/contract/productLines.ts). */
export interface OrderItemsTable extends ProductOption, OrderLinePrice {
  id: Id;
  orderId: number;
  shipmentId: number;
  productId: number;
  brandId: number;
  productName: string;
  /** The line total split (lib/orders/vat.ts): 공급가액 + 세액. */
  supplyAmount: number;
  vatAmount: number;
  cancelledCount: ColumnType<number, number | undefined, number>;
  refundRequestedCount: ColumnType<number, number | undefined, number>;
  refundedCount: ColumnType<number, number | undefined, number>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  orderId: number;
  brandId: number | null;
  orderItemId: number | null;
  status: string;
  note: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export interface PaymentsTable {
  id: Id;
  orderId: number;
  provider: string;
  kind: 'payment' | 'refund';
  providerPaymentId: string | null;
  amount: number;
  status: string;
  raw: ColumnType<string, string | undefined, string>;
  createdAt: string;
}

export interface FreeRefundRequestsTable {
  id: Id;
  userId: number;
  orderId: number;
  status: 'requested' | 'refunded' | 'rejected';
  reason: string;
  refundAmount: number;
  recipient: string;
  phone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  createdAt: string;
  updatedAt: string;
}

export interface FreeRefundRequestItemsTable {
  id: Id;
  requestId: number;
  orderItemId: number;
  count: number;
  amount: number;
}

export interface CreditLedgerTable {
  id: Id;
  userId: number;
  /** Positive: earned or given back; negative: spent. */
  amount: number;
  kind: 'referral_reward' | 'order_use' | 'order_return' | 'adjustment';
  orderId: number | null;
  referredUserId: number | null;
  /** The invited retailer's business registration number (referral rewards): one reward per business (migration 0009). */
  referredRegistrationNo: string | null;
  createdAt: string;
  /** An operator's adjustment: its reason, which the retailer reads (migration 0020); '' otherwise. */
  note: ColumnType<string, string | undefined, string>;
}
