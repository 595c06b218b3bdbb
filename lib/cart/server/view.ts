import type { CartBrandGroup, CartItem, CartProblem, CartView } from '@/lib/cart/cart.contract';
import { parseStringList } from '@/lib/server/db/jsonList';
import { chargedUnitPrices, deliveryFeeOf, pricingOf } from '@/lib/catalog/server/pricing';
import type { LineRow } from './lines';
import { lineProblems, unitsPerProduct } from './rules';

/** Cart lines as the API answers them. */

/**
 * The unit price of each of `lines` priced together now (the cart, a
 * selection, an order): the shared tier rule (lib/catalog/tierPricing.ts) on
 * the current base price, counting a product's lines together when it counts
 * tiers over its total. The cart, the purchase check and POST /orders all
 * price with this.
 */
export function unitPricesOf(lines: readonly LineRow[], now: Date): number[] {
  return chargedUnitPrices(
    lines.map((line) => ({
      productId: line.productId,
      goodsCount: line.goodsCount,
      basePrice: pricingOf(line, now).price,
      tiers: line.tiers,
      tiersOverTotal: line.tiersOverTotal === 1,
    })),
  );
}

/** A line as the cart shows it, priced now at `unitPrice` (unitPricesOf). */
export function itemView(line: LineRow, problems: CartProblem[], now: Date, unitPrice: number): CartItem {
  const pricing = pricingOf(line, now);
  return {
    id: line.id,
    idProduct: line.productId,
    name: line.name,
    image: parseStringList(line.images)[0] ?? null,
    color: line.color,
    size: line.size,
    goodsCount: line.goodsCount,
    unitPrice,
    baseUnitPrice: pricing.price,
    retailPrice: pricing.retailPrice,
    lineTotal: unitPrice * line.goodsCount,
    minOrderQty: line.minOrderQty,
    orderStep: line.orderStep,
    tiers: line.tiers,
    tiersOverTotal: line.tiersOverTotal === 1,
    stock: line.stock,
    optionStock: line.optionStock,
    soldOut: line.stock <= 0,
    onFlashSale: pricing.onFlashSale,
    problems,
  };
}

/** The cart of the given lines (newest first), grouped by brand, priced now. */
export function cartView(lines: LineRow[], now: Date): CartView {
  const units = unitsPerProduct(lines);
  const prices = unitPricesOf(lines, now);
  const groups = new Map<number, CartBrandGroup>();
  let totalQuantity = 0;
  let totalAmount = 0;
  // Lines come newest first, so each brand appears in the order of its newest line.
  lines.forEach((line, index) => {
    let group = groups.get(line.brandId);
    if (!group) {
      group = {
        idBrand: line.brandId,
        brandName: line.brandName,
        minimumOrderAmount: line.minimumOrderAmount,
        subtotal: 0,
        shortfall: 0,
        deliveryFee: 0,
        freeDeliveryThreshold: line.freeDeliveryThreshold,
        items: [],
      };
      groups.set(line.brandId, group);
    }
    const item = itemView(line, lineProblems(line, units.get(line.productId) ?? 0), now, prices[index]);
    group.items.push(item);
    group.subtotal += item.lineTotal;
    totalQuantity += item.goodsCount;
    totalAmount += item.lineTotal;
  });
  const brands = [...groups.values()];
  let totalDeliveryFee = 0;
  for (const group of brands) {
    group.shortfall = Math.max(0, group.minimumOrderAmount - group.subtotal);
    const line = lines.find((candidate) => candidate.brandId === group.idBrand)!;
    group.deliveryFee = deliveryFeeOf(group.subtotal, line);
    totalDeliveryFee += group.deliveryFee;
  }
  return { brands, totalCount: lines.length, totalQuantity, totalAmount, totalDeliveryFee };
}
