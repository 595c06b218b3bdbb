/**
 * Wire types and rules of the brand centre's order calls (docs/API.md, "Brand
 * centre"): a brand's incoming orders (its own brand group of each paid order),
 * shipping with a carrier and tracking number, delivery, the free-refund
 * requests on its products, and its sales by retailer. Shared by the services
 * and the pages; no server imports. Money is integer won; times ISO 8601 UTC.
 */
import { isCarrier, type Carrier } from '@/lib/orders/carriers';
import type { FreeRefundLine, OrderBrandGroup, OrderLine, Orderer, OrderStatus, PaymentMethod, ShippingAddress } from '@/lib/orders/orders.contract';


/** Tracking numbers are 9 to 14 digits; these carriers print exactly these lengths. */
export const TRACKING_LENGTH = { min: 9, max: 14 } as const;
const CARRIER_LENGTHS: Partial<Record<Carrier, readonly number[]>> = {
  CJ대한통운: [10, 12],
  한진택배: [10, 12],
  롯데택배: [12, 13],
  우체국택배: [13],
  로젠택배: [11],
};

/** The lengths a carrier's tracking numbers have (null: any from 9 to 14). */
export function trackingLengthsOf(carrier: string): readonly number[] | null {
  return isCarrier(carrier) ? (CARRIER_LENGTHS[carrier] ?? null) : null;
}

/** A tracking number as typed, kept to its digits (spaces and dashes people copy from a label go). */
export function normalizeTrackingNo(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export type TrackingProblem = 'required' | 'digits' | 'length' | 'carrierLength';

/** What is wrong with a (normalised) tracking number for a carrier, or null. */
export function trackingNoProblem(carrier: string, trackingNo: string): TrackingProblem | null {
  if (trackingNo.length === 0) return 'required';
  if (!/^\d+$/.test(trackingNo)) return 'digits';
  if (trackingNo.length < TRACKING_LENGTH.min || trackingNo.length > TRACKING_LENGTH.max) return 'length';
  const lengths = trackingLengthsOf(carrier);
  if (lengths && !lengths.includes(trackingNo.length)) return 'carrierLength';
  return null;
}

/** The list tabs: 신규 (paid, to ship), 배송중, 배송완료, and every paid order. */
export const BRAND_ORDER_TABS = ['preparing', 'shipping', 'delivered', 'all'] as const;
export type BrandOrderTab = (typeof BRAND_ORDER_TABS)[number];

/** One of the brand's lines in an order (never another brand's): the retailer's line without what only the retailer uses. */
export type BrandOrderLine = Pick<
  OrderLine,
  'id' | 'idProduct' | 'name' | 'image' | 'color' | 'size' | 'count' | 'unitPrice' | 'lineTotal' | 'status' | 'cancelledCount' | 'refundRequestedCount' | 'refundedCount'
>;

/**
 * A brand's group of one order, as its list shows it: its goods as ordered, delivery fee and
 * shipping as the retailer's order shows them (OrderBrandGroup), with what the brand does next.
 */
export interface BrandOrderSummary
  extends Pick<OrderBrandGroup, 'goodsAmount' | 'deliveryFee' | 'carrier' | 'trackingNo' | 'shippedAt' | 'deliveredAt'> {
  idOrder: number;
  orderedAt: string;
  paidAt: string;
  retailer: { businessName: string };
  /** The group's status: its least advanced live line's. */
  status: OrderStatus;
  items: BrandOrderLine[];
  /** 상품준비중 lines wait to be shipped. */
  shippable: boolean;
  /** Shipped and not delivered yet. */
  deliverable: boolean;
}

export interface BrandOrderList {
  items: BrandOrderSummary[];
  /** How many groups each tab holds (with the period and keyword applied). */
  counts: Record<BrandOrderTab, number>;
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** GET /brands/orders/{idOrder}: the group with what shipping it needs. */
export interface BrandOrderDetail extends BrandOrderSummary {
  paymentMethod: PaymentMethod;
  orderer: Orderer;
  deliveryNote: string;
  address: ShippingAddress;
  history: { status: string; note: string; createdAt: string }[];
}

/** POST /brands/orders/{idOrder}/ship body. */
export interface ShipBrandOrderRequest {
  carrier: Carrier;
  trackingNo: string;
}

export const BRAND_REFUND_FILTERS = ['requested', 'refunded', 'all'] as const;
export type BrandRefundFilter = (typeof BRAND_REFUND_FILTERS)[number];

/** A free-refund request as the brand sees it: its own lines of it only. */
export interface BrandRefundRequest {
  id: number;
  idOrder: number;
  status: 'requested' | 'refunded' | 'rejected';
  reason: string;
  retailer: { businessName: string };
  /** The brand's part: its lines' refund. */
  refundAmount: number;
  pickup: ShippingAddress;
  items: FreeRefundLine[];
  createdAt: string;
  updatedAt: string;
}

export interface BrandRefundList {
  items: BrandRefundRequest[];
  counts: Record<BrandRefundFilter, number>;
}

/** One retailer's purchases from the brand in the period. */
export interface BrandSalesRow {
  idRetailer: number;
  businessName: string;
  orders: number;
  units: number;
  /** Paid goods, minus what was cancelled or refunded. */
  goodsAmount: number;
  lastOrderedAt: string;
}

/** GET /orders/details/brand_purchase_history for a brand user: sales by retailer. */
export interface BrandSales {
  /** The period, KST dates (inclusive). */
  from: string;
  to: string;
  items: BrandSalesRow[];
  totals: { retailers: number; orders: number; units: number; goodsAmount: number };
}

/** A filled row of an uploaded shipping file, as checked (lib/brandCenter/server/brandShipments.ts). */
export interface BulkShipment {
  /** The row's number in the sheet. */
  row: number;
  idOrder: number | null;
  carrier: string;
  trackingNo: string;
  /** Why the row cannot ship, or null. */
  error: string | null;
}

export interface BulkShipmentPreview {
  rows: BulkShipment[];
  ready: number;
  refused: number;
}
