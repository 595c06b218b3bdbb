import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import type { Database } from '@/lib/server/db/schema';
import { effectivePriceSql, flashSaleActiveSql } from './pricing';
import { listsOnWholesale, type Viewer } from './viewer';
import type { ProductFilters } from './listRequest';
import { keywordMatchSql } from './searchQuery';
import { onSaleSql } from './onSale';

/** A product list's filters as SQL conditions, and the plan that keeps its queries on indexes. */

/** Escapes LIKE wildcards (`%`, `_`) and the escape character itself (`\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type ProductsEb = ExpressionBuilder<Database, 'products'>;
export type Where = (eb: ProductsEb) => Expression<SqlBool>;

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

/** Every condition but the price: status, category, brand, options, flags, keyword (through the search index). */
function baseConditions(db: Db, eb: ProductsEb, filters: ProductFilters, nowIso: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [onSaleSql];
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
  if (filters.keyword) conditions.push(keywordMatchSql(db, filters.keyword));
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
 * How a list is queried. Callers who see retail prices (and brand users, who
 * see other brands' retail prices only) filter and sort on retail_price
 * (products_retail_price_idx). Members filter and sort on the
 * price they pay, which is not a column: their list splits into two arms that
 * partition the products, those at their regular wholesale price
 * (products_price_idx) and those whose flash sale runs (products_flash_idx),
 * so a price filter or order still walks indexes instead of the whole table.
 */
export interface ListPlan {
  /** Every matching product (for orders that are not by price). */
  all: Where;
  /** Members only: [regular-price arm, flash-sale arm] with their price column. */
  arms: [{ where: Where; price: 'products.wholesalePrice' }, { where: Where; price: 'products.flashSalePrice' }] | null;
}

export function planList(db: Db, viewer: Viewer, filters: ProductFilters, nowIso: string): ListPlan {
  if (!listsOnWholesale(viewer)) {
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
