import { NEW_CATEGORY_ID, POPULAR_CATEGORY_ID } from '@/lib/catalog/categories';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRODUCT_ORDERS, type ProductOrder } from '@/lib/catalog/catalog.contract';
import { parseId } from '@/lib/contract/ids';

/**
 * The filters and the sort of every product list page (/shop, /search,
 * /brand/[id], /flash-sale, /page/popular), read from and written to the URL
 * so a shared link reproduces the view. The names are those of GET /products
 * (docs/API.md): brand (comma list of ids), color, size (comma list),
 * minPrice/maxPrice in thousand won (0..500, 500 = "500,000 won and above"),
 * order. A page reads them leniently: a value it cannot use falls back to
 * its default instead of failing, since links are typed and shared by people.
 */

export interface ShopFilters {
  /** Brand ids, ascending, no repeats. */
  brands: number[];
  color: string | null;
  /** Sizes in the order they were chosen, no repeats. */
  sizes: string[];
  /** Thousand won. */
  minPrice: number;
  /** Thousand won; PRICE_FILTER_MAX means no upper bound. */
  maxPrice: number;
  order: ProductOrder;
}

export const DEFAULT_FILTERS: ShopFilters = {
  brands: [],
  color: null,
  sizes: [],
  minPrice: PRICE_FILTER_MIN,
  maxPrice: PRICE_FILTER_MAX,
  order: 'recommended',
};

/** The order a category lists in when the URL names none (docs/DECISIONS.md, "Categories"). */
export function defaultOrderOf(idCategory: number): ProductOrder {
  if (idCategory === POPULAR_CATEGORY_ID) return 'popular';
  if (idCategory === NEW_CATEGORY_ID) return 'latest';
  return 'recommended';
}

/** One choice of a filter panel: a brand (its id), a colour or a size, with its product count. */
export interface FacetValue<T> {
  value: T;
  label: string;
  count: number;
}

/** The choices present among a list's products (lib/catalog/server/facets.ts). */
export interface ListFacets {
  brands: FacetValue<number>[];
  colors: FacetValue<string>[];
  sizes: FacetValue<string>[];
}

/** The price presets offered beside the inputs, in thousand won. */
export const PRICE_PRESETS: readonly { min: number; max: number }[] = [
  { min: 0, max: 10 },
  { min: 10, max: 30 },
  { min: 30, max: 50 },
  { min: 50, max: PRICE_FILTER_MAX },
];

/** The query keys the filters own; a list's other keys (idCategory, keyword, page_type) pass through. */
export const FILTER_KEYS = ['brand', 'color', 'size', 'minPrice', 'maxPrice', 'order'] as const;

const MAX_BRANDS = 50;
const MAX_SIZES = 30;
const OPTION_MAX_LENGTH = 50;

type QueryValue = string | string[] | undefined;

/**
 * The entries of a list parameter: a comma list (`brand=3,5`), or the same
 * key repeated, as a form without JavaScript sends checkboxes (`brand=3&brand=5`).
 */
