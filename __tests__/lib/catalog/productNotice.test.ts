import { BRAND_CATEGORY_OPTIONS } from '@/lib/brandCenter/brandProducts.contract';
import { findCategoryByCode } from '@/lib/catalog/categories';
import {
  NOTICE_GROUP_IDS,
  NOTICE_LONG_MAX,
  NOTICE_SHORT_MAX,
  noticeErrors,
  noticeForCategory,
  noticeGroupsFor,
  noticeItems,
  noticeView,
  normaliseNotice,
  parseNotice,
  type NoticeGroupId,
  type NoticeItemKey,
  type ProductNotice,
} from '@/lib/catalog/productNotice';
import { productNoticeMessages } from '@/lib/catalog/productNotice.messages';
import { productNoticeSchema } from '@/lib/catalog/productNotice.schemas';

const text = productNoticeMessages;
const HANGUL = /[\uac00-\ud7a3]/;
const idOf = (code: string) => findCategoryByCode(code)!.id;
const keys = (group: NoticeGroupId) => noticeItems(group).map((item) => item.key);

/** Every required item of a group filled with `x`. */
function full(group: NoticeGroupId): ProductNotice {
  return { group, values: Object.fromEntries(noticeItems(group).filter((item) => item.required).map((item) => [item.key, 'x'])) };
}

describe('the groups and their items', () => {
  test('every category a brand may file a product under has groups, each a known one with a Korean name', () => {
    for (const option of BRAND_CATEGORY_OPTIONS) {
      const groups = noticeGroupsFor(option.id);
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) expect(NOTICE_GROUP_IDS).toContain(group);
    }
    for (const group of NOTICE_GROUP_IDS) expect(text.groups[group]).toMatch(HANGUL);
    expect(noticeGroupsFor(999_999)).toEqual([]);
  });

  test('the usual group follows what the category sells', () => {
    const usual = (code: string) => noticeGroupsFor(idOf(code))[0];
    expect(usual('fashion-tshirt')).toBe('clothing');
    expect(usual('fashion-hat')).toBe('fashionGoods');
    expect(usual('bag-eco')).toBe('bag');
    expect(usual('accessory-earring')).toBe('fashionGoods');
    expect(usual('kitchen-mug')).toBe('kitchen');
    expect(usual('home-cushion')).toBe('bedding');
    expect(usual('home-lighting')).toBe('appliance');
    expect(usual('food-tea')).toBe('processedFood');
    expect(usual('candle-candle')).toBe('livingChemical');
    expect(usual('candle-diffuser')).toBe('livingChemical');
    expect(usual('phone-iphone')).toBe('other');
    expect(usual('phone-cable')).toBe('smallElectronics');
    expect(usual('stationery-note')).toBe('other');
    expect(noticeGroupsFor(idOf('season-chuseok'))).toEqual(expect.arrayContaining(['other', 'processedFood', 'kitchen']));
  });

  test('every goods group asks the maker, the origin, a material, a size, the warranty and the A/S line; KC only where the 고시 asks it', () => {
    const goods: NoticeGroupId[] = ['clothing', 'bag', 'fashionGoods', 'bedding', 'furniture', 'appliance', 'smallElectronics', 'kitchen', 'other'];
    const materials: NoticeItemKey[] = ['fabric', 'beddingFabric', 'material', 'mainMaterial', 'kitchenMaterial'];
    const sizes: NoticeItemKey[] = ['size', 'bulk', 'sizeWeight', 'applianceSize'];
    for (const group of goods) {
      expect(keys(group)).toEqual(expect.arrayContaining(['maker', 'origin', 'warranty', 'afterService']));
      expect(keys(group).some((key) => materials.includes(key))).toBe(true);
      expect(keys(group).some((key) => sizes.includes(key))).toBe(true);
    }
    const withKc = NOTICE_GROUP_IDS.filter((group) => keys(group).includes('kc'));
    expect(withKc.sort()).toEqual(['appliance', 'furniture', 'smallElectronics']);
    expect(keys('other')).toContain('certification');
  });

  test('food has its type, dates, ingredients, storage and a consumer line; chemicals their chemicals and report number', () => {
    expect(keys('processedFood')).toEqual(
      expect.arrayContaining(['foodType', 'foodDates', 'ingredients', 'foodAmount', 'producer', 'origin', 'storage', 'consumerPhone']),
    );
    expect(keys('processedFood')).not.toContain('afterService');
    expect(keys('livingChemical')).toEqual(expect.arrayContaining(['usage', 'chemicals', 'chemicalCaution', 'safetyNo', 'childPack', 'chemicalMaker', 'origin']));
  });

  test('every item has a Korean label; long texts may be longer than short ones', () => {
    for (const group of NOTICE_GROUP_IDS) {
      for (const item of noticeItems(group)) {
        expect(item.label).toMatch(HANGUL);
        expect([NOTICE_SHORT_MAX, NOTICE_LONG_MAX]).toContain(item.max);
      }
    }
    expect(noticeItems('processedFood').find((item) => item.key === 'ingredients')!.max).toBe(NOTICE_LONG_MAX);
    expect(noticeItems('processedFood').find((item) => item.key === 'origin')!.max).toBe(NOTICE_SHORT_MAX);
  });
});

