import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  ALL_CATEGORY_ID,
  findCategory,
  findCategoryByCode,
  categoryAndDescendantIds,
  mainCategoryOf,
} from '@/lib/catalog/categories';
import {
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRODUCT_ORDERS,
  type CategoryPathEntry,
  type Paginated,
  type ProductDetail,
  type ProductList,
  type ProductListItem,
  type ProductOrder,
} from '@/lib/contract/catalog';
import type { Db } from '../db';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { DomainError, notFound } from '../errors';
import { effectivePriceSql, flashSaleActiveSql, pricingOf } from './pricing';
import type { Viewer } from './viewer';
import { catalogMessages } from '@/lib/messages/catalog';

const invalid = catalogMessages.invalid;

// ---------------------------------------------------------------------------
// Query parameters (shared with /search and the favourites list)
// ---------------------------------------------------------------------------

/** '' in a query string means "not given", like a missing parameter. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A non-negative integer query parameter within [min, max], with one Korean message. */
export function intParam(message: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .trim()
      .regex(/^\d{1,9}$/, { message })
      .transform(Number)
      .pipe(z.number().min(min, { message }).max(max, { message }))
      .optional(),
  );
}

/** A true/false query flag ('true' | 'false' | '1' | '0'). */
export function flagParam(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
  );
}

/**
 * A comma list (`a,b,c`) of at most `max` non-empty entries, each accepted by
 * `accept`; a failure names the parameter itself (not an entry of it).
 */
function commaListParam(message: string, max: number, accept: (entry: string) => boolean) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
      .refine((entries) => entries.length <= max && entries.every(accept), { message })
      .optional(),
  );
}

/** page (1..100,000) and limit (1..100), shared by every paginated catalogue list. */
export const pageParams = {
  page: intParam(invalid.page, 1, 100_000),
  limit: intParam(invalid.limit, 1, PAGE_LIMIT_MAX),
};

export const orderParam = z.preprocess(blankToUndefined, z.enum(PRODUCT_ORDERS, { message: invalid.order }).optional());

const OPTION_MAX_LENGTH = 50;

/** GET /products query. */
export const productListQuery = z
  .object({
    ...pageParams,
    idCategory: intParam(invalid.category, 0, 999_999_999),
    category: z.preprocess(blankToUndefined, z.string({ message: invalid.category }).trim().max(50, { message: invalid.category }).optional()),
    brand: commaListParam(invalid.brand, 50, (entry) => /^\d{1,9}$/.test(entry)),
    color: z.preprocess(
      blankToUndefined,
      z.string({ message: invalid.color }).trim().max(OPTION_MAX_LENGTH, { message: invalid.color }).optional(),
    ),
    size: commaListParam(invalid.size, 30, (entry) => entry.length <= OPTION_MAX_LENGTH),
    minPrice: intParam(invalid.price, PRICE_FILTER_MIN, PRICE_FILTER_MAX),
    maxPrice: intParam(invalid.price, PRICE_FILTER_MIN, PRICE_FILTER_MAX),
    order: orderParam,
    flashSale: flagParam(invalid.flashSale),
    new: flagParam(invalid.new),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice != null && query.maxPrice != null && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', message: invalid.priceRange, path: ['minPrice'] });
    }
  });

export type ProductListQueryInput = z.infer<typeof productListQuery>;

/** A path id (`/products/12`): digits only, else 400 naming the field. */
export function pathIdParam(message: string) {
  return z
    .string({ message })
    .regex(/^[1-9]\d{0,9}$/, { message })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { message }));
}

export const productIdQuery = z.object({ idProduct: pathIdParam(invalid.productId) });

/** An id in a JSON body: a positive integer, or its decimal string. */
export function bodyIdParam(message: string) {
  return z
    .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/).transform(Number)], { message })
    .pipe(z.number().int({ message }).min(1, { message }).max(2_147_483_647, { message }));
}

// ---------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------