function listOf(value: QueryValue): string[] {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((entry) => entry.split(','));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function firstOf(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A price bound in thousand won, or the fallback when it is not a whole number in range. */
function priceOf(value: QueryValue, fallback: number): number {
  const raw = firstOf(value)?.trim();
  if (!raw || !/^\d{1,9}$/.test(raw)) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Number(raw)));
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The filter state of a URL query, every missing or unusable value at its default. */
export function parseShopFilters(query: Record<string, QueryValue>, defaultOrder: ProductOrder = 'recommended'): ShopFilters {
  const brands = unique(
    listOf(query.brand)
      .map((entry) => parseId(entry))
      .filter((id): id is number => id !== null),
  )
    .sort((a, b) => a - b)
    .slice(0, MAX_BRANDS);
  const sizes = unique(listOf(query.size).filter((size) => size.length <= OPTION_MAX_LENGTH)).slice(0, MAX_SIZES);
  const color = firstOf(query.color)?.trim() ?? '';
  let minPrice = priceOf(query.minPrice, PRICE_FILTER_MIN);
  let maxPrice = priceOf(query.maxPrice, PRICE_FILTER_MAX);
  // A reversed range is read the way it was surely meant.
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const order = firstOf(query.order);
  return {
    brands,
    color: color && color.length <= OPTION_MAX_LENGTH ? color : null,
    sizes,
    minPrice,
    maxPrice,
    order: PRODUCT_ORDERS.includes(order as ProductOrder) ? (order as ProductOrder) : defaultOrder,
  };
}

/** The `page` of a list's URL: 1, 2, … like an id; anything else is page 1. */
export function pageOfQuery(query: Record<string, QueryValue>): number {
  return parseId(firstOf(query.page)) ?? 1;
}

/** Adds the value to the selection, or removes it when it is there (the spec's toggle rule). */
export function toggleValue<T>(selection: readonly T[], value: T): T[] {
  return selection.includes(value) ? selection.filter((entry) => entry !== value) : [...selection, value];
}

export function toggleBrand(filters: ShopFilters, idBrand: number): ShopFilters {
  return { ...filters, brands: toggleValue(filters.brands, idBrand).sort((a, b) => a - b) };
}

export function toggleSize(filters: ShopFilters, size: string): ShopFilters {
  return { ...filters, sizes: toggleValue(filters.sizes, size) };
}

/** Picks the colour, or clears it when it is the one already chosen. */
export function toggleColor(filters: ShopFilters, color: string): ShopFilters {
  return { ...filters, color: filters.color === color ? null : color };
}

/** A price range in thousand won, clamped to 0..500 and put in order. */
export function withPrice(filters: ShopFilters, min: number, max: number): ShopFilters {
  const clamp = (value: number, fallback: number) =>
    Number.isFinite(value) ? Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, Math.round(value))) : fallback;
  const low = clamp(min, PRICE_FILTER_MIN);
  const high = clamp(max, PRICE_FILTER_MAX);
  return { ...filters, minPrice: Math.min(low, high), maxPrice: Math.max(low, high) };
}

/** Whether any filter (not the sort) differs from its default. */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.brands.length > 0 ||
    filters.color !== null ||
    filters.sizes.length > 0 ||
    filters.minPrice !== PRICE_FILTER_MIN ||
    filters.maxPrice !== PRICE_FILTER_MAX
  );
}

/** Every filter back to its default; the sort stays. */
export function clearFilters(filters: ShopFilters): ShopFilters {
  return { ...DEFAULT_FILTERS, order: filters.order };
}

/** The filters as query values, defaults (and the list's own default order) left out. */
export function filterQueryOf(filters: ShopFilters, defaultOrder: ProductOrder = 'recommended'): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.brands.length > 0) query.brand = filters.brands.join(',');
  if (filters.color) query.color = filters.color;
  if (filters.sizes.length > 0) query.size = filters.sizes.join(',');
  if (filters.minPrice !== PRICE_FILTER_MIN) query.minPrice = String(filters.minPrice);
  if (filters.maxPrice !== PRICE_FILTER_MAX) query.maxPrice = String(filters.maxPrice);
  if (filters.order !== defaultOrder) query.order = filters.order;
  return query;
}

/**
 * Where a list lives: its path and the query values that are not filters
 * (idCategory and page_type on /shop, keyword on /search), kept in every URL
 * the list builds.
 */
export interface ListLocation {
  path: string;
  base: Record<string, string>;
  /** /shop always writes `page` (the shell's URL form); other lists only from page 2. */
  alwaysPage?: boolean;
  /** The order the list shows when none is given (인기상품: popular). */
  defaultOrder?: ProductOrder;
}

/** The URL of a list with these filters at this page. */
export function listUrl(location: ListLocation, filters: ShopFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(location.base)) {
    if (key === 'page' || (FILTER_KEYS as readonly string[]).includes(key)) continue;
    params.set(key, value);
  }
  if (location.alwaysPage || page > 1) params.set('page', String(page));
  for (const [key, value] of Object.entries(filterQueryOf(filters, location.defaultOrder))) params.set(key, value);
  // Commas of the comma lists read better unescaped, and mean the same.
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `${location.path}?${search}` : location.path;
}