describe('the rules', () => {
  const MUG = idOf('kitchen-mug');

  test('a full notice of a group the category allows passes; optional items may stay empty', () => {
    expect(noticeErrors(full('kitchen'), MUG)).toEqual([]);
    expect(noticeItems('appliance').find((item) => item.key === 'energyGrade')!.required).toBe(false);
    expect(noticeErrors(full('appliance'), idOf('home-lighting'))).toEqual([]);
  });

  test('each empty required item is named by its path, in the notice order', () => {
    const notice = full('kitchen');
    delete notice.values.maker;
    delete notice.values.itemName;
    expect(noticeErrors(notice, MUG)).toEqual([
      { field: 'notice.values.itemName', message: text.errors.required(text.items.itemName.label) },
      { field: 'notice.values.maker', message: text.errors.required(text.items.maker.label) },
    ]);
  });

  test('a text over its length is refused; at the length it passes', () => {
    const at = { ...full('kitchen'), values: { ...full('kitchen').values, origin: '가'.repeat(NOTICE_SHORT_MAX) } };
    expect(noticeErrors(at, MUG)).toEqual([]);
    const over = { ...at, values: { ...at.values, origin: '가'.repeat(NOTICE_SHORT_MAX + 1) } };
    expect(noticeErrors(over, MUG)).toEqual([{ field: 'notice.values.origin', message: text.errors.tooLong(text.items.origin.label, NOTICE_SHORT_MAX) }]);
  });

  test('a group the category does not allow, an unknown group or an unknown category is one error on the group', () => {
    const groupError = [{ field: 'notice.group', message: text.errors.groupInvalid }];
    expect(noticeErrors(full('clothing'), MUG)).toEqual(groupError);
    expect(noticeErrors({ group: 'weapons' as NoticeGroupId, values: {} }, MUG)).toEqual(groupError);
    expect(noticeErrors(full('kitchen'), 999_999)).toEqual(groupError);
  });

  test('normalising trims, drops empty texts and items of other groups', () => {
    const notice = normaliseNotice({ group: 'kitchen', values: { maker: '  공방  ', origin: ' ', fabric: '면 100%' } });
    expect(notice).toEqual({ group: 'kitchen', values: { maker: '공방' } });
  });

  test('a new category keeps its group when allowed, else takes its usual one with the items both share', () => {
    const mug: ProductNotice = { group: 'kitchen', values: { maker: '공방', origin: '대한민국', kitchenMaterial: '도자기' } };
    expect(noticeForCategory(idOf('kitchen-tableware'), mug)).toEqual(mug);
    const socks = noticeForCategory(idOf('fashion-socks'), mug)!;
    expect(socks.group).toBe('clothing');
    expect(normaliseNotice(socks).values).toEqual({ maker: '공방', origin: '대한민국' });
    expect(noticeForCategory(idOf('fashion-socks'))).toEqual({ group: 'clothing', values: {} });
  });
});

describe('stored and shown', () => {
  test('the page shows the filled-in items in the notice order with their labels', () => {
    const view = noticeView({ group: 'bag', values: { maker: '공방', kind: '에코백', material: '' } });
    expect(view).toEqual({
      group: 'bag',
      groupLabel: text.groups.bag,
      rows: [
        { label: text.items.kind.label, value: '에코백' },
        { label: text.items.maker.label, value: '공방' },
      ],
    });
    expect(noticeView({ group: 'bag', values: {} })).toBeNull();
    expect(noticeView(null)).toBeNull();
  });

  test('a stored notice reads back; an empty, malformed or unknown one reads as none, unknown items are dropped', () => {
    expect(parseNotice(JSON.stringify({ group: 'bag', values: { kind: '에코백', evil: 'x', color: 3 } }))).toEqual({ group: 'bag', values: { kind: '에코백' } });
    expect(parseNotice('')).toBeNull();
    expect(parseNotice('{not json')).toBeNull();
    expect(parseNotice(JSON.stringify({ group: 'weapons', values: {} }))).toBeNull();
    expect(parseNotice(JSON.stringify({ group: 'bag' }))).toBeNull();
  });

  test("the request schema takes a group and texts by item, and refuses anything else's shape", () => {
    expect(productNoticeSchema.safeParse({ group: 'bag', values: { kind: '에코백' } }).success).toBe(true);
    expect(productNoticeSchema.parse({ group: 'bag' })).toEqual({ group: 'bag', values: {} });
    expect(productNoticeSchema.safeParse({ group: 'bag', values: { kind: 3 } }).success).toBe(false);
    expect(productNoticeSchema.safeParse({ values: {} }).success).toBe(false);
    expect(productNoticeSchema.safeParse({ group: 'bag', values: { kind: 'x'.repeat(2001) } }).success).toBe(false);
  });
});
