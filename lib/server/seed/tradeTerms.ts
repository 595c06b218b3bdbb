import type { StoredOption } from '@/lib/catalog/server/options';
import { optionCombinations, splitStock, stockOf } from '@/lib/catalog/server/options';
import { prng } from './prng';

/**
 * The wholesale trade terms of a seeded product: its order step (packs of 6
 * or 12 for some cheap items, the minimum then a multiple of the step), the
 * stock of each colour x size option (the drawn stock split over them, so
 * the product's stock is their sum), and quantity tiers for about a third of
 * the products (10+ and 50+ units, or later steps for larger minimums, at 3-5%
 * and 8-12% below the wholesale price, integer won, each strictly lower), half
 * of those with several options counting their tiers over the product's total.
 *
 * Drawn from a generator of their own, seeded by the catalogue's seed and the
 * product id, so the rest of the catalogue is the same with or without them.
 */

export interface SeedTier {
  minQty: number;
  price: number;
}

export interface TradeTerms {
  minOrderQty: number;
  orderStep: number;
  stock: number;
  options: StoredOption[];
  priceTiers: SeedTier[];
  /** 1: the tiers count the product's units over its options (migration 0015). */
  tiersOverTotal: number;
}

export interface TradeFacts {
  id: number;
  wholesalePrice: number;
  minOrderQty: number;
  stock: number;
  colors: readonly string[];
  sizes: readonly string[];
}

/** The smallest quantity at or above `atLeast` that the order step allows. */
function reachable(atLeast: number, minOrderQty: number, step: number): number {
  if (atLeast <= minOrderQty) return minOrderQty;
  return minOrderQty + Math.ceil((atLeast - minOrderQty) / step) * step;
}

export function drawTradeTerms(randomSeed: number, facts: TradeFacts): TradeTerms {
  const rng = prng((randomSeed ^ Math.imul(facts.id, 0x9e3779b1)) >>> 0);

  let orderStep = 1;
  let minOrderQty = facts.minOrderQty;
  if (facts.wholesalePrice < 8000 && rng.next() < 0.15) {
    orderStep = rng.pick([6, 12]);
    minOrderQty = orderStep * Math.max(1, Math.ceil(facts.minOrderQty / orderStep));
  }

  const combos = optionCombinations(facts.colors, facts.sizes);
  // Uneven shares; now and then an option is sold out on its own.
  const weights = combos.map(() => (combos.length > 1 && rng.next() < 0.08 ? 0 : rng.int(1, 4)));
  const stocks = splitStock(facts.stock, weights);
  const options = combos.map((combo, index) => ({ ...combo, stock: stocks[index] }));

  const priceTiers: SeedTier[] = [];
  if (rng.next() < 0.33) {
    const first = reachable(Math.max(10, minOrderQty * 2), minOrderQty, orderStep);
    const second = reachable(Math.max(50, first * 4), minOrderQty, orderStep);
    const firstPrice = Math.floor((facts.wholesalePrice * (1 - rng.int(3, 5) / 100)) / 10) * 10;
    const secondPrice = Math.floor((facts.wholesalePrice * (1 - rng.int(8, 12) / 100)) / 10) * 10;
    priceTiers.push({ minQty: first, price: Math.min(firstPrice, facts.wholesalePrice - 10) });
    priceTiers.push({ minQty: second, price: Math.min(secondPrice, priceTiers[0].price - 10) });
  }

  // Half the tiered products with several options let their tiers count the total (the last
  // draw, so everything drawn before it is as it was).
  const tiersOverTotal = priceTiers.length > 0 && combos.length > 1 && rng.next() < 0.5 ? 1 : 0;

  return { minOrderQty, orderStep, stock: stockOf(options), options, priceTiers, tiersOverTotal };
}
