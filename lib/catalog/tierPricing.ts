import type { PriceTier } from '@/lib/catalog/catalog.contract';

/**
 * Quantity-tier pricing (docs/DECISIONS.md, Cart rules): the one rule the
 * product page, the cart and the server's checkout use, browser-safe so that
 * each of them runs this very code. Integer won throughout. Lines priced
 * together (tiers over a product's total) are ./tierLines.ts: a file of its
 * own, so the product page's first load carries only this one.
 */

/**
 * The unit price charged when `count` units count towards the tiers: the best
 * tier the count reaches, unless the price before tiers (the flash-sale price
 * while a sale runs) is lower still.
 */
export function chargedUnitPrice(basePrice: number, tiers: readonly PriceTier[], count: number): number {
  let price = basePrice;
  for (const tier of tiers) if (count >= tier.minQty && tier.price < price) price = tier.price;
  return price;
}
