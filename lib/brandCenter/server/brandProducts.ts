import { z } from 'zod';
import {
  BRAND_PRODUCT_STATUSES,
  comboKey,
  normaliseProductInput,
  priceErrors,
  productInputErrors,
  type BrandProductDetail,
  type BrandProductInput,
  type BrandProductListItem,
  type BrandProductPatch,
  type FieldError,
  type ThumbnailTarget,
  type UploadedThumbnail,
} from '@/lib/brandCenter/brandProducts.contract';
import { ATTACHMENT_KEY, attachmentPath } from '@/lib/contract/attachments';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { storeAttachment } from '@/lib/server/attachments';
import { setProductOptions, type StoredOption } from '@/lib/catalog/server/options';
import { reindexProducts } from '@/lib/catalog/server/searchIndexer';
import { noticeErrors, normaliseNotice } from '@/lib/catalog/productNotice';
import { productNoticeSchema } from '@/lib/catalog/productNotice.schemas';
import { getBrandProduct, listColumns, optionsOf, ownProduct, parseList, toListItem } from './brandProductReads';

/**
 * The brand centre's product writes (docs/API.md, /brands/products; docs/DECISIONS.md,
 * Brand centre: products; the reads are ./brandProductReads.ts). Every write is scoped to the caller's own
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

const now = () => new Date().toISOString();

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
