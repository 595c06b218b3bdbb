import type { CartBrandGroup, CartItem, CartProblem, CartView } from '@/lib/cart/cart.contract';
import { cartMessages } from '@/lib/cart/cart.messages';
import { chargedUnitPrice } from '@/lib/catalog/tierPricing';

const text = cartMessages.page;

/** The most units this line may hold: its option's stock when it has one, else the product's. */
export function lineStock(item: CartItem): number {
  return item.optionStock ?? item.stock;
}

/** Whether a count is the minimum order quantity plus a multiple of the order step. */
export function fitsOrderStep(count: number, minOrderQty: number, orderStep: number): boolean {
  return count >= minOrderQty && (count - minOrderQty) % Math.max(1, orderStep) === 0;
}

/**
 * The quantity rule of one line (docs/DECISIONS.md "Cart rules"), the same for
 * the cart, POST /carts and the product page's option grid: what is wrong with
 * `count` units, or null.
 */
export function quantityProblem(count: number, minOrderQty: number, orderStep: number): 'BELOW_MIN_ORDER_QTY' | 'ORDER_STEP' | null {
  if (count < minOrderQty) return 'BELOW_MIN_ORDER_QTY';
  return fitsOrderStep(count, minOrderQty, orderStep) ? null : 'ORDER_STEP';
}

/**
 * The cart priced as its selection will be ordered: a product that counts its
 * tiers over its total (lib/catalog/tierPricing.ts) reaches them with its
 * selected lines together, as POST /orders and GET /carts/delivery count them;
 * a line left out is priced as if it joined them. GET /carts prices every line
 * together, so with all selected nothing changes.
 */
export function priceForSelection(cart: CartView, selected: ReadonlySet<number>): CartView {
  const units = new Map<number, number>();
  for (const group of cart.brands) {
    for (const item of group.items) {
      if (selected.has(item.id)) units.set(item.idProduct, (units.get(item.idProduct) ?? 0) + item.goodsCount);
    }
  }
  const brands = cart.brands.map((group) => {
    const items = group.items.map((item) => {
      if (!item.tiersOverTotal) return item;
      const count = (units.get(item.idProduct) ?? 0) + (selected.has(item.id) ? 0 : item.goodsCount);
      const unitPrice = chargedUnitPrice(item.baseUnitPrice, item.tiers, count);
      return { ...item, unitPrice, lineTotal: unitPrice * item.goodsCount };
    });
    return { ...group, items, subtotal: items.reduce((sum, item) => sum + item.lineTotal, 0) };
  });
  return { ...cart, brands };
}

/** What the retailer saves on a line thanks to its quantity tier (0 without one). */
export function tierSaving(item: CartItem): number {
  return Math.max(0, item.baseUnitPrice - item.unitPrice) * item.goodsCount;
}

/** The selected lines' goods amount of one brand group. */
export function selectedSubtotal(group: CartBrandGroup, selected: ReadonlySet<number>): number {
  return group.items.reduce((sum, item) => (selected.has(item.id) ? sum + item.lineTotal : sum), 0);
}

/**
 * How much more of the brand the selection needs to reach the brand's minimum
 * order amount: 0 when met or when none of its lines is selected (then it is
 * not ordered at all).
 */
export function selectedShortfall(group: CartBrandGroup, selected: ReadonlySet<number>): number {
  if (!group.items.some((item) => selected.has(item.id))) return 0;
  return Math.max(0, group.minimumOrderAmount - selectedSubtotal(group, selected));
}

/** The Korean sentence that explains one blocker of a line, next to it. */
export function blockerText(problem: CartProblem, item: CartItem, brandShortfall: number): string {
  const blockers = text.blockers;
  switch (problem) {
    case 'OUT_OF_STOCK':
      return blockers.OUT_OF_STOCK(Math.max(0, lineStock(item)));
    case 'BELOW_MIN_ORDER_QTY':
      return blockers.BELOW_MIN_ORDER_QTY(item.minOrderQty);
    case 'ORDER_STEP':
      return blockers.ORDER_STEP(item.minOrderQty, item.orderStep);
    case 'BRAND_MINIMUM_NOT_MET':
      return blockers.BRAND_MINIMUM_NOT_MET(brandShortfall);
    default:
      return blockers[problem];
  }
}

/** The `cartIds` query of /payment for the selected lines (in the cart's order). */
export function paymentHref(ids: number[]): string {
  return `/payment?cartIds=${ids.join(',')}`;
}
