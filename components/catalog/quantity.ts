import type { ProductOption } from '@/lib/catalog/catalog.contract';

import { MAX_LINE_QUANTITY } from '@/components/ui/quantityRule';
export { MAX_LINE_QUANTITY, largestQuantity, snapQuantity } from '@/components/ui/quantityRule';

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

/** Where the buying panel starts: a purchase to repeat (the brand page's "다시 주문"). */
export interface Preselection {
  color: string | null;
  size: string | null;
  quantity: number;
}

type QueryValue = string | string[] | undefined;
const single = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/**
 * The option and quantity named in the product page's URL (`?color=&size=&qty=`),
 * each kept only when the product offers it; null when the URL names none.
 * The panel still applies the minimum, the step and the stock to the quantity.
 */
export function preselectionOf(
  product: { colors: string[]; sizes: string[]; minOrderQty: number },
  query: Record<string, QueryValue>,
): Preselection | null {
  const color = single(query.color);
  const size = single(query.size);
  const qty = Number(single(query.qty));
  const preselection = {
    color: color && product.colors.includes(color) ? color : null,
    size: size && product.sizes.includes(size) ? size : null,
    quantity: Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QUANTITY ? qty : product.minOrderQty,
  };
  const named = preselection.color !== null || preselection.size !== null || preselection.quantity !== product.minOrderQty;
  return named ? preselection : null;
}
