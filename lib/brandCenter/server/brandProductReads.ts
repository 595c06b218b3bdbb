import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  BRAND_PRODUCT_SORTS,
  LOW_STOCK,
  type BrandProductDetail,
  type BrandProductInput,
  type BrandProductList,
  type BrandProductListItem,
  type BrandProductOption,
} from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { parseNotice } from '@/lib/catalog/productNotice';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { DomainError } from '@/lib/server/errors';

/**
 * The brand centre's product reads (docs/API.md, /brands/products): the list with its filters
 * and counts, one product with everything its form shows, and every product (the product file).
 * Each is scoped to the caller's brand, so another brand's product is a 404 like a missing one.
 * The writes are ./brandProducts.ts.
 */

/** GET /brands/products's query. */
export const listQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(['active', 'hidden', 'all']).default('all'),
  stock: z.enum(['low', 'out']).optional(),
  sort: z.enum(BRAND_PRODUCT_SORTS as [string, ...string[]]).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const notFound = () => new DomainError(404, 'PRODUCT_NOT_FOUND', brandProductsMessages.errors.productNotFound);

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function contains(db: Db, column: string, part: string) {
  const ref = sql`lower(${sql.ref(column)})`;
  const needle = part.toLowerCase();
  return isPostgres(db) ? sql<SqlBool>`strpos(${ref}, ${needle}) > 0` : sql<SqlBool>`instr(${ref}, ${needle}) > 0`;
}

export async function optionsOf(db: Db, productIds: number[]): Promise<Map<number, BrandProductOption[]>> {
  const byProduct = new Map<number, BrandProductOption[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('productOptions')
    .select(['id', 'productId', 'color', 'size', 'stock'])
    .where('productId', 'in', productIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, color: row.color, size: row.size, stock: row.stock });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export const listColumns = ['id', 'name', 'images', 'status', 'wholesalePrice', 'retailPrice', 'stock', 'salesCount', 'updatedAt'] as const;

type ListRow = { id: number; name: string; images: string; status: 'active' | 'hidden'; wholesalePrice: number; retailPrice: number; stock: number; salesCount: number; updatedAt: string };

export function toListItem(row: ListRow, options: BrandProductOption[]): BrandProductListItem {
  return {
    idProduct: row.id,
    name: row.name,
    image: parseList(row.images)[0] ?? null,
    status: row.status,
    wholesalePrice: row.wholesalePrice,
    retailPrice: row.retailPrice,
    stock: row.stock,
    salesCount: row.salesCount,
    optionCount: options.length,
    options,
    updatedAt: row.updatedAt,
  };
}

/** The brand's products a list's filters keep (status, stock, words). */
function filtered(db: Db, brandId: number, query: Pick<ListQuery, 'status' | 'stock' | 'keyword'>) {
  let base = db.selectFrom('products').where('brandId', '=', brandId);
  if (query.status !== 'all') base = base.where('status', '=', query.status as 'active' | 'hidden');
  if (query.stock === 'out') base = base.where('stock', '=', 0);
  if (query.stock === 'low') base = base.where('stock', '>', 0).where('stock', '<=', LOW_STOCK);
  for (const word of (query.keyword ?? '').split(/\s+/).filter(Boolean)) base = base.where(contains(db, 'products.name', word));
  return base;
}

/** How many products a list of these filters holds (the brand centre's front page counts its lists so). */
export async function countBrandProducts(db: Db, brandId: number, query: Pick<ListQuery, 'status' | 'stock' | 'keyword'>): Promise<number> {
  return Number((await filtered(db, brandId, query).select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** GET /brands/products: the brand's products, filtered, ordered and paged. */
export async function listBrandProducts(db: Db, brandId: number, query: ListQuery): Promise<BrandProductList> {
  const base = filtered(db, brandId, query);
  const total = await countBrandProducts(db, brandId, query);
  let rows = base.select([...listColumns]);
  if (query.sort === 'name') rows = rows.orderBy('name').orderBy('id');
  else if (query.sort === 'stock') rows = rows.orderBy('stock').orderBy('id', 'desc');
  else if (query.sort === 'sales') rows = rows.orderBy('salesCount', 'desc').orderBy('id', 'desc');
  else rows = rows.orderBy('updatedAt', 'desc').orderBy('id', 'desc');
  const page = await rows.limit(query.limit).offset((query.page - 1) * query.limit).execute();
  const options = await optionsOf(db, page.map((row) => row.id));
  return {
    items: page.map((row) => toListItem(row, options.get(row.id) ?? [])),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The brand's product row (locked on PostgreSQL inside a write), or a 404 for anyone else's. */
export async function ownProduct(db: Db, brandId: number, productId: number, lock = false) {
  let query = db.selectFrom('products').selectAll().where('id', '=', productId).where('brandId', '=', brandId);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

type ProductRow = Awaited<ReturnType<typeof ownProduct>>;

function toDetail(row: ProductRow, options: BrandProductOption[], tiers: BrandProductInput['tiers']): BrandProductDetail {
  return {
    idProduct: row.id,
    name: row.name,
    description: row.description,
    idCategory: row.categoryId,
    wholesalePrice: row.wholesalePrice,
    retailPrice: row.retailPrice,
    minOrderQty: row.minOrderQty,
    orderStep: row.orderStep,
    tiers,
    tiersOverTotal: row.tiersOverTotal === 1,
    colors: parseList(row.colors),
    sizes: parseList(row.sizes),
    options,
    images: parseList(row.images),
    status: row.status,
    notice: parseNotice(row.notice),
    stock: row.stock,
    salesCount: row.salesCount,
    updatedAt: row.updatedAt,
  };
}

async function tiersOf(db: Db, productIds: number[]): Promise<Map<number, BrandProductInput['tiers']>> {
  const byProduct = new Map<number, BrandProductInput['tiers']>();
  if (productIds.length === 0) return byProduct;
  const rows = await db.selectFrom('productPriceTiers').select(['productId', 'minQty', 'price']).where('productId', 'in', productIds).orderBy('productId').orderBy('minQty').execute();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), { minQty: row.minQty, price: row.price }]);
  return byProduct;
}

/** GET /brands/products/{id}. */
export async function getBrandProduct(db: Db, brandId: number, productId: number): Promise<BrandProductDetail> {
  const row = await ownProduct(db, brandId, productId);
  const [options, tiers] = await Promise.all([optionsOf(db, [row.id]), tiersOf(db, [row.id])]);
  return toDetail(row, options.get(row.id) ?? [], tiers.get(row.id) ?? []);
}

/** Every product of the brand with everything its form shows, oldest first (the product file). */
export async function brandProductDetails(db: Db, brandId: number): Promise<BrandProductDetail[]> {
  const rows = await db.selectFrom('products').selectAll().where('brandId', '=', brandId).orderBy('id').execute();
  const ids = rows.map((row) => row.id);
  const [options, tiers] = await Promise.all([optionsOf(db, ids), tiersOf(db, ids)]);
  return rows.map((row) => toDetail(row, options.get(row.id) ?? [], tiers.get(row.id) ?? []));
}