/** What a product list is restricted to (already validated and resolved). */
export interface ProductFilters {
  /** null = every category. */
  categoryIds?: number[] | null;
  brandIds?: number[];
  color?: string | null;
  /** A product matches when it offers any of these sizes. */
  sizes?: string[];
  /** Won, inclusive, on the price the viewer pays (members) or the retail price. */
  minPriceWon?: number | null;
  maxPriceWon?: number | null;
  flashSaleOnly?: boolean;
  newOnly?: boolean;
  /** Case-insensitive substring of the product name or its brand's name. */
  keyword?: string | null;
}

export interface ListRequest {
  filters: ProductFilters;
  order: ProductOrder;
  page: number;
  limit: number;
}

/**
 * Virtual main categories (SPEC.md §2): 전체 (152) lists everything, 플래시 세일
 * (11) the running flash sales, 인기상품 (12) everything most-sold first and
 * 신상품 (13) everything newest first. Others list themselves and their children.
 */
const FLASH_SALE_CATEGORY_ID = 11;
const POPULAR_CATEGORY_ID = 12;
const NEW_CATEGORY_ID = 13;

/** Turns a validated GET /products query into a list request (400 on an unknown category). */
export function productListRequest(query: ProductListQueryInput): ListRequest {
  let categoryId: number | null = null;
  if (query.idCategory != null) {
    if (!findCategory(query.idCategory)) throw new DomainError(400, 'VALIDATION', invalid.category, 'idCategory');
    categoryId = query.idCategory;
  } else if (query.category != null) {
    const found = findCategoryByCode(query.category);
    if (!found) throw new DomainError(400, 'VALIDATION', invalid.category, 'category');
    categoryId = found.id;
  }

  let order = query.order;
  let flashSaleOnly = query.flashSale ?? false;
  let categoryIds: number[] | null = null;
  if (categoryId === FLASH_SALE_CATEGORY_ID) flashSaleOnly = true;
  else if (categoryId === POPULAR_CATEGORY_ID) order ??= 'popular';
  else if (categoryId === NEW_CATEGORY_ID) order ??= 'latest';
  else if (categoryId != null && categoryId !== ALL_CATEGORY_ID) categoryIds = categoryAndDescendantIds(categoryId);

  return {
    filters: {
      categoryIds,
      brandIds: (query.brand ?? []).map(Number),
      color: query.color ?? null,
      sizes: query.size ?? [],
      minPriceWon: query.minPrice != null && query.minPrice > PRICE_FILTER_MIN ? query.minPrice * 1000 : null,
      maxPriceWon: query.maxPrice != null && query.maxPrice < PRICE_FILTER_MAX ? query.maxPrice * 1000 : null,
      flashSaleOnly,
      newOnly: query.new ?? false,
    },
    order: order ?? 'recommended',
    page: query.page ?? 1,
    limit: query.limit ?? PAGE_LIMIT_DEFAULT,
  };
}

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself (`\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type ProductsEb = ExpressionBuilder<Database, 'products'>;
type Where = (eb: ProductsEb) => Expression<SqlBool>;

/**
 * Whether a JSON list column (colors, sizes) holds any of the values exactly
 * (case-sensitive), with the same meaning on SQLite and PostgreSQL. A LIKE on
 * the JSON text (`"value"`, wildcards escaped; lists are written with
 * JSON.stringify) cheaply narrows the rows, then the JSON functions of the
 * dialect check the elements themselves.
 */
function jsonListHasAny(db: Db, column: 'colors' | 'sizes', values: string[]): Expression<SqlBool> {
  const ref = sql.ref(`products.${column}`);
  const likes = values.map((value) => sql<SqlBool>`${ref} like ${`%${escapeLike(JSON.stringify(value))}%`} escape '\\'`);
  const list = sql.join(values);
  const exact = isPostgres(db)
    ? sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(${ref}::jsonb) as opt(v) where opt.v in (${list}))`
    : sql<SqlBool>`exists (select 1 from json_each(${ref}) as opt where opt.value in (${list}))`;
  return sql<SqlBool>`(${sql.join(likes, sql` or `)}) and ${exact}`;
}

