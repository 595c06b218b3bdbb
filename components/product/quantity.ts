import type { PriceTier, ProductOption } from '@/lib/contract/catalog';

export { MAX_LINE_QUANTITY, largestQuantity, snapQuantity, type QuantityRule } from '@/components/ui/quantityRule';

/** The unit price for `quantity`: the best tier it reaches, else the base price. */
export function unitPriceFor(basePrice: number, tiers: PriceTier[], quantity: number): number {
  let unit = basePrice;
  for (const tier of tiers) {
    if (quantity >= tier.minQty && tier.price < unit) unit = tier.price;
  }
  return unit;
}

/** Percent the retailer keeps against the retail price: (retail - price) / retail, rounded. */
export function marginRate(retailPrice: number, price: number): number {
  if (retailPrice <= 0) return 0;
  return Math.round(((retailPrice - price) / retailPrice) * 100);
}

/** The option a colour and size choose (null parts match a product without that option). */
export function findOption(
  options: ProductOption[],
  color: string | null,
  size: string | null,
): ProductOption | undefined {
  return options.find((option) => option.color === color && option.size === size);
}
