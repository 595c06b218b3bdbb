import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import {
  BRAND_PRODUCT_SORTS,
  BRAND_PRODUCT_STATUSES,
  LOW_STOCK,
  comboKey,
  normaliseProductInput,
  priceErrors,
  productInputErrors,
  type BrandProductDetail,
  type BrandProductInput,
  type BrandProductList,
  type BrandProductListItem,
  type BrandProductOption,
  type BrandProductPatch,
  type FieldError,
  type ThumbnailTarget,
  type UploadedThumbnail,
} from '@/lib/brandCenter/brandProducts.contract';
import { ATTACHMENT_KEY, attachmentPath } from '@/lib/contract/attachments';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { isPostgres } from '@/lib/server/db/dialect';
import { DomainError } from '@/lib/server/errors';
import { storeAttachment } from '@/lib/server/attachments';
import { setProductOptions, type StoredOption } from '@/lib/catalog/server/options';
import { reindexProducts } from '@/lib/catalog/server/searchIndexer';
import { noticeErrors, normaliseNotice, parseNotice } from '@/lib/catalog/productNotice';
import { productNoticeSchema } from '@/lib/catalog/productNotice.schemas';

/**
 * The brand centre's products (docs/API.md, /brands/products; docs/DECISIONS.md,
 * Brand centre: products). Every read and write is scoped to the caller's own
 * brand (its id, resolved by the route wrapper's auth 'brand'), so another
 * brand's product is a 404 like a missing one. Every write is one transaction that also bumps the
 * product's updated_at (caches and the sharing card's ETag) and reindexes it
 * for search; a hidden product leaves the storefront because every catalogue
 * and search query reads `status = 'active'` only.
 *
 * Stock is what remains to sell: checkout takes from it (lib/orders/server/records.ts
 * takeStock) and an edit sets it. An edit that carries the stock the brand saw
 * (`previousStock`) is refused with a 409 when an order changed it meanwhile.
 * An option removed by an edit is deleted: carts refer to options by colour and
 * size, so a cart line for it shows as unavailable (OPTION_UNAVAILABLE), and
 * order lines keep their own copy of colour, size and price.
 */

const m = brandProductsMessages.errors;

const int = z.number().int();
const text = z.string();

