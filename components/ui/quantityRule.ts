/** The quantity rule of an order line (docs/DECISIONS.md "Cart rules"), shared by the product page and the cart. */

/** The most one cart line may hold (docs/DECISIONS.md "Cart rules": 1 to 99,999 per line). */
export const MAX_LINE_QUANTITY = 99_999;

/** The quantities a line may hold: min, min + step, min + 2 x step … up to `max`. */
export interface QuantityRule {
  min: number;
  step: number;
  /** The stock of the chosen option (capped at MAX_LINE_QUANTITY). */
  max: number;
}

/** The largest valid quantity, or null when even the minimum is above the stock. */
export function largestQuantity({ min, step, max }: QuantityRule): number | null {
  const cap = Math.min(max, MAX_LINE_QUANTITY);
  if (cap < min) return null;
  return min + Math.floor((cap - min) / step) * step;
}

/**
 * The valid quantity nearest to `value`: the minimum below it, the largest
 * valid one above it, else the nearest step (ties round up). With no valid
 * quantity at all it answers the minimum.
 */
export function snapQuantity(value: number, rule: QuantityRule): number {
  const largest = largestQuantity(rule);
  if (largest === null || !Number.isFinite(value) || value <= rule.min) return rule.min;
  if (value >= largest) return largest;
  return Math.min(largest, rule.min + Math.round((value - rule.min) / rule.step) * rule.step);
}
