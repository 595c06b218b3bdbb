import fc from 'fast-check';
import { orderVat, splitVat, vatOf } from '@/lib/orders/vat';

describe('부가세: 1/11 of an amount that includes it, won below one dropped', () => {
  test('examples', () => {
    expect(vatOf(11_000)).toBe(1_000);
    expect(vatOf(3_000)).toBe(272);
    expect(vatOf(10)).toBe(0);
    expect(splitVat(38_000)).toEqual({ supplyAmount: 34_546, vatAmount: 3_454 });
  });

  test('supply value + VAT is the amount, and the VAT is a tenth of the supply value, within a won', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const { supplyAmount, vatAmount } = splitVat(amount);
        expect(supplyAmount + vatAmount).toBe(amount);
        expect(Math.abs(vatAmount - supplyAmount / 10)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test('an order`s split is its lines` and delivery fees` splits added up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 }), fc.array(fc.constantFrom(0, 3_000, 4_000), { maxLength: 3 }), (lines, fees) => {
        const tax = orderVat(lines, fees);
        const gross = [...lines, ...fees].reduce((sum, amount) => sum + amount, 0);
        expect(tax.supplyAmount + tax.vatAmount).toBe(gross);
        expect(tax.vatAmount).toBe([...lines, ...fees].map(vatOf).reduce((sum, vat) => sum + vat, 0));
      }),
    );
  });
});