/** Shapes of the inputs; the rules themselves are productInputErrors (lib/brandCenter/brandProducts.contract.ts). */
export const listQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(['active', 'hidden', 'all']).default('all'),
  stock: z.enum(['low', 'out']).optional(),
  sort: z.enum(BRAND_PRODUCT_SORTS as [string, ...string[]]).default('latest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const statusSchema = z.enum(BRAND_PRODUCT_STATUSES as [string, ...string[]], { message: m.statusInvalid });

export const productInputSchema = z.object({
  name: text,
  description: text.max(20_000).default(''),
  idCategory: int,
  wholesalePrice: int,
  retailPrice: int,
  minOrderQty: int,
  orderStep: int.default(1),
  tiers: z.array(z.object({ minQty: int, price: int })).max(20).default([]),
  tiersOverTotal: z.boolean().default(false),
  colors: z.array(text.max(100)).max(100).default([]),
  sizes: z.array(text.max(100)).max(100).default([]),
  stocks: z.array(z.object({ color: text.max(100).default(''), size: text.max(100).default(''), stock: int, previousStock: int.optional() })).max(500),
  images: z.array(text.max(300)).max(20),
  status: statusSchema.default('active'),
  notice: productNoticeSchema,
});

export const productPatchSchema = z.object({
  status: statusSchema.optional(),
  options: z.array(z.object({ id: int, stock: int, previousStock: int.optional() })).min(1).max(500).optional(),
  wholesalePrice: int.optional(),
  retailPrice: int.optional(),
});

function fail(error: FieldError): never {
  throw new DomainError(400, 'VALIDATION', error.message, error.field);
}

const notFound = () => new DomainError(404, 'PRODUCT_NOT_FOUND', m.productNotFound);

const now = () => new Date().toISOString();

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

async function optionsOf(db: Db, productIds: number[]): Promise<Map<number, BrandProductOption[]>> {
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

const listColumns = ['id', 'name', 'images', 'status', 'wholesalePrice', 'retailPrice', 'stock', 'salesCount', 'updatedAt'] as const;

type ListRow = { id: number; name: string; images: string; status: 'active' | 'hidden'; wholesalePrice: number; retailPrice: number; stock: number; salesCount: number; updatedAt: string };

function toListItem(row: ListRow, options: BrandProductOption[]): BrandProductListItem {
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
async function ownProduct(db: Db, brandId: number, productId: number, lock = false) {
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

/** Checks a whole product and its notice (kept to its group's items); the first broken rule is a 400 naming its field. */
export function checkProductInput(raw: z.infer<typeof productInputSchema>): BrandProductInput {
  const product = normaliseProductInput(raw as BrandProductInput);
  const input = { ...product, notice: normaliseNotice(product.notice) };
  const [first] = [...productInputErrors(input), ...noticeErrors(input.notice, input.idCategory)];
  if (first) fail(first);
  return input;
}

/**
 * Every picture must be one the product already shows, or a product picture
 * this brand user uploaded (POST /brands/upload/thumbnail): never another
 * brand's upload or an address from elsewhere.
 */
export async function checkImages(db: Db, user: AuthUser, images: string[], current: string[] = []): Promise<void> {
  const keep = new Set(current);
  const keys: string[] = [];
  for (const url of images) {
    if (keep.has(url)) continue;
    const key = url.startsWith('/api/v1/attachments/') ? url.slice('/api/v1/attachments/'.length) : '';
    if (!ATTACHMENT_KEY.test(key) || attachmentPath(key) !== url) fail({ field: 'images', message: m.imageNotOwned });
    keys.push(key);
  }
  if (keys.length === 0) return;
  const rows = await db
    .selectFrom('attachments')
    .select('key')
    .where('key', 'in', keys)
    .where('purpose', '=', 'product_image')
    .where('ownerUserId', '=', user.id)
    .execute();
  if (rows.length !== new Set(keys).size) fail({ field: 'images', message: m.imageNotOwned });
}

async function writeTiers(trx: Db, productId: number, tiers: BrandProductInput['tiers']): Promise<void> {
  await trx.deleteFrom('productPriceTiers').where('productId', '=', productId).execute();
  if (tiers.length > 0) {
    await trx
      .insertInto('productPriceTiers')
      .values(tiers.map((tier) => ({ productId, minQty: tier.minQty, price: tier.price })))
      .execute();
  }
}

/** The options to store, in grid order (colours x sizes). */
function storedOptions(input: BrandProductInput): StoredOption[] {
  return input.stocks.map((entry) => ({ color: entry.color, size: entry.size, stock: entry.stock }));
}

function stockChanged(field: string, color: string, size: string, current: number): DomainError {
  return new DomainError(409, 'STOCK_CHANGED', m.stockChanged(brandProductsMessages.optionLabel(color, size), current), field, { stock: current });
}

/** Inserts a checked product of the brand inside the caller's transaction; its id. */
export async function insertProductIn(trx: Db, brandId: number, input: BrandProductInput): Promise<number> {
  const at = now();
  const row = await trx
    .insertInto('products')
    .values({
      brandId,
      categoryId: input.idCategory,
      name: input.name,
      description: input.description,
      wholesalePrice: input.wholesalePrice,
      retailPrice: input.retailPrice,
      flashSalePrice: null,
      flashSaleStartsAt: null,
      flashSaleEndsAt: null,
      minOrderQty: input.minOrderQty,
      orderStep: input.orderStep,
      tiersOverTotal: input.tiersOverTotal ? 1 : 0,
      stock: 0,
      colors: JSON.stringify(input.colors),
      sizes: JSON.stringify(input.sizes),
      images: JSON.stringify(input.images),
      isNew: 1,
      salesCount: 0,
      status: input.status,
      notice: JSON.stringify(input.notice),
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setProductOptions(trx, row.id, storedOptions(input));
  await writeTiers(trx, row.id, input.tiers);
  await reindexProducts(trx, [row.id]);
  return row.id;
}

/** POST /brands/products: a new product of the caller's brand, in one transaction. */
export async function createBrandProduct(
  db: Db,
  user: AuthUser,
  brandId: number,
  raw: z.infer<typeof productInputSchema>,
): Promise<BrandProductDetail> {
  const input = checkProductInput(raw);
  await checkImages(db, user, input.images);
  const id = await db.transaction().execute((trx) => insertProductIn(trx, brandId, input));
  return getBrandProduct(db, brandId, id);
}

/**
 * Replaces a product of the brand with a checked input inside the caller's transaction: the
 * row locked, the pictures checked against what it shows, and a 409 when an option's stock is
 * no longer the `previousStock` the brand saw.
 */
export async function updateProductIn(trx: Db, user: AuthUser, brandId: number, productId: number, input: BrandProductInput): Promise<void> {
  const current = await ownProduct(trx, brandId, productId, true);
  await checkImages(trx, user, input.images, parseList(current.images));
  const existing = await trx.selectFrom('productOptions').select(['color', 'size', 'stock']).where('productId', '=', productId).execute();
  const stockByCombo = new Map(existing.map((option) => [comboKey(option.color, option.size), option.stock]));
  input.stocks.forEach((entry, index) => {
    const seen = stockByCombo.get(comboKey(entry.color, entry.size));
    if (entry.previousStock !== undefined && seen !== undefined && seen !== entry.previousStock) {
      throw stockChanged(`stocks.${index}.stock`, entry.color, entry.size, seen);
    }
  });
  await trx
    .updateTable('products')
    .set({
      categoryId: input.idCategory,
      name: input.name,
      description: input.description,
      wholesalePrice: input.wholesalePrice,
      retailPrice: input.retailPrice,
      minOrderQty: input.minOrderQty,
      orderStep: input.orderStep,
      tiersOverTotal: input.tiersOverTotal ? 1 : 0,
      colors: JSON.stringify(input.colors),
      sizes: JSON.stringify(input.sizes),
      images: JSON.stringify(input.images),
      status: input.status,
      notice: JSON.stringify(input.notice),
      updatedAt: now(),
    })
    .where('id', '=', productId)
    .execute();
  await setProductOptions(trx, productId, storedOptions(input));
  await writeTiers(trx, productId, input.tiers);
  await reindexProducts(trx, [productId]);
}

/** PUT /brands/products/{id}: the whole product as the form sends it. */
export async function updateBrandProduct(
  db: Db,
  user: AuthUser,
  brandId: number,
  productId: number,
  raw: z.infer<typeof productInputSchema>,
): Promise<BrandProductDetail> {
  await ownProduct(db, brandId, productId);
  const input = checkProductInput(raw);
  await db.transaction().execute((trx) => updateProductIn(trx, user, brandId, productId, input));
  return getBrandProduct(db, brandId, productId);
}

/** PATCH /brands/products/{id}: the list's quick edits (visibility, option stock, prices). */
export async function patchBrandProduct(
  db: Db,
  brandId: number,
  productId: number,
  patch: z.infer<typeof productPatchSchema>,
): Promise<BrandProductListItem> {
  await ownProduct(db, brandId, productId);
  const { status, options, wholesalePrice, retailPrice } = patch as BrandProductPatch;
  if (status === undefined && options === undefined && wholesalePrice === undefined && retailPrice === undefined) {
    fail({ field: 'status', message: m.nothingToChange });
  }
  await db.transaction().execute(async (trx) => {
    const current = await ownProduct(trx, brandId, productId, true);
    const set: { status?: 'active' | 'hidden'; wholesalePrice?: number; retailPrice?: number; stock?: number; updatedAt: string } = { updatedAt: now() };
    if (status !== undefined) set.status = status;
    if (wholesalePrice !== undefined || retailPrice !== undefined) {
      const tiers = await trx.selectFrom('productPriceTiers').select(['minQty', 'price']).where('productId', '=', productId).execute();
      const [first] = priceErrors(wholesalePrice ?? current.wholesalePrice, retailPrice ?? current.retailPrice, tiers);
      if (first) fail(first);
      if (wholesalePrice !== undefined) set.wholesalePrice = wholesalePrice;
      if (retailPrice !== undefined) set.retailPrice = retailPrice;
    }
    if (options !== undefined) {
      const rows = await trx.selectFrom('productOptions').select(['id', 'color', 'size', 'stock']).where('productId', '=', productId).orderBy('id').execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const next = new Map(rows.map((row) => [row.id, row.stock]));
      options.forEach((option, index) => {
        const row = byId.get(option.id);
        if (!row) throw new DomainError(404, 'OPTION_NOT_FOUND', m.optionNotFound, `options.${index}.id`);
        if (option.stock < 0 || option.stock > 1_000_000) fail({ field: `options.${index}.stock`, message: m.stockInvalid(1_000_000) });
        if (option.previousStock !== undefined && option.previousStock !== row.stock) {
          throw stockChanged(`options.${index}.stock`, row.color, row.size, row.stock);
        }
        next.set(option.id, option.stock);
      });
      for (const option of options) {
        await trx.updateTable('productOptions').set({ stock: option.stock }).where('id', '=', option.id).where('productId', '=', productId).execute();
      }
      set.stock = [...next.values()].reduce((sum, stock) => sum + stock, 0);
    }
    await trx.updateTable('products').set(set).where('id', '=', productId).execute();
    await reindexProducts(trx, [productId]);
  });
  const row = await db.selectFrom('products').select([...listColumns]).where('id', '=', productId).executeTakeFirstOrThrow();
  return toListItem(row, (await optionsOf(db, [productId])).get(productId) ?? []);
}

/**
 * POST /brands/upload/thumbnail: stores a picture (purpose product_image, the
 * upload rules of attachments.ts) for a product form, or with target 'logo'
 * as the brand's logo.
 */
export async function uploadBrandPicture(
  db: Db,
  user: AuthUser,
  ip: string | null,
  brandId: number,
  file: { name: string; bytes: Buffer },
  target: ThumbnailTarget,
): Promise<UploadedThumbnail> {
  const stored = await storeAttachment(db, user, ip, { purpose: 'product_image', fileName: file.name, bytes: file.bytes });
  if (target === 'logo') await db.updateTable('brands').set({ logoUrl: stored.url }).where('id', '=', brandId).execute();
  return { key: stored.key, url: stored.url, target };
}
