/**
 * 상품정보제공고시 (docs/DECISIONS.md, Product information notice): which of the
 * notice's product groups a category's products belong to, the items of each
 * group, which are required and how long they may be. The one definition the
 * brand's form, the server's checks and the product page's table are built
 * from; its texts are ./productNotice.messages.ts. No server imports.
 */
import { findCategory, mainCategoryOf } from '@/lib/catalog/categories';
import { productNoticeMessages, type NoticeGroupId, type NoticeItemKey } from '@/lib/catalog/productNotice.messages';

export type { NoticeGroupId, NoticeItemKey };

/** A product's notice as the brand enters it and the database keeps it: its group and the text of each item. */
export interface ProductNotice {
  group: NoticeGroupId;
  values: Partial<Record<NoticeItemKey, string>>;
}

/** The notice as the product page shows it: the group's name and its filled-in items, in the notice's order. */
export interface ProductNoticeView {
  group: NoticeGroupId;
  groupLabel: string;
  rows: { label: string; value: string }[];
}

export interface NoticeItem {
  key: NoticeItemKey;
  label: string;
  hint?: string;
  required: boolean;
  max: number;
}

/** An item's longest text: most are a few words; lists of materials, ingredients and cautions run longer. */
export const NOTICE_SHORT_MAX = 100;
export const NOTICE_LONG_MAX = 300;
const LONG: ReadonlySet<NoticeItemKey> = new Set([
  'fabric',
  'beddingFabric',
  'ingredients',
  'chemicals',
  'washCare',
  'care',
  'foodCaution',
  'chemicalCaution',
  'nutrition',
  'specs',
  'warranty',
]);

/** The items of each group, in the notice's order; `?` marks one the brand may leave empty. */
const GROUP_ITEMS: Record<NoticeGroupId, readonly (NoticeItemKey | `${NoticeItemKey}?`)[]> = {
  clothing: ['fabric', 'color', 'size', 'maker', 'origin', 'washCare', 'madeOn', 'warranty', 'afterService'],
  bag: ['kind', 'material', 'color', 'bulk', 'maker', 'origin', 'care', 'warranty', 'afterService'],
  fashionGoods: ['kind', 'material', 'size', 'maker', 'origin', 'care', 'warranty', 'afterService'],
  bedding: ['beddingFabric', 'color', 'size', 'composition', 'maker', 'origin', 'washCare', 'warranty', 'afterService'],
  furniture: ['itemName', 'kc', 'color', 'parts', 'mainMaterial', 'maker', 'origin', 'bulk', 'installCost', 'warranty', 'afterService'],
  appliance: ['itemName', 'kc', 'power', 'energyGrade?', 'releasedOn', 'maker', 'origin', 'material?', 'applianceSize', 'warranty', 'afterService'],
  smallElectronics: ['itemName', 'kc', 'power', 'releasedOn', 'maker', 'origin', 'material?', 'sizeWeight', 'specs', 'warranty', 'afterService'],
  kitchen: ['itemName', 'kitchenMaterial', 'parts', 'bulk', 'releasedOn', 'maker', 'origin', 'importNotice', 'warranty', 'afterService'],
  processedFood: [
    'productName',
    'foodType',
    'producer',
    'origin',
    'foodDates',
    'foodAmount',
    'ingredients',
    'nutrition',
    'gmo',
    'storage',
    'foodCaution',
    'importNotice',
    'consumerPhone',
  ],
  livingChemical: [
    'itemName',
    'usage',
    'chemicalDates',
    'chemicalAmount',
    'effect?',
    'chemicalMaker',
    'origin',
    'childPack',
    'chemicals',
    'chemicalCaution',
    'safetyNo',
    'consumerPhone',
  ],
  // The 고시's own items, then material, size and warranty, which this shop asks of every good.
  other: ['itemName', 'certification', 'origin', 'maker', 'material', 'bulk', 'warranty', 'afterService'],
};

const text = productNoticeMessages;

function itemOf(entry: NoticeItemKey | `${NoticeItemKey}?`): NoticeItem {
  const optional = entry.endsWith('?');
  const key = (optional ? entry.slice(0, -1) : entry) as NoticeItemKey;
  const { label, hint } = text.items[key];
  return { key, label, ...(hint ? { hint } : {}), required: !optional, max: LONG.has(key) ? NOTICE_LONG_MAX : NOTICE_SHORT_MAX };
}

export const NOTICE_GROUP_IDS = Object.keys(GROUP_ITEMS) as NoticeGroupId[];

const itemsByGroup = new Map<NoticeGroupId, readonly NoticeItem[]>();

/** The items of a group, in order (made once per group). */
export function noticeItems(group: NoticeGroupId): readonly NoticeItem[] {
  let items = itemsByGroup.get(group);
  if (!items) itemsByGroup.set(group, (items = GROUP_ITEMS[group].map(itemOf)));
  return items;
}

export function isNoticeGroup(value: unknown): value is NoticeGroupId {
  return typeof value === 'string' && Object.hasOwn(GROUP_ITEMS, value);
}

