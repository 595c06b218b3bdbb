import type { CartBrandGroup, CartItem, CartProblem } from '@/lib/cart/cart.contract';
import { cartMessages } from '@/lib/cart/cart.messages';

const text = cartMessages.page;

/** The most units this line may hold: its option's stock when it has one, else the product's. */
export function lineStock(item: CartItem): number {
  return item.optionStock ?? item.stock;
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
