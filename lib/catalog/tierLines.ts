import type { PriceTier } from '@/lib/catalog/catalog.contract';
import { chargedUnitPrice } from '@/lib/catalog/tierPricing';

/**
 * Lines priced together (docs/DECISIONS.md "Tiers over the total"): one order,
 * one cart selection, the product page's option grid. The server's cart and
 * checkout (lib/cart/server/view.ts unitPricesOf) and the grid price with this.
 */

/** One line to price: its product, its count and the product's tier facts. */
export interface TierLine {
  productId: number;
  goodsCount: number;
  /** The unit price before tiers. */
  basePrice: number;
  tiers: readonly PriceTier[];
  /** The product's setting: tiers count its units over all its lines (options) being priced together. */
  tiersOverTotal: boolean;
}

/**
 * The units each line reaches its tier with, among lines priced together (one
 * order, one cart selection, one grid): its own count, or, when its product
 * counts tiers over the total, the sum of that product's lines.
 */
export function tierCounts(lines: readonly Pick<TierLine, 'productId' | 'goodsCount' | 'tiersOverTotal'>[]): number[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.goodsCount);
  return lines.map((line) => (line.tiersOverTotal ? (totals.get(line.productId) ?? 0) : line.goodsCount));
}

/** The unit price of each line among lines priced together (same order as `lines`). */
export function chargedUnitPrices(lines: readonly TierLine[]): number[] {
  const counts = tierCounts(lines);
  return lines.map((line, index) => chargedUnitPrice(line.basePrice, line.tiers, counts[index]));
}
