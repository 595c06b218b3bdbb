import type { CartView } from '@/lib/cart/cart.contract';
import { fitsOrderStep, priceForSelection, quantityProblem } from '@/lib/cart/cartRules';
import { group, line } from '../../components/cart/fixtures';

/** The cart's browser-side rules: the per-line quantity rule the grid shares, and pricing a selection. */

describe('quantityProblem (per line, as POST /carts, the cart and the option grid check it)', () => {
  it('asks for the minimum first, then the step from the minimum', () => {
    expect(quantityProblem(4, 5, 1)).toBe('BELOW_MIN_ORDER_QTY');
    expect(quantityProblem(5, 5, 1)).toBeNull();
    expect(quantityProblem(6, 6, 6)).toBeNull();
    expect(quantityProblem(9, 6, 6)).toBe('ORDER_STEP');
    expect(quantityProblem(18, 6, 6)).toBeNull();
    expect(quantityProblem(3, 6, 6)).toBe('BELOW_MIN_ORDER_QTY');
  });

  it('treats a step under 1 as 1', () => {
    expect(fitsOrderStep(7, 5, 0)).toBe(true);
  });
});

describe('priceForSelection', () => {
  const tiers = [{ minQty: 10, price: 9_000 }];
  const tiered = (id: number, goodsCount: number, tiersOverTotal: boolean) =>
    line({ id, idProduct: 7, goodsCount, unitPrice: 9_000, baseUnitPrice: 10_000, lineTotal: 9_000 * goodsCount, tiers, tiersOverTotal });
  const cartOf = (items: ReturnType<typeof line>[]): CartView => ({
    brands: [group(1, '브랜드', 0, items)],
    totalCount: items.length,
    totalQuantity: items.reduce((sum, item) => sum + item.goodsCount, 0),
    totalAmount: items.reduce((sum, item) => sum + item.lineTotal, 0),
    totalDeliveryFee: 0,
  });

  it('changes nothing while every line of the product is selected', () => {
    const cart = cartOf([tiered(1, 4, true), tiered(2, 4, true), tiered(3, 4, true)]);
    expect(priceForSelection(cart, new Set([1, 2, 3]))).toEqual(cart);
  });

  it('re-prices a product counted over its total when a line leaves the selection, and the brand subtotal follows', () => {
    const cart = cartOf([tiered(1, 4, true), tiered(2, 4, true), tiered(3, 4, true)]);
    const priced = priceForSelection(cart, new Set([1, 2]));
    const [first, second, third] = priced.brands[0].items;
    // 8 selected units: under the 10-unit tier.
    expect([first.unitPrice, second.unitPrice]).toEqual([10_000, 10_000]);
    expect(first.lineTotal).toBe(40_000);
    // The line left out is priced as if it joined them (12 units).
    expect(third.unitPrice).toBe(9_000);
    expect(priced.brands[0].subtotal).toBe(40_000 + 40_000 + 36_000);
  });

  it('leaves a product counted per line as the server priced it', () => {
    const own = line({ id: 4, goodsCount: 12, unitPrice: 9_000, baseUnitPrice: 10_000, lineTotal: 108_000, tiers, tiersOverTotal: false });
    const cart = cartOf([own]);
    expect(priceForSelection(cart, new Set())).toEqual(cart);
  });
});
