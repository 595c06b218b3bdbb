import type { CartBrandGroup, CartItem, CartProblem, CartView } from '@/lib/cart/cart.contract';
import { parseStringList } from '@/lib/server/db/jsonList';
import { chargedUnitPrice, deliveryFeeOf, pricingOf } from '@/lib/catalog/server/pricing';
import type { LineRow } from './lines';
import { lineProblems, unitsPerProduct } from './rules';

/** Cart lines as the API answers them. */

/** A line as the cart shows it, priced now. */
export function itemView(line: LineRow, problems: CartProblem[], now: Date): CartItem {
  const pricing = pricingOf(line, now);
  const unitPrice = chargedUnitPrice(pricing.price, line.tiers, line.goodsCount);
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
  const groups = new Map<number, CartBrandGroup>();
  let totalQuantity = 0;
  let totalAmount = 0;
  // Lines come newest first, so each brand appears in the order of its newest line.
  for (const line of lines) {
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
    const item = itemView(line, lineProblems(line, units.get(line.productId) ?? 0), now);
    group.items.push(item);
    group.subtotal += item.lineTotal;
    totalQuantity += item.goodsCount;
    totalAmount += item.lineTotal;
  }
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