/** Every condition but the price: status, category, brand, options, flags, keyword. */
function baseConditions(db: Db, eb: ProductsEb, filters: ProductFilters, nowIso: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('products.status', '=', 'active')];
  if (filters.categoryIds && filters.categoryIds.length > 0) {
    conditions.push(eb('products.categoryId', 'in', filters.categoryIds));
  }
  if (filters.brandIds && filters.brandIds.length > 0) conditions.push(eb('products.brandId', 'in', filters.brandIds));
  if (filters.color) conditions.push(jsonListHasAny(db, 'colors', [filters.color]));
  if (filters.sizes && filters.sizes.length > 0) conditions.push(jsonListHasAny(db, 'sizes', filters.sizes));
  if (filters.flashSaleOnly) {
    // The plain range term lets the planner use products_flash_idx.
    conditions.push(eb('products.flashSaleEndsAt', '>', nowIso), flashSaleActiveSql(nowIso));
  }
  if (filters.newOnly) conditions.push(eb('products.isNew', '=', 1));
  if (filters.keyword) {
    const pattern = `%${escapeLike(filters.keyword.toLowerCase())}%`;
    conditions.push(
      sql<SqlBool>`(lower(products.name) like ${pattern} escape '\\' or products.brand_id in (select kb.id from brands as kb where lower(kb.name) like ${pattern} escape '\\'))`,
    );
  }
  return conditions;
}

function priceRange(price: Expression<number>, filters: ProductFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.minPriceWon != null) conditions.push(sql<SqlBool>`${price} >= ${filters.minPriceWon}`);
  if (filters.maxPriceWon != null) conditions.push(sql<SqlBool>`${price} <= ${filters.maxPriceWon}`);
  return conditions;
}

/**
 * The complement of flashSaleActiveSql, two-valued (no NULL): the product
 * sells at its regular wholesale price now.
 */
function regularPriceSql(nowIso: string): Expression<SqlBool> {
  return sql<SqlBool>`(products.flash_sale_price is null or products.flash_sale_starts_at is null or products.flash_sale_ends_at is null or products.flash_sale_starts_at > ${nowIso} or products.flash_sale_ends_at <= ${nowIso})`;
}

/**
 * How a list is queried. Callers who see retail prices filter and sort on
 * retail_price (products_retail_price_idx). Members filter and sort on the
 * price they pay, which is not a column: their list splits into two arms that
 * partition the products, those at their regular wholesale price
 * (products_price_idx) and those whose flash sale runs (products_flash_idx),
 * so a price filter or order still walks indexes instead of the whole table.
 */
interface ListPlan {
  /** Every matching product (for orders that are not by price). */
  all: Where;
  /** Members only: [regular-price arm, flash-sale arm] with their price column. */
  arms: [{ where: Where; price: 'products.wholesalePrice' }, { where: Where; price: 'products.flashSalePrice' }] | null;
}

