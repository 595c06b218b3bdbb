/**
 * Wire types and rules of the brand centre's product calls (/brands/products,
 * /brands/upload/thumbnail; docs/API.md). The rules of a product are checked
 * here once, by the form as the brand types and by the server as the truth.
 * No server imports.
 */
import { CATEGORIES } from '@/lib/catalog/categories';
import type { ProductNotice } from '@/lib/catalog/productNotice';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';

const m = brandProductsMessages.errors;

export type BrandProductStatus = 'active' | 'hidden';
export const BRAND_PRODUCT_STATUSES: readonly BrandProductStatus[] = ['active', 'hidden'];
export type BrandProductStatusFilter = BrandProductStatus | 'all';
export type BrandProductStockFilter = 'low' | 'out';
export type BrandProductSort = 'latest' | 'name' | 'stock' | 'sales';
export const BRAND_PRODUCT_SORTS: readonly BrandProductSort[] = ['latest', 'name', 'stock', 'sales'];

/** "재고 부족": a product with this many units or fewer (and more than none). */
export const LOW_STOCK = 10;

export const PRODUCT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  descriptionMax: 5000,
  priceMin: 100,
  priceMax: 100_000_000,
  minOrderQtyMax: 10_000,
  orderStepMax: 1_000,
  tiersMax: 5,
  optionValuesMax: 20,
  optionNameMax: 30,
  stockMax: 1_000_000,
  imagesMin: 1,
  imagesMax: 8,
} as const;

/** One colour x size combination with its id; '' means "none" (a product without colours or sizes). */
export interface BrandProductOption {
  id: number;
  color: string;
  size: string;
  stock: number;
}

/** GET /brands/products: one row of the list. */
export interface BrandProductListItem {
  idProduct: number;
  name: string;
  image: string | null;
  status: BrandProductStatus;
  wholesalePrice: number;
  retailPrice: number;
  stock: number;
  salesCount: number;
  optionCount: number;
  options: BrandProductOption[];
  updatedAt: string;
}

export interface BrandProductListQuery {
  keyword?: string;
  status?: BrandProductStatusFilter;
  stock?: BrandProductStockFilter;
  sort?: BrandProductSort;
  page?: number;
  limit?: number;
}

