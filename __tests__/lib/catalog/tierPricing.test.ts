import { chargedUnitPrices, tierCounts, type TierLine } from '@/lib/catalog/tierLines';
import { chargedUnitPrice } from '@/lib/catalog/tierPricing';

/** The one tier rule of the product page, the cart and POST /orders (docs/DECISIONS.md "Tiers over the total"). */

const tiers = [
  { minQty: 10, price: 9_000 },
  { minQty: 50, price: 8_000 },
];
const line = (goodsCount: number, extra: Partial<TierLine> = {}): TierLine => ({
  productId: 1,
  goodsCount,
  basePrice: 10_000,
  tiers,
  tiersOverTotal: false,
  ...extra,
});

describe('chargedUnitPrice', () => {
  it('charges the best tier the count reaches, else the base price', () => {
    expect([9, 10, 49, 50, 500].map((count) => chargedUnitPrice(10_000, tiers, count))).toEqual([10_000, 9_000, 9_000, 8_000, 8_000]);
  });

  it('keeps a base price (a running flash sale) that is lower than the tier', () => {
    expect(chargedUnitPrice(8_500, tiers, 10)).toBe(8_500);
    expect(chargedUnitPrice(8_500, tiers, 50)).toBe(8_000);
  });
});

describe('tiers over the total vs per line', () => {
  it('per line: three options of 4 each stay at the base price', () => {
    const lines = [line(4), line(4), line(4)];
    expect(tierCounts(lines)).toEqual([4, 4, 4]);
    expect(chargedUnitPrices(lines)).toEqual([10_000, 10_000, 10_000]);
  });

  it('over the total: the same three options reach the 10-unit tier together', () => {
    const lines = [line(4, { tiersOverTotal: true }), line(4, { tiersOverTotal: true }), line(4, { tiersOverTotal: true })];
    expect(tierCounts(lines)).toEqual([12, 12, 12]);
    expect(chargedUnitPrices(lines)).toEqual([9_000, 9_000, 9_000]);
  });

  it('counts only the lines of the same product, each product by its own setting', () => {
    const lines = [
      line(30, { productId: 1, tiersOverTotal: true }),
      line(25, { productId: 1, tiersOverTotal: true }),
      line(30, { productId: 2, tiersOverTotal: false }),
      line(25, { productId: 2, tiersOverTotal: false }),
      line(6, { productId: 3, tiersOverTotal: true }),
    ];
    expect(tierCounts(lines)).toEqual([55, 55, 30, 25, 6]);
    expect(chargedUnitPrices(lines)).toEqual([8_000, 8_000, 9_000, 9_000, 10_000]);
  });

  it('prices nothing for no lines', () => {
    expect(chargedUnitPrices([])).toEqual([]);
  });
});