function planList(db: Db, viewer: Viewer, filters: ProductFilters, nowIso: string): ListPlan {
  if (!viewer.canSeeWholesale) {
    return {
      all: (eb) => eb.and([...baseConditions(db, eb, filters, nowIso), ...priceRange(sql.ref('products.retail_price'), filters)]),
      arms: null,
    };
  }
  return {
    all: (eb) => eb.and([...baseConditions(db, eb, filters, nowIso), ...priceRange(effectivePriceSql(nowIso), filters)]),
    arms: [
      {
        price: 'products.wholesalePrice',
        where: (eb) =>
          eb.and([
            ...baseConditions(db, eb, filters, nowIso),
            regularPriceSql(nowIso),
            ...priceRange(sql.ref('products.wholesale_price'), filters),
          ]),
      },
      {
        price: 'products.flashSalePrice',
        where: (eb) =>
          eb.and([
            ...baseConditions(db, eb, filters, nowIso),
            eb('products.flashSaleEndsAt', '>', nowIso),
            flashSaleActiveSql(nowIso),
            ...priceRange(sql.ref('products.flash_sale_price'), filters),
          ]),
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// Rows to wire items
// ---------------------------------------------------------------------------

/** The columns a product list item is made of (products joined with brands). */
export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.brandId',
  'products.categoryId',
  'products.wholesalePrice',
  'products.retailPrice',
  'products.flashSalePrice',
  'products.flashSaleStartsAt',
  'products.flashSaleEndsAt',
  'products.minOrderQty',
  'products.stock',
  'products.colors',
  'products.sizes',
  'products.images',
  'products.isNew',
  'products.salesCount',
  'products.createdAt',
  'brands.name as brandName',
] as const;

export interface ProductItemRow {
  id: number;
  name: string;
  brandId: number;
  categoryId: number;
  wholesalePrice: number;
  retailPrice: number;
  flashSalePrice: number | null;
  flashSaleStartsAt: string | null;
  flashSaleEndsAt: string | null;
  minOrderQty: number;
  stock: number;
  colors: string;
  sizes: string;
  images: string;
  isNew: number;
  salesCount: number;
  createdAt: string;
  brandName: string;
}

/** A JSON list column as strings; a malformed value reads as an empty list. */
export function parseStringList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** A product row as the viewer may see it. */
export function toProductItem(row: ProductItemRow, viewer: Viewer, now: Date, isFavorite: boolean): ProductListItem {
  const pricing = pricingOf(row, now);
  const images = parseStringList(row.images);
  return {
    id: row.id,
    name: row.name,
    idBrand: row.brandId,
    brandName: row.brandName,
    idCategory: row.categoryId,
    image: images[0] ?? null,
    images,
    retailPrice: pricing.retailPrice,
    wholesalePrice: viewer.canSeeWholesale ? pricing.wholesalePrice : null,
    price: viewer.canSeeWholesale ? pricing.price : null,
    onFlashSale: pricing.onFlashSale,
    discountRate: pricing.discountRate,
    flashSaleEndsAt: pricing.flashSaleEndsAt,
    minOrderQty: row.minOrderQty,
    stock: row.stock,
    soldOut: row.stock <= 0,
    colors: parseStringList(row.colors),
    sizes: parseStringList(row.sizes),
    isNew: row.isNew === 1,
    salesCount: row.salesCount,
    createdAt: row.createdAt,
    isFavorite,
  };
}

/** Ids among `productIds` that the viewer has in their wishlist (one indexed query). */
async function favoriteIdsOf(db: Db, viewer: Viewer, productIds: number[]): Promise<Set<number>> {
  if (viewer.userId == null || productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('productId')
    .where('userId', '=', viewer.userId)
    .where('productId', 'in', productIds)
    .execute();
  return new Set(rows.map((row) => row.productId));
}

export function paginated<T>(items: T[], total: number, page: number, limit: number): Paginated<T> {
  return { items, total, page, limit, totalPages: Math.ceil(total / limit) };
}

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

/**
 * One page of active products matching `filters`, in `order` (ties broken by
 * id), with the total: two queries (count, page) over the products indexes,
 * plus one for the viewer's favourites among the page.
 */
export async function listProducts(db: Db, viewer: Viewer, request: ListRequest, now: Date = new Date()): Promise<ProductList> {
  const nowIso = now.toISOString();
  const { filters, page, limit, order } = request;
  const offset = (page - 1) * limit;
  const plan = planList(db, viewer, filters, nowIso);
  const hasPriceRange = filters.minPriceWon != null || filters.maxPriceWon != null;
  const count = (where: Where) => db.selectFrom('products').where(where).select(sql<number>`count(*)`.as('n'));

  // Count: with a member price range, the sum of the two arms (each on its index).
  const countQuery =
    plan.arms && hasPriceRange
      ? db.selectNoFrom(sql<number>`(${count(plan.arms[0].where)}) + (${count(plan.arms[1].where)})`.as('n'))
      : count(plan.all);

  const rowsPromise = (async (): Promise<ProductItemRow[]> => {
    const isPriceOrder = order === 'price_asc' || order === 'price_desc';
    const direction = order === 'price_asc' ? 'asc' : 'desc';
    if (plan.arms && isPriceOrder) {
      // Each arm's first offset+limit rows by its own price column, merged.
      const arm = ({ where, price }: { where: Where; price: 'products.wholesalePrice' | 'products.flashSalePrice' }) =>
        db
          .selectFrom('products')
          .innerJoin('brands', 'brands.id', 'products.brandId')
          .where(where)
          .select(PRODUCT_COLUMNS)
          .select(sql.ref<number>(price).as('sortPrice'))
          .orderBy(price, direction)
          .orderBy('products.id', direction)
          .limit(offset + limit);
      const merged = db
        .selectFrom(arm(plan.arms[0]).as('r'))
        .selectAll()
        .unionAll(db.selectFrom(arm(plan.arms[1]).as('f')).selectAll());
      const rows = await db
        .selectFrom(merged.as('u'))
        .selectAll()
        .orderBy('u.sortPrice', direction)
        .orderBy('u.id', direction)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows;
    }
    let query = db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brandId')
      .where(plan.all)
      .select(PRODUCT_COLUMNS);
    switch (order) {
      case 'latest':
        query = query.orderBy('products.createdAt', 'desc').orderBy('products.id', 'desc');
        break;
      case 'popular':
        query = query.orderBy('products.salesCount', 'desc').orderBy('products.id', 'desc');
        break;
      case 'price_asc':
      case 'price_desc':
        // Retail prices (members took the branch above).
        query = query.orderBy('products.retailPrice', direction).orderBy('products.id', direction);
        break;
      case 'recommended':
        // New arrivals first, best sellers first within them (products_recommended_idx).
        query = query
          .orderBy('products.isNew', 'desc')
          .orderBy('products.salesCount', 'desc')
          .orderBy('products.id', 'desc');
        break;
    }
    return query.limit(limit).offset(offset).execute();
  })();

  const [countRow, rows] = await Promise.all([countQuery.executeTakeFirstOrThrow(), rowsPromise]);
  const favorites = await favoriteIdsOf(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toProductItem(row, viewer, now, favorites.has(row.id)));
  return paginated(items, Number(countRow.n), page, limit);
}

/** The storefront breadcrumb of a category: its main category first. */
function categoryPathOf(categoryId: number): CategoryPathEntry[] {
  const category = findCategory(categoryId);
  if (!category) return [];
  const main = mainCategoryOf(categoryId);
  const entries = main && main.id !== category.id ? [main, category] : [category];
  return entries.map((entry) => ({ id: entry.id, name: entry.name, code: entry.code, path: entry.path }));
}

/** One active product with its brand and category path; 404 when missing or hidden. */
export async function getProduct(db: Db, viewer: Viewer, idProduct: number, now: Date = new Date()): Promise<ProductDetail> {
  const row = await db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select(PRODUCT_COLUMNS)
    .select(['products.description', 'brands.minimumOrderAmount', 'brands.logoUrl'])
    .where('products.id', '=', idProduct)
    .where('products.status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw notFound(catalogMessages.productNotFound);
  const favorites = await favoriteIdsOf(db, viewer, [row.id]);
  return {
    ...toProductItem(row, viewer, now, favorites.has(row.id)),
    description: row.description,
    brand: { id: row.brandId, name: row.brandName, minimumOrderAmount: row.minimumOrderAmount, logoUrl: row.logoUrl },
    categoryPath: categoryPathOf(row.categoryId),
  };
}
