/** @jest-environment node */
import { noticeErrors, noticeView, parseNotice } from '@/lib/catalog/productNotice';
import { findCategory } from '@/lib/catalog/categories';
import { planCatalogue, type PlanOptions } from '@/lib/server/seed/cataloguePlan';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const SEED = { products: 3000, brands: 48, randomSeed: 4242, now: NOW, brandOwnerId: 3 };

function plan(options: Partial<PlanOptions> = {}) {
  const result = planCatalogue({ ...SEED, ...options });
  return { brands: result.brands, products: [...result.products] };
}

const catalogue = plan();
const noticeOf = (json: unknown) => {
  const notice = parseNotice(json as string);
  if (!notice) throw new Error(`no notice: ${String(json)}`);
  return notice;
};

describe('the seeded 상품정보제공고시', () => {
  test('every product has a notice its category allows, with every required item and none too long', () => {
    const broken = catalogue.products.flatMap((product) =>
      noticeErrors(noticeOf(product.notice), product.categoryId).map((error) => `${product.id} ${product.name}: ${error.message}`),
    );
    expect(broken).toEqual([]);
  });

  test('the group follows what the product is: food is 가공식품, candles and diffusers 생활화학제품, T-shirts 의류, mugs 주방용품', () => {
    const groupsOf = (code: string) =>
      new Set(catalogue.products.filter((product) => findCategory(product.categoryId)?.code === code).map((product) => noticeOf(product.notice).group));
    expect(groupsOf('food-snack')).toEqual(new Set(['processedFood']));
    expect(groupsOf('candle-candle')).toEqual(new Set(['livingChemical']));
    expect(groupsOf('candle-diffuser')).toEqual(new Set(['livingChemical']));
    expect(groupsOf('fashion-tshirt')).toEqual(new Set(['clothing']));
    expect(groupsOf('kitchen-mug')).toEqual(new Set(['kitchen']));
    expect(groupsOf('phone-iphone')).toEqual(new Set(['other']));
    const chuseok = catalogue.products.filter((product) => product.categoryId === 18);
    for (const product of chuseok) {
      const group = noticeOf(product.notice).group;
      if (/식혜|한과|차 세트/.test(product.name)) expect(group).toBe('processedFood');
      else if (/그릇|수저|접시/.test(product.name)) expect(group).toBe('kitchen');
      else expect(group).toBe('other');
    }
  });

  test('materials come from the name, options from the product, makers from the brand and where it ships from', () => {
    const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand]));
    const linen = catalogue.products.filter((product) => product.name.includes('린넨') && noticeOf(product.notice).group !== 'processedFood');
    expect(linen.length).toBeGreaterThan(0);
    for (const product of linen) expect(JSON.stringify(noticeOf(product.notice).values)).toContain('린넨 100%');
    for (const product of catalogue.products.slice(0, 400)) {
      const { group, values } = noticeOf(product.notice);
      const brand = brands.get(product.brandId)!;
      const maker = values.maker ?? values.producer ?? values.chemicalMaker ?? '';
      expect(maker).toContain(brand.name);
      if (values.origin === '대한민국') expect(maker).toContain(brand.dispatchFrom as string);
      const colors = JSON.parse(product.colors) as string[];
      if (values.color && colors.length > 0) expect(values.color).toContain(colors.join(', '));
      expect(noticeView(noticeOf(product.notice))?.groupLabel).toBeTruthy();
      expect(group).toBeTruthy();
    }
  });

  test('the same product always gets the same notice, and adding the notice left every other draw as it was', () => {
    const again = plan({ products: 500 });
    expect(again.products.map((product) => product.notice)).toEqual(catalogue.products.slice(0, 500).map((product) => product.notice));
    // A second catalogue of the same seed without notices: the notice stream is the product's own.
    jest.isolateModules(() => {
      jest.doMock('@/lib/server/seed/productNotices', () => ({ seedNotice: () => ({ group: 'other', values: {} }) }));
      const { planCatalogue: stubbed } = require('@/lib/server/seed/cataloguePlan') as typeof import('@/lib/server/seed/cataloguePlan');
      const without = [...stubbed({ ...SEED, products: 500 }).products];
      const strip = (row: (typeof without)[number]) => ({ ...row, notice: undefined });
      expect(without.map(strip)).toEqual(catalogue.products.slice(0, 500).map(strip));
    });
  });
});
