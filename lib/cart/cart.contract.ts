/**
 * Wire types of the cart calls of /api/v1 (docs/API.md). Plain types shared by
 * the server's services and the client; no server imports here.
 */

import type { PriceTier } from '@/lib/catalog/catalog.contract';
import type { ProductLine } from '@/lib/contract/productLines';

/**
 * Why a cart line cannot be bought as it stands.
 * - PRODUCT_UNAVAILABLE: the product was hidden (or removed) by its brand.
 * - OPTION_UNAVAILABLE: the line's colour/size is no longer offered.
 * - OUT_OF_STOCK: the product or the line's option is sold out, the line
 *   exceeds its option's stock, or the user's lines for the product (all of
 *   them in GET /carts, the checked ones in /available) exceed its stock.
 * - BELOW_MIN_ORDER_QTY: the line's count is under the product's minimum.
 * - ORDER_STEP: the line's count is not the minimum plus a multiple of the
 *   product's order step.
 * - BRAND_MINIMUM_NOT_MET (/available only): the checked lines of the brand
 *   do not reach the brand's minimum order amount.
 * - NOT_IN_CART (/available only): the id is not one of the caller's lines.
 */
export type CartProblem =
  | 'PRODUCT_UNAVAILABLE'
  | 'OPTION_UNAVAILABLE'
  | 'OUT_OF_STOCK'
  | 'BELOW_MIN_ORDER_QTY'
  | 'ORDER_STEP'
  | 'BRAND_MINIMUM_NOT_MET'
  | 'NOT_IN_CART';

/** One cart line, priced now (integer won). */
export interface CartItem extends ProductLine {
  goodsCount: number;
  /** What one unit of this line costs the member now: the quantity tier the count reaches, else baseUnitPrice. */
  unitPrice: number;
  /** The unit price before quantity tiers (flash-sale price while the sale runs, else wholesale). */
  baseUnitPrice: number;
  retailPrice: number;
  /** unitPrice x goodsCount. */
  lineTotal: number;
  minOrderQty: number;
  /** Counts are minOrderQty plus a multiple of this (packs of 6 or 12; otherwise 1). */
  orderStep: number;
  /** The product's quantity tiers, smallest minQty first. */
  tiers: PriceTier[];
  /** Whether the tiers count the product's lines together (lib/catalog/tierPricing.ts). */
  tiersOverTotal: boolean;
  stock: number;
  /** Stock of the line's colour/size; null when the product has no such option row (then `stock` holds). */
  optionStock: number | null;
  soldOut: boolean;
  onFlashSale: boolean;
  problems: CartProblem[];
}

/** The lines of one brand in the cart, with its minimum order amount. */
export interface CartBrandGroup {
  idBrand: number;
  brandName: string;
  minimumOrderAmount: number;
  /** Sum of the brand's line totals. */
  subtotal: number;
  /** How much more must be ordered to reach the brand minimum; 0 when met. */
  shortfall: number;
  /** The group's delivery fee (0 from the brand's free-delivery threshold on). */
  deliveryFee: number;
  /** Goods amount from which the brand ships free; null: never free. */
  freeDeliveryThreshold: number | null;
  /** Newest line first. */
  items: CartItem[];
}

/** GET /carts. Brands ordered by their newest line. */
export interface CartView {
  brands: CartBrandGroup[];
  /** Number of lines (the same number as `cartcount`). */
  totalCount: number;
  /** Sum of the lines' counts (units). */
  totalQuantity: number;
  /** Sum of every line total. */
  totalAmount: number;
  /** Sum of the brand groups' delivery fees. */
  totalDeliveryFee: number;
}

/** One line of cartInfo (POST /carts). Omitted or '' option = "no option". */
export interface CartInfoLine {
  color?: string | null;
  size?: string | null;
  goodsCount: number;
}

/** POST /carts body. */
export interface AddToCartRequest {
  /** true = buy now: sets the chosen lines' counts instead of adding to them. */
  directCart: boolean;
  idProduct: number;
  cartInfo: CartInfoLine[];
}

/** POST /carts answer (201). */
export interface AddToCartResult {
  /** Ids of the lines the call created or changed, in cartInfo order (duplicates merged). */
  cartIds: number[];
  cartcount: number;
}

/** PUT /carts/item/{id} answer. */
export interface UpdateCartItemResult {
  item: CartItem;
  cartcount: number;
}

/** DELETE /carts/{id} and DELETE /carts/multiple/delete answer. */
export interface DeleteCartItemsResult {
  /** Number of lines removed (only the caller's own lines are ever removed). */
  deleted: number;
  cartcount: number;
}

/** GET /carts/cartcount answer. */
export interface CartCount {
  cartcount: number;
}

/** One checked id in GET /carts/available. */
export interface CartAvailabilityItem {
  id: number;
  available: boolean;
  problems: CartProblem[];
}

/** A brand's checked lines against its minimum order amount. */
export interface CartAvailabilityBrand {
  idBrand: number;
  brandName: string;
  subtotal: number;
  minimumOrderAmount: number;
  shortfall: number;
}

/** GET /carts/available?checkedIds=[...] answer. */
export interface CartAvailability {
  /** true when every checked id is an orderable line of the caller and every brand minimum is met. */
  available: boolean;
  /** In the order of checkedIds (duplicates removed). */
  items: CartAvailabilityItem[];
  brands: CartAvailabilityBrand[];
  /** Sum of the checked lines' totals at current prices. */
  totalAmount: number;
}

/** One brand group in GET /carts/delivery. */
export interface CartDeliveryBrand {
  idBrand: number;
  brandName: string;
  subtotal: number;
  deliveryFee: number;
  freeDeliveryThreshold: number | null;
  /** How much more makes the group ship free; null when it never does, 0 when it already does. */
  remainingForFree: number | null;
}

/** GET /carts/delivery answer. */
export interface CartDelivery {
  brands: CartDeliveryBrand[];
  totalDeliveryFee: number;
}
