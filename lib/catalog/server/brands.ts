import { apiMessages } from '@/lib/messages/api';
import { sql, type ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import { pathIdSchema } from '@/lib/contract/ids';
import { BRAND_ORDERS, type BrandDetail, type BrandItem, type BrandList } from '@/lib/catalog/catalog.contract';
import type { Db } from '@/lib/server/db';
import type { BrandRow, Database } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { blankToUndefined, flagParam, pageOf, pageParams, paginated } from '@/lib/contract/queryParams';

const invalid = apiMessages.catalog.invalid;

/** GET /brands query. */
export const brandListQuery = z.object({
  ...pageParams,
  new: flagParam(invalid.new),
  order: z.preprocess(blankToUndefined, z.enum(BRAND_ORDERS, { message: invalid.order }).optional()),
});

export type BrandListQueryInput = z.infer<typeof brandListQuery>;

/** GET /brands/{idBrand} path. */
export const brandIdQuery = z.object({ idBrand: pathIdSchema(invalid.brandId) });

type BrandsEb = ExpressionBuilder<Database, 'brands'>;

/** Number of the brand's products on sale (served by products_brand_idx). */
const productCountOf = (eb: BrandsEb) =>
  eb
    .selectFrom('products')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('products.brandId', '=', 'brands.id')
    .where('products.status', '=', 'active');

/** Units sold of the brand's products on sale: the 'popular' order. */
const salesOf = (eb: BrandsEb) =>
  eb
    .selectFrom('products')
    .select(sql<number>`coalesce(sum(products.sales_count), 0)`.as('s'))
    .whereRef('products.brandId', '=', 'brands.id')
    .where('products.status', '=', 'active');

const BRAND_COLUMNS = [
  'brands.id',
  'brands.name',
  'brands.description',
  'brands.logoUrl',
  'brands.minimumOrderAmount',
  'brands.isNew',
  'brands.createdAt',
] as const;

/** A row selected with BRAND_COLUMNS and productCountOf (a string from PostgreSQL). */
type BrandRowWithCount = Pick<BrandRow, 'id' | 'name' | 'description' | 'logoUrl' | 'minimumOrderAmount' | 'isNew'> & {
  productCount: number | string | null;
};

function toBrandItem(row: BrandRowWithCount): BrandItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    minimumOrderAmount: row.minimumOrderAmount,
    isNew: row.isNew === 1,
    productCount: Number(row.productCount ?? 0),
  };
}

/**
 * One page of brands with their product counts. Orders: 'name' (default,
 * 가나다), 'latest' (newest first), 'popular' (most units sold first); ties
 * broken by id. Two queries: the count and the page.
 */
export async function listBrands(db: Db, query: BrandListQueryInput): Promise<BrandList> {
  const { page, limit, offset } = pageOf(query);
  // A suspended brand is not shown (docs/DECISIONS.md, Operators).
  let base = db.selectFrom('brands').where('brands.suspendedAt', 'is', null);
  if (query.new) base = base.where('brands.isNew', '=', 1);

  let pageQuery = base.select(BRAND_COLUMNS).select((eb) => productCountOf(eb).as('productCount'));
  switch (query.order ?? 'name') {
    case 'name':
      pageQuery = pageQuery.orderBy('brands.name', 'asc').orderBy('brands.id', 'asc');
      break;
    case 'latest':
      pageQuery = pageQuery.orderBy('brands.createdAt', 'desc').orderBy('brands.id', 'desc');
      break;
    case 'popular':
      pageQuery = pageQuery.orderBy((eb) => salesOf(eb), 'desc').orderBy('brands.id', 'asc');
      break;
  }

  const [countRow, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    pageQuery.limit(limit).offset(offset).execute(),
  ]);
  return paginated(rows.map(toBrandItem), Number(countRow.n), page, limit);
}

/** One brand with its product count; 404 when there is none. */
export async function getBrand(db: Db, idBrand: number): Promise<BrandDetail> {
  const row = await db
    .selectFrom('brands')
    .select(BRAND_COLUMNS)
    .select((eb) => productCountOf(eb).as('productCount'))
    .where('brands.id', '=', idBrand)
    .where('brands.suspendedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(apiMessages.catalog.brandNotFound);
  return { ...toBrandItem(row), createdAt: row.createdAt };
}