export interface BrandProductList {
  items: BrandProductListItem[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface PriceTierInput {
  minQty: number;
  price: number;
}

/** The stock of one combination; `previousStock` (what the brand saw) turns a concurrent change into a 409. */
export interface OptionStockInput {
  color: string;
  size: string;
  stock: number;
  previousStock?: number;
}

/** POST /brands/products and PUT /brands/products/{id}. */
export interface BrandProductInput {
  name: string;
  description: string;
  idCategory: number;
  wholesalePrice: number;
  retailPrice: number;
  minOrderQty: number;
  orderStep: number;
  tiers: PriceTierInput[];
  /** Tiers count the product's units over all its options in one order (lib/catalog/tierPricing.ts); off by default. */
  tiersOverTotal: boolean;
  colors: string[];
  sizes: string[];
  /** One entry per colour x size combination ('' for "none"). */
  stocks: OptionStockInput[];
  /** 1–8 picture URLs, the first is the thumbnail. */
  images: string[];
  status: BrandProductStatus;
  /** 상품정보제공고시: a group the category allows and its items (lib/catalog/productNotice.ts). */
  notice: ProductNotice;
}

/** GET /brands/products/{id}: everything the edit form needs. */
export interface BrandProductDetail extends Omit<BrandProductInput, 'stocks' | 'notice'> {
  idProduct: number;
  /** null: a product listed before the notice was asked for; the form asks for it on the next save. */
  notice: ProductNotice | null;
  options: BrandProductOption[];
  stock: number;
  salesCount: number;
  updatedAt: string;
}

/** PATCH /brands/products/{id}: the list's quick edits. */
export interface BrandProductPatch {
  status?: BrandProductStatus;
  options?: { id: number; stock: number; previousStock?: number }[];
  wholesalePrice?: number;
  retailPrice?: number;
}

export type ThumbnailTarget = 'product' | 'logo';

/** POST /brands/upload/thumbnail (201). */
export interface UploadedThumbnail {
  key: string;
  url: string;
  target: ThumbnailTarget;
}

export interface FieldError {
  field: string;
  message: string;
}

/** A category a brand may file a product under: a child of a main entry open to brands. */
export interface BrandCategoryOption {
  id: number;
  label: string;
}

export const BRAND_CATEGORY_OPTIONS: readonly BrandCategoryOption[] = CATEGORIES.filter((main) => main.isBrandAccess).flatMap(
  (main) => (main.children ?? []).map((child) => ({ id: child.id, label: `${main.name} > ${child.name}` })),
);

const brandCategoryIds = new Set(BRAND_CATEGORY_OPTIONS.map((option) => option.id));

export function isBrandCategory(id: number): boolean {
  return brandCategoryIds.has(id);
}

/** Every colour x size combination ('' standing for "none"), colours first. */
export function combinationsOf(colors: readonly string[], sizes: readonly string[]): { color: string; size: string }[] {
  const colorList = colors.length > 0 ? colors : [''];
  const sizeList = sizes.length > 0 ? sizes : [''];
  return colorList.flatMap((color) => sizeList.map((size) => ({ color, size })));
}

export const comboKey = (color: string, size: string) => JSON.stringify([color, size]);

/** Trims the texts of an input (what the server stores). */
export function normaliseProductInput(input: BrandProductInput): BrandProductInput {
  return {
    ...input,
    name: input.name.trim(),
    description: input.description.trim(),
    colors: input.colors.map((value) => value.trim()),
    sizes: input.sizes.map((value) => value.trim()),
    stocks: input.stocks.map((entry) => ({ ...entry, color: entry.color.trim(), size: entry.size.trim() })),
  };
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The price checks shared by the full form and the list's quick edits. */
export function priceErrors(wholesalePrice: number, retailPrice: number, tiers: readonly PriceTierInput[]): FieldError[] {
  const errors: FieldError[] = [];
  const { priceMin, priceMax } = PRODUCT_LIMITS;
  const priceOk = (value: number) => isInt(value) && value >= priceMin && value <= priceMax;
  const check = (field: string, label: string, value: number) => {
    if (typeof value === 'number' && Number.isNaN(value)) errors.push({ field, message: m.priceRequired(label) });
    else if (!priceOk(value)) errors.push({ field, message: m.priceInvalid(label, priceMin, priceMax) });
  };
  check('wholesalePrice', '도매가', wholesalePrice);
  check('retailPrice', '소비자가', retailPrice);
  if (errors.length === 0 && wholesalePrice >= retailPrice) errors.push({ field: 'wholesalePrice', message: m.wholesaleNotBelowRetail });
  if (errors.length === 0 && tiers.some((tier) => tier.price >= wholesalePrice)) {
    errors.push({ field: 'wholesalePrice', message: m.tierPriceBelowWholesale });
  }
  return errors;
}

function tierErrors(input: BrandProductInput): FieldError[] {
  const errors: FieldError[] = [];
  if (input.tiers.length > PRODUCT_LIMITS.tiersMax) return [{ field: 'tiers', message: m.tiersTooMany(PRODUCT_LIMITS.tiersMax) }];
  input.tiers.forEach((tier, index) => {
    const previous = input.tiers[index - 1];
    const at = `tiers.${index}`;
    if (!isInt(tier.minQty) || tier.minQty < 1 || tier.minQty > PRODUCT_LIMITS.stockMax) {
      errors.push({ field: `${at}.minQty`, message: m.tierQtyInvalid });
    } else if (tier.minQty <= input.minOrderQty) {
      errors.push({ field: `${at}.minQty`, message: m.tierQtyAboveMinimum });
    } else if (previous && tier.minQty <= previous.minQty) {
      errors.push({ field: `${at}.minQty`, message: m.tierQtyAscending });
    }
    if (!isInt(tier.price) || tier.price < 1) {
      errors.push({ field: `${at}.price`, message: m.tierPriceInvalid });
    } else if (isInt(input.wholesalePrice) && tier.price >= input.wholesalePrice) {
      errors.push({ field: `${at}.price`, message: m.tierPriceBelowWholesale });
    } else if (previous && tier.price >= previous.price) {
      errors.push({ field: `${at}.price`, message: m.tierPriceDescending });
    }
  });
  return errors;
}

function optionValueErrors(field: 'colors' | 'sizes', label: string, values: readonly string[]): FieldError[] {
  if (values.length > PRODUCT_LIMITS.optionValuesMax) return [{ field, message: m.optionTooMany(label, PRODUCT_LIMITS.optionValuesMax) }];
  const seen = new Set<string>();
  for (const [index, value] of values.entries()) {
    if (value.length < 1 || value.length > PRODUCT_LIMITS.optionNameMax) {
      return [{ field: `${field}.${index}`, message: m.optionNameLength(label, PRODUCT_LIMITS.optionNameMax) }];
    }
    if (seen.has(value)) return [{ field: `${field}.${index}`, message: m.optionDuplicate(label, value) }];
    seen.add(value);
  }
  return [];
}

function stockErrors(input: BrandProductInput): FieldError[] {
  const combos = combinationsOf(input.colors, input.sizes);
  const given = new Map(input.stocks.map((entry) => [comboKey(entry.color, entry.size), entry]));
  if (input.stocks.length !== combos.length || combos.some((combo) => !given.has(comboKey(combo.color, combo.size)))) {
    return [{ field: 'stocks', message: m.stocksMismatch }];
  }
  const errors: FieldError[] = [];
  input.stocks.forEach((entry, index) => {
    if (!isInt(entry.stock) || entry.stock < 0 || entry.stock > PRODUCT_LIMITS.stockMax) {
      errors.push({ field: `stocks.${index}.stock`, message: m.stockInvalid(PRODUCT_LIMITS.stockMax) });
    }
  });
  return errors;
}

/**
 * Every broken rule of a (normalised) product, in form order; empty when the
 * product may be saved. Image ownership is the server's alone to check, and
 * the notice's rules are noticeErrors (lib/catalog/productNotice.ts), which
 * the server runs after these and the form once its notice part has loaded:
 * they are kept apart so the product list, which imports this file, does not
 * carry the notice's definitions (scripts/js-budget.mjs).
 */
export function productInputErrors(input: BrandProductInput): FieldError[] {
  const errors: FieldError[] = [];
  const L = PRODUCT_LIMITS;
  if (input.name.length === 0) errors.push({ field: 'name', message: m.nameRequired });
  else if (input.name.length < L.nameMin || input.name.length > L.nameMax) errors.push({ field: 'name', message: m.nameLength(L.nameMin, L.nameMax) });
  if (input.description.length > L.descriptionMax) errors.push({ field: 'description', message: m.descriptionTooLong(L.descriptionMax) });
  if (!isInt(input.idCategory) || !isBrandCategory(input.idCategory)) errors.push({ field: 'idCategory', message: m.categoryInvalid });
  errors.push(...priceErrors(input.wholesalePrice, input.retailPrice, []));
  if (!isInt(input.minOrderQty) || input.minOrderQty < 1 || input.minOrderQty > L.minOrderQtyMax) {
    errors.push({ field: 'minOrderQty', message: m.minOrderQtyInvalid(L.minOrderQtyMax) });
  }
  if (!isInt(input.orderStep) || input.orderStep < 1 || input.orderStep > L.orderStepMax) {
    errors.push({ field: 'orderStep', message: m.orderStepInvalid(L.orderStepMax) });
  }
  errors.push(...tierErrors(input));
  const colorErrors = optionValueErrors('colors', '색상', input.colors);
  const sizeErrors = optionValueErrors('sizes', '사이즈', input.sizes);
  errors.push(...colorErrors, ...sizeErrors);
  if (colorErrors.length === 0 && sizeErrors.length === 0) errors.push(...stockErrors(input));
  if (input.images.length < L.imagesMin || input.images.length > L.imagesMax) {
    errors.push({ field: 'images', message: m.imagesCount(L.imagesMin, L.imagesMax) });
  } else if (new Set(input.images).size !== input.images.length) {
    errors.push({ field: 'images', message: m.imageDuplicate });
  }
  if (!BRAND_PRODUCT_STATUSES.includes(input.status)) errors.push({ field: 'status', message: m.statusInvalid });
  return errors;
}

/** Retail vs wholesale margin in whole percent, or null when the prices do not allow one. */
export function marginPercent(wholesalePrice: number, retailPrice: number): number | null {
  if (!Number.isFinite(wholesalePrice) || !Number.isFinite(retailPrice) || retailPrice <= 0 || wholesalePrice <= 0) return null;
  return Math.round(((retailPrice - wholesalePrice) / retailPrice) * 100);
}

/** What an uploaded product file does to one product (lib/brandCenter/server/brandProductsWorkbook.ts). */
export type BulkProductChange = 'new' | 'update' | 'same';

/** A product of an uploaded product file, as checked: the sheet rows it spans, what changes, what is wrong. */
export interface BulkProductRow {
  firstRow: number;
  lastRow: number;
  idProduct: number | null;
  name: string;
  change: BulkProductChange;
  /** The columns whose values change (empty for a new product or an unchanged one). */
  changes: string[];
  /** Why the product cannot be saved, or null. */
  error: string | null;
}

export interface BulkProductPreview {
  rows: BulkProductRow[];
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}
