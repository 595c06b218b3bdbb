/**
 * Wire types of the buying calls of /api/v1 (docs/API.md): saved addresses,
 * orders, payment, cancellation, free refunds and referral credit. Plain types
 * shared by the server's services and the client; no server imports here.
 * Money is integer won; times are ISO 8601 UTC.
 */

import type { OrderStatus, PaymentMethod } from '@/lib/contract/orderStatus';
import type { OrderLinePrice, OrderShipmentFacts, ProductLine } from '@/lib/contract/productLines';

/** Statuses and payment methods are the platform's (the database stores them): lib/contract/orderStatus.ts. */
export type { OrderStatus, PaymentMethod };

/** A shipping address as sent (POST/PUT /users/orderaddress, or inline in POST /orders). */
export interface AddressInput {
  label?: string;
  recipient: string;
  /** 010-0000-0000 (dashes optional). */
  phone: string;
  /** 5 digits. */
  postcode: string;
  address: string;
  addressDetail: string;
  isDefault?: boolean;
}

/** A saved address. */
export interface OrderAddress {
  id: number;
  label: string;
  recipient: string;
  /** 010-0000-0000. */
  phone: string;
  postcode: string;
  address: string;
  addressDetail: string;
  isDefault: boolean;
}

export interface OrderAddressList {
  items: OrderAddress[];
}

/** POST /orders body. */
export interface CreateOrderRequest {
  cartIds: number[];
  idAddress?: number;
  address?: AddressInput;
  paymentMethod: PaymentMethod;
  /** Ask for a tax invoice (세금계산서) for the retailer's registered business. */
  taxInvoice?: boolean | { email?: string };
  /** true: as much credit as the order takes; a number: that many won. */
  useCredit?: boolean | number;
  orderer?: { name?: string; phone?: string };
  deliveryNote?: string;
  /** The total the client showed; a different server total is a 409 AMOUNT_MISMATCH. */
  expectedTotal?: number;
}

export interface OrderAmounts {
  goodsAmount: number;
  deliveryFee: number;
  creditUsed: number;
  /** goods + delivery - credit. */
  totalAmount: number;
  /** Goods and fees of what was cancelled or refunded. */
  cancelledAmount: number;
  /** Money given back. */
  refundedAmount: number;
  /** Credit given back. */
  creditReturned: number;
}

/** Where and by when to deposit a bank-transfer order. */
export interface DepositInfo {
  bank: string;
  account: string;
  holder: string;
  amount: number;
  /** 23:59:59 KST of the third day after the order. */
  deadline: string;
}

/** One line of an order. */
export interface OrderLine extends ProductLine, OrderLinePrice {
  cancelledCount: number;
  refundRequestedCount: number;
  refundedCount: number;
  /** Whether the line can still be cancelled (not shipped yet). */
  cancellable: boolean;
  /** Units that may still be returned free of charge now (0 when none or out of the window). */
  refundableCount: number;
  /** The last moment of the free-refund window (delivered lines), else null. */
  refundableUntil: string | null;
}

/** The lines of one brand in an order (shipped together). */
export interface OrderBrandGroup extends OrderShipmentFacts {
  idBrand: number;
  brandName: string;
  items: OrderLine[];
}

export interface OrderHistoryEntry {
  status: string;
  idBrand: number | null;
  idItem: number | null;
  note: string;
  createdAt: string;
}

export interface OrderPaymentRecord {
  provider: string;
  kind: 'payment' | 'refund';
  amount: number;
  status: string;
  createdAt: string;
}

/** Where an order ships, or where a return is picked up. */
export interface ShippingAddress { recipient: string; phone: string; postcode: string; address: string; addressDetail: string }

/** Who ordered (the order form's orderer). */
export interface Orderer {
  name: string;
  phone: string;
}

/** GET /orders/{idOrder}. */
export interface OrderDetail {
  idOrder: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  amounts: OrderAmounts;
  createdAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** Card orders waiting for approval: the moment they lapse. */
  paymentDueAt: string | null;
  deposit: DepositInfo | null;
  taxInvoice: { requested: boolean; businessName: string | null; registrationNo: string | null; email: string | null };
  /** Goods and delivery as ordered (VAT included), split as a tax invoice states them: 공급가액 + 세액. */
  tax: { supplyAmount: number; vatAmount: number };
  orderer: Orderer;
  deliveryNote: string;
  address: ShippingAddress;
  brands: OrderBrandGroup[];
  history: OrderHistoryEntry[];
  payments: OrderPaymentRecord[];
  cancellable: boolean;
}

/** POST /orders answer (201): the order, and `replayed: true` when a repeated submit found it. */
export interface CreateOrderResult extends OrderDetail {
  replayed: boolean;
}

/** One entry of GET /orders. */
export interface OrderSummary {
  idOrder: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  createdAt: string;
  /** First line's name, and how many lines there are besides. */
  title: string;
  itemCount: number;
  image: string | null;
  brandNames: string[];
}

export interface OrderList {
  items: OrderSummary[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** POST /orders/{idOrder}/payment body (demo provider: a test card; portone: its payment id). */
export interface ConfirmPaymentRequest {
  cardNumber?: string;
  paymentId?: string;
}

/** POST /orders/{idOrder}/cancel body. */
export interface CancelOrderRequest {
  /** Lines to cancel (whole lines); omitted: every live line. */
  itemIds?: number[];
  reason: string;
  /** true: compute the refund only, change nothing. */
  dryRun?: boolean;
}

/** POST /orders/{idOrder}/cancel answer. */
export interface CancelOrderResult {
  dryRun: boolean;
  idOrder: number;
  itemIds: number[];
  /** Goods and delivery fees cancelled. */
  cancelledAmount: number;
  /** Money back (card refund, or nothing for an unpaid order). */
  refundAmount: number;
  /** Credit given back. */
  creditReturned: number;
  status: OrderStatus;
}

/** POST /orders/free_refunds body. */
export interface FreeRefundRequestInput {
  idOrder: number;
  items: { idItem: number; count: number }[];
  reason: string;
  idAddress?: number;
  pickup?: AddressInput;
}

export interface FreeRefundRequest {
  id: number;
  idOrder: number;
  status: 'requested' | 'refunded' | 'rejected';
  reason: string;
  refundAmount: number;
  pickup: ShippingAddress;
  items: FreeRefundLine[];
  createdAt: string;
}

/** Units of one order line asked back in a free-refund request, and their refund. */
export interface FreeRefundLine {
  idItem: number;
  name: string;
  color: string;
  size: string;
  count: number;
  amount: number;
}

export interface FreeRefundList {
  items: FreeRefundRequest[];
}

/** GET /users/referral. */
export interface ReferralSummary {
  code: string;
  /** Relative link to registration with the code filled in. */
  linkPath: string;
  rewardAmount: number;
  creditBalance: number;
  joined: { businessName: string; joinedAt: string; rewarded: boolean }[];
  ledger: { amount: number; kind: 'referral_reward' | 'order_use' | 'order_return' | 'adjustment'; idOrder: number | null; createdAt: string; note: string }[];
}

/** A bank-transfer order waiting for its money, as the operator confirms it (the console, the command). */
export interface AwaitingDeposit {
  id: number;
  buyer: string;
  email: string;
  amount: number;
  depositHolder: string | null;
  deadline: string | null;
  createdAt: string;
}