export function noticeGroupLabel(group: NoticeGroupId): string {
  return text.groups[group];
}

/**
 * The groups a category's products may be filed under, the usual one first
 * (docs/DECISIONS.md gives the reasons). A child category may differ from its
 * main category (조명 are electric, 모자 and 스카프 are 패션잡화); the season
 * categories sell every kind of good, so the brand picks.
 */
const BY_CATEGORY_CODE: Record<string, readonly NoticeGroupId[]> = {
  season: ['other', 'processedFood', 'kitchen', 'fashionGoods', 'bedding', 'livingChemical'],
  'home-interior': ['other', 'furniture', 'bedding'],
  'home-fabric': ['bedding', 'other'],
  'home-lighting': ['appliance', 'other'],
  'home-storage': ['other', 'furniture'],
  'home-mirror': ['other', 'furniture'],
  'home-rug': ['bedding', 'other'],
  'home-cushion': ['bedding'],
  kitchen: ['kitchen'],
  'kitchen-placemat': ['kitchen', 'bedding'],
  keyring: ['other', 'fashionGoods'],
  stationery: ['other'],
  candle: ['livingChemical', 'other'],
  'candle-goods': ['other', 'appliance'],
  accessory: ['fashionGoods'],
  bag: ['bag'],
  'bag-pouch': ['bag', 'fashionGoods'],
  phone: ['other'],
  'phone-cable': ['smallElectronics', 'other'],
  fashion: ['clothing', 'fashionGoods'],
  'fashion-hat': ['fashionGoods'],
  'fashion-scarf': ['fashionGoods', 'clothing'],
  food: ['processedFood'],
};

/** The groups a product of this category may use, the usual first; empty for an unknown category. */
export function noticeGroupsFor(idCategory: number): readonly NoticeGroupId[] {
  const category = findCategory(idCategory);
  const main = mainCategoryOf(idCategory);
  if (!category || !main) return [];
  return BY_CATEGORY_CODE[category.code] ?? BY_CATEGORY_CODE[main.code] ?? ['other'];
}

/**
 * The notice kept to its group's items, each trimmed (what is stored). A
 * change of group keeps the items both groups share (제조자, 제조국…).
 */
export function normaliseNotice(notice: ProductNotice): ProductNotice {
  if (!isNoticeGroup(notice.group)) return { group: notice.group, values: {} };
  const values: ProductNotice['values'] = {};
  for (const { key } of noticeItems(notice.group)) {
    const value = notice.values?.[key];
    if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
  return { group: notice.group, values };
}

/** A notice as the form starts it for a category: the usual group, the items of `previous` it shares kept. */
export function noticeForCategory(idCategory: number, previous?: ProductNotice | null): ProductNotice | null {
  const groups = noticeGroupsFor(idCategory);
  if (groups.length === 0) return previous ?? null;
  const group = previous && groups.includes(previous.group) ? previous.group : groups[0];
  return { group, values: { ...(previous?.values ?? {}) } };
}

export interface NoticeFieldError {
  field: string;
  message: string;
}

/** The form's and the API's path of an item. */
export const noticeField = (key: NoticeItemKey) => `notice.values.${key}`;

/**
 * Every broken rule of a (normalised) notice for a product of the category:
 * a group the category allows, every required item filled, none too long.
 */
export function noticeErrors(notice: ProductNotice, idCategory: number): NoticeFieldError[] {
  if (!isNoticeGroup(notice.group) || !noticeGroupsFor(idCategory).includes(notice.group)) {
    return [{ field: 'notice.group', message: text.errors.groupInvalid }];
  }
  const errors: NoticeFieldError[] = [];
  for (const item of noticeItems(notice.group)) {
    const value = notice.values[item.key] ?? '';
    if (item.required && value === '') errors.push({ field: noticeField(item.key), message: text.errors.required(item.label) });
    else if (value.length > item.max) errors.push({ field: noticeField(item.key), message: text.errors.tooLong(item.label, item.max) });
  }
  return errors;
}

/** The page's table of a stored notice: its filled-in items in order; null when there is none. */
export function noticeView(notice: ProductNotice | null): ProductNoticeView | null {
  if (!notice || !isNoticeGroup(notice.group)) return null;
  const rows = noticeItems(notice.group)
    .map((item) => ({ label: item.label, value: notice.values[item.key]?.trim() ?? '' }))
    .filter((row) => row.value !== '');
  return rows.length > 0 ? { group: notice.group, groupLabel: noticeGroupLabel(notice.group), rows } : null;
}

/** A stored notice (the products.notice JSON column) read back; null when empty or malformed. */
export function parseNotice(json: string | null | undefined): ProductNotice | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as { group?: unknown; values?: unknown };
    if (!isNoticeGroup(value.group) || typeof value.values !== 'object' || value.values === null) return null;
    const values: ProductNotice['values'] = {};
    for (const [key, entry] of Object.entries(value.values)) {
      if (typeof entry === 'string' && Object.hasOwn(text.items, key)) values[key as NoticeItemKey] = entry;
    }
    return { group: value.group, values };
  } catch {
    return null;
  }
}
