import type { CartBrandGroup, CartDelivery, CartItem, CartView } from '@/lib/cart/cart.contract';

/** A cart line with sensible defaults (a 5,000 won product, minimum 1, step 1, plenty of stock). */
export function line(overrides: Partial<CartItem> & { id: number }): CartItem {
  const goodsCount = overrides.goodsCount ?? 2;
  const unitPrice = overrides.unitPrice ?? 5_000;
  return {
    idProduct: 100 + overrides.id,
    name: `상품 ${overrides.id}`,
    image: null,
    color: '',
    size: '',
    goodsCount,
    unitPrice,
    baseUnitPrice: unitPrice,
    retailPrice: unitPrice * 2,
    lineTotal: unitPrice * goodsCount,
    minOrderQty: 1,
    orderStep: 1,
    tiers: [],
    tiersOverTotal: false,
    stock: 100,
    optionStock: null,
    soldOut: false,
    onFlashSale: false,
    problems: [],
    ...overrides,
  };
}

/** A brand group whose subtotal and shortfall follow its lines. */
export function group(idBrand: number, brandName: string, minimumOrderAmount: number, items: CartItem[]): CartBrandGroup {
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    idBrand,
    brandName,
    minimumOrderAmount,
    subtotal,
    shortfall: Math.max(0, minimumOrderAmount - subtotal),
    deliveryFee: subtotal >= 100_000 ? 0 : 3_000,
    freeDeliveryThreshold: 100_000,
    items,
  };
}

export function cartOf(brands: CartBrandGroup[]): CartView {
  const items = brands.flatMap((brand) => brand.items);
  return {
    brands,
    totalCount: items.length,
    totalQuantity: items.reduce((sum, item) => sum + item.goodsCount, 0),
    totalAmount: items.reduce((sum, item) => sum + item.lineTotal, 0),
    totalDeliveryFee: brands.reduce((sum, brand) => sum + brand.deliveryFee, 0),
  };
}

/** GET /carts/delivery for the given groups (3,000 won a brand below 100,000 won). */
export function deliveryOf(brands: CartBrandGroup[]): CartDelivery {
  const rows = brands.map((brand) => ({
    idBrand: brand.idBrand,
    brandName: brand.brandName,
    subtotal: brand.subtotal,
    deliveryFee: brand.subtotal >= 100_000 ? 0 : 3_000,
    freeDeliveryThreshold: 100_000,
    remainingForFree: Math.max(0, 100_000 - brand.subtotal),
  }));
  return { brands: rows, totalDeliveryFee: rows.reduce((sum, row) => sum + row.deliveryFee, 0) };
}
