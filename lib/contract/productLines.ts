/**
 * The shapes a cart line and an order line share, and the parts of an order
 * line and of a brand's group the database stores as they are sent (lib/server/db/tables/orders.ts,
 * lib/orders/orders.contract.ts, lib/cart/cart.contract.ts): written once here,
 * since a contract may not import the database's row types.
 */

import type { OrderStatus } from './orderStatus';

/** The option of a product a line holds. */
export interface ProductOption {
  /** First product image, null when the product has none. */
  image: string | null;
  /** '' when the product has no colour option. */
  color: string;
  /** '' when the product has no size option. */
  size: string;
}

/** A line of a cart or an order on the wire: its id, and the product and option it holds. */
export interface ProductLine extends ProductOption {
  id: number;
  idProduct: number;
  name: string;
}

/** What an order line was charged, fixed when the order was placed, and where it stands. */
export interface OrderLinePrice {
  /** The unit price before quantity tiers (flash-sale or wholesale price). */
  baseUnitPrice: number;
  /** The unit price charged (after quantity tiers). */
  unitPrice: number;
  retailPrice: number;
  count: number;
  lineTotal: number;
  status: OrderStatus;
}

/** A brand's group of an order as it ships, stored (order_shipments) and sent alike. */
export interface OrderShipmentFacts {
  goodsAmount: number;
  deliveryFee: number;
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
}
