import { sql } from 'kysely';
import { z } from 'zod';
import type {
  AddToCartResult,
  CartAvailability,
  CartAvailabilityBrand,
  CartAvailabilityItem,
  CartBrandGroup,
  CartCount,
  CartItem,
  CartProblem,
  CartView,
  DeleteCartItemsResult,
  UpdateCartItemResult,
} from '@/lib/contract/cart';
import type { Db } from '../db';
import { isPostgres } from '../db/dialect';
import type { ProductRow } from '../db/schema';
import type { AuthUser } from '../auth/sessions';
import { DomainError, unauthorized } from '../errors';
import { pricingOf } from './pricing';
import { cartMessages } from '@/lib/messages/cart';

/**
 * The cart and its wholesale rules (SPEC.md §7, DESIGN.md §6):
 * - a line is unique per (user, product, colour, size), '' meaning "no option";
 * - the minimum order quantity is per line, the stock per product: the sum of
 *   a user's lines for one product never exceeds the product's stock;
 * - each brand has a minimum order amount, shown as a shortfall in the cart
 *   and enforced over the checked lines by `checkAvailability`;
 * - prices are always the current ones (pricingOf).
 *
 * Integrity: every command is one transaction that first takes the user's
 * cart lock (PostgreSQL: `select … for update` on the user's row; SQLite: a
 * no-op write to it, which takes the database's write lock before anything is
 * read), so two commands of one user never interleave, across processes and
 * instances too. Lines are written with insert … on conflict on the unique
 * (user, product, colour, size) constraint, so a duplicate line cannot exist.
 */

const m = cartMessages;

export const MAX_CART_INFO_LINES = 50;
export const MAX_GOODS_COUNT = 99_999;
export const MAX_CART_IDS = 200;
const MAX_ID = 2_147_483_647;
const MAX_OPTION_LENGTH = 100;

// ---------------------------------------------------------------------------
// Input schemas (the handlers validate with these)

const goodsCount = z
  .number({ error: m.goodsCountMin })
  .int({ error: m.goodsCountInteger })
  .min(1, { error: m.goodsCountMin })
  .max(MAX_GOODS_COUNT, { error: m.goodsCountMax(MAX_GOODS_COUNT) });

const optionValue = z.string().max(MAX_OPTION_LENGTH).nullish();

const positiveId = z.number().int().positive().max(MAX_ID);

/** A numeric path parameter (`/carts/{id}`). */
export const cartIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(positiveId),
});

export const addToCartSchema = z.object({
  directCart: z.boolean().default(false),
  idProduct: positiveId,
  cartInfo: z
    .array(z.object({ color: optionValue, size: optionValue, goodsCount }))
    .min(1, { error: m.cartInfoEmpty })
    .max(MAX_CART_INFO_LINES, { error: m.cartInfoTooMany(MAX_CART_INFO_LINES) }),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const updateCartItemSchema = z.object({ goodsCount });

export const deleteCartItemsSchema = z.object({
  cartIds: z
    .array(positiveId)
    .min(1, { error: m.cartIdsEmpty })
    .max(MAX_CART_IDS, { error: m.cartIdsTooMany(MAX_CART_IDS) }),
});

/**
 * `checkedIds` is a JSON-encoded list in the query string (SPEC.md §7):
 * `?checkedIds=[1,2,3]`. Anything else is a 400 naming checkedIds.
 */
export const availabilityQuerySchema = z.object({
  checkedIds: z
    .string({ error: m.checkedIdsInvalid })
    .max(20_000, { error: m.checkedIdsInvalid })
    .transform((text, ctx): number[] => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsInvalid });
        return z.NEVER;
      }
      if (!Array.isArray(parsed) || !parsed.every((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID)) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsInvalid });
        return z.NEVER;
      }
      const ids = [...new Set(parsed as number[])];
      if (ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsEmpty });
        return z.NEVER;
      }
      if (ids.length > MAX_CART_IDS) {
        ctx.addIssue({ code: 'custom', message: m.checkedIdsTooMany(MAX_CART_IDS) });
        return z.NEVER;
      }
      return ids;
    }),
});

// ---------------------------------------------------------------------------
// Guards and helpers

/** Cart writes and the purchase check are for certified retailers only. */
export function assertCanBuy(user: AuthUser): void {
  if (user.userType === 'brand') throw new DomainError(403, 'BRAND_CANNOT_BUY', m.brandCannotBuy);
  if (user.userGroups !== 'valid') throw new DomainError(403, 'NOT_CERTIFIED', m.notCertified);
}

/**
 * Serialises the cart commands of one user. Must be the first statement of
 * the transaction. PostgreSQL: row lock on the user. SQLite: a write to the
 * user's row takes the database write lock up front (waiting on busy_timeout),
 * so no command reads a cart another writer is about to change.
 */
async function lockUserCart(trx: Db, userId: number): Promise<void> {
  let found: boolean;
  if (isPostgres(trx)) {
    const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    found = row !== undefined;
  } else {
    const result = await trx
      .updateTable('users')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('id', '=', userId)
      .executeTakeFirst();
    found = Number(result.numUpdatedRows) > 0;
  }
  if (!found) throw unauthorized();
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const normaliseOption = (value: string | null | undefined): string => (value ?? '').trim();

type ProductFacts = Pick<
  ProductRow,
  | 'name'
  | 'images'
  | 'wholesalePrice'
  | 'retailPrice'
  | 'flashSalePrice'
  | 'flashSaleStartsAt'
  | 'flashSaleEndsAt'
  | 'minOrderQty'
  | 'stock'
  | 'colors'
  | 'sizes'
  | 'status'
  | 'brandId'
>;

/** Whether a line's option is (still) one the product offers. */
function optionOffered(product: Pick<ProductRow, 'colors' | 'sizes'>, color: string, size: string): boolean {
  const colors = parseList(product.colors);
  const sizes = parseList(product.sizes);
  const colorOk = colors.length > 0 ? colors.includes(color) : color === '';
  const sizeOk = sizes.length > 0 ? sizes.includes(size) : size === '';
  return colorOk && sizeOk;
}

/** 400 INVALID_OPTION when a requested option does not fit the product. */
function checkOption(product: Pick<ProductRow, 'colors' | 'sizes'>, color: string, size: string, index: number): void {
  const fail = (message: string, option: 'color' | 'size') =>
    new DomainError(400, 'INVALID_OPTION', message, `cartInfo.${index}.${option}`);
  const colors = parseList(product.colors);
  if (colors.length > 0) {
    if (color === '') throw fail(m.colorRequired, 'color');
    if (!colors.includes(color)) throw fail(m.colorInvalid(color), 'color');
  } else if (color !== '') throw fail(m.colorNotOffered, 'color');
  const sizes = parseList(product.sizes);
  if (sizes.length > 0) {
    if (size === '') throw fail(m.sizeRequired, 'size');
    if (!sizes.includes(size)) throw fail(m.sizeInvalid(size), 'size');
  } else if (size !== '') throw fail(m.sizeNotOffered, 'size');
}

function belowMinimum(minOrderQty: number, field: string): DomainError {
  return new DomainError(400, 'BELOW_MIN_ORDER_QTY', m.belowMinOrderQty(minOrderQty), field, { minOrderQty });
}

/** `remaining`: the most the request's lines may hold together, given the user's other lines. */
function outOfStock(stock: number, remaining: number, field: string): DomainError {
  const left = Math.max(0, remaining);
  return new DomainError(409, 'OUT_OF_STOCK', m.outOfStock(left), field, { stock, remaining: left });
}

interface LineRow extends ProductFacts {
  id: number;
  productId: number;
  color: string;
  size: string;
  goodsCount: number;
  createdAt: string;
  brandName: string;
  minimumOrderAmount: number;
}

/** The user's lines with their product and brand, newest first. */
async function loadLines(
  db: Db,
  userId: number,
  filter: { ids?: number[]; productId?: number } = {},
): Promise<LineRow[]> {
  let query = db
    .selectFrom('cartItems')
    .innerJoin('products', 'products.id', 'cartItems.productId')
    .innerJoin('brands', 'brands.id', 'products.brandId')
    .select([
      'cartItems.id',
      'cartItems.productId',
      'cartItems.color',
      'cartItems.size',
      'cartItems.goodsCount',
      'cartItems.createdAt',
      'products.name',
      'products.images',
      'products.wholesalePrice',
      'products.retailPrice',
      'products.flashSalePrice',
      'products.flashSaleStartsAt',
      'products.flashSaleEndsAt',
      'products.minOrderQty',
      'products.stock',
      'products.colors',
      'products.sizes',
      'products.status',
      'products.brandId',
      'brands.name as brandName',
      'brands.minimumOrderAmount',
    ])
    .where('cartItems.userId', '=', userId);
  if (filter.ids) query = query.where('cartItems.id', 'in', filter.ids);
  if (filter.productId !== undefined) query = query.where('cartItems.productId', '=', filter.productId);
  const rows = await query.orderBy('cartItems.createdAt', 'desc').orderBy('cartItems.id', 'desc').execute();
  return rows;
}

/** Units per product over the given lines. */
function unitsPerProduct(lines: LineRow[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.goodsCount);
  return totals;
}

/** What is wrong with a line; `productUnits` is the sum of the lines for its product being considered. */
function lineProblems(line: LineRow, productUnits: number): CartProblem[] {
  const problems: CartProblem[] = [];
  if (line.status !== 'active') problems.push('PRODUCT_UNAVAILABLE');
  if (!optionOffered(line, line.color, line.size)) problems.push('OPTION_UNAVAILABLE');
  if (line.stock <= 0 || productUnits > line.stock) problems.push('OUT_OF_STOCK');
  if (line.goodsCount < line.minOrderQty) problems.push('BELOW_MIN_ORDER_QTY');
  return problems;
}

function itemView(line: LineRow, problems: CartProblem[], now: Date): CartItem {
  const pricing = pricingOf(line, now);
  return {
    id: line.id,
    idProduct: line.productId,
    name: line.name,
    image: parseList(line.images)[0] ?? null,
    color: line.color,
    size: line.size,
    goodsCount: line.goodsCount,
    unitPrice: pricing.price,
    retailPrice: pricing.retailPrice,
    lineTotal: pricing.price * line.goodsCount,
    minOrderQty: line.minOrderQty,
    stock: line.stock,
    soldOut: line.stock <= 0,
    onFlashSale: pricing.onFlashSale,
    problems,
  };
}

async function countLines(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select(sql<number>`count(*)`.as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------
// Queries

/** GET /carts: the user's cart grouped by brand, priced now. */
export async function getCart(db: Db, user: AuthUser, now: Date = new Date()): Promise<CartView> {
  const lines = await loadLines(db, user.id);
  const units = unitsPerProduct(lines);
  const groups = new Map<number, CartBrandGroup>();
  let totalQuantity = 0;
  let totalAmount = 0;
  // Lines come newest first, so each brand appears in the order of its newest line.
  for (const line of lines) {
    let group = groups.get(line.brandId);
    if (!group) {
      group = {
        idBrand: line.brandId,
        brandName: line.brandName,
        minimumOrderAmount: line.minimumOrderAmount,
        subtotal: 0,
        shortfall: 0,
        items: [],
      };
      groups.set(line.brandId, group);
    }
    const item = itemView(line, lineProblems(line, units.get(line.productId) ?? 0), now);
    group.items.push(item);
    group.subtotal += item.lineTotal;
    totalQuantity += item.goodsCount;
    totalAmount += item.lineTotal;
  }
  const brands = [...groups.values()];
  for (const group of brands) group.shortfall = Math.max(0, group.minimumOrderAmount - group.subtotal);
  return { brands, totalCount: lines.length, totalQuantity, totalAmount };
}

/** GET /carts/cartcount: the number of lines. */
export async function getCartCount(db: Db, user: AuthUser): Promise<CartCount> {
  return { cartcount: await countLines(db, user.id) };
}

/**
 * GET /carts/available: can the checked lines be ordered now? Re-checks the
 * product, the option, the minimum order quantity, the stock (summed per
 * product over the checked lines) and each brand's minimum order amount over
 * its checked lines, at current prices. An id that is not one of the caller's
 * lines (unknown, deleted, or another user's) is listed as unavailable with
 * NOT_IN_CART; nothing about other users' lines is revealed.
 */
export async function checkAvailability(
  db: Db,
  user: AuthUser,
  checkedIds: number[],
  now: Date = new Date(),
): Promise<CartAvailability> {
  assertCanBuy(user);
  const lines = await loadLines(db, user.id, { ids: checkedIds });
  const byId = new Map(lines.map((line) => [line.id, line]));
  const units = unitsPerProduct(lines);

  const brands = new Map<number, CartAvailabilityBrand>();
  const views = new Map<number, CartItem>();
  for (const id of checkedIds) {
    const line = byId.get(id);
    if (!line) continue;
    const view = itemView(line, lineProblems(line, units.get(line.productId) ?? 0), now);
    views.set(id, view);
    let brand = brands.get(line.brandId);
    if (!brand) {
      brand = {
        idBrand: line.brandId,
        brandName: line.brandName,
        subtotal: 0,
        minimumOrderAmount: line.minimumOrderAmount,
        shortfall: 0,
      };
      brands.set(line.brandId, brand);
    }
    brand.subtotal += view.lineTotal;
  }
  for (const brand of brands.values()) brand.shortfall = Math.max(0, brand.minimumOrderAmount - brand.subtotal);

  let totalAmount = 0;
  const items: CartAvailabilityItem[] = checkedIds.map((id) => {
    const view = views.get(id);
    const line = byId.get(id);
    if (!view || !line) return { id, available: false, problems: ['NOT_IN_CART'] };
    totalAmount += view.lineTotal;
    const problems = [...view.problems];
    if ((brands.get(line.brandId)?.shortfall ?? 0) > 0) problems.push('BRAND_MINIMUM_NOT_MET');
    return { id, available: problems.length === 0, problems };
  });
  return {
    available: items.every((item) => item.available),
    items,
    brands: [...brands.values()],
    totalAmount,
  };
}

// ---------------------------------------------------------------------------
// Commands (one transaction each, user's cart lock first)

/**
 * POST /carts: puts the chosen options of one product in the cart. Lines with
 * the same option in one cartInfo are merged. directCart=false adds to an
 * existing line's count, directCart=true (buy now) sets it. Checks, in order:
 * product exists (404) and is on sale (409), options fit the product (400
 * INVALID_OPTION), each resulting line reaches the minimum order quantity (400
 * BELOW_MIN_ORDER_QTY), and the user's lines for the product stay within stock
 * (409 OUT_OF_STOCK, `remaining` = the most these lines may hold together).
 */
export async function addToCart(db: Db, user: AuthUser, input: AddToCartInput): Promise<AddToCartResult> {
  assertCanBuy(user);
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const product = await trx
      .selectFrom('products')
      .select(['id', 'status', 'colors', 'sizes', 'minOrderQty', 'stock'])
      .where('id', '=', input.idProduct)
      .executeTakeFirst();
    if (!product) throw new DomainError(404, 'PRODUCT_NOT_FOUND', m.productNotFound, 'idProduct');
    if (product.status !== 'active') {
      throw new DomainError(409, 'PRODUCT_UNAVAILABLE', m.productUnavailable, 'idProduct');
    }

    const requested = new Map<string, { color: string; size: string; goodsCount: number; index: number }>();
    input.cartInfo.forEach((line, index) => {
      const color = normaliseOption(line.color);
      const size = normaliseOption(line.size);
      checkOption(product, color, size, index);
      const key = JSON.stringify([color, size]);
      const seen = requested.get(key);
      if (seen) seen.goodsCount += line.goodsCount;
      else requested.set(key, { color, size, goodsCount: line.goodsCount, index });
    });

    const current = await trx
      .selectFrom('cartItems')
      .select(['id', 'color', 'size', 'goodsCount'])
      .where('userId', '=', user.id)
      .where('productId', '=', product.id)
      .execute();
    const currentByKey = new Map(current.map((line) => [JSON.stringify([line.color, line.size]), line]));
    const currentUnits = current.reduce((sum, line) => sum + line.goodsCount, 0);
    const untouchedUnits = current
      .filter((line) => !requested.has(JSON.stringify([line.color, line.size])))
      .reduce((sum, line) => sum + line.goodsCount, 0);

    const finals = [...requested.entries()].map(([key, line]) => {
      const existing = currentByKey.get(key)?.goodsCount ?? 0;
      const goodsCount = input.directCart ? line.goodsCount : existing + line.goodsCount;
      return { ...line, goodsCount };
    });
    for (const line of finals) {
      if (line.goodsCount < product.minOrderQty) {
        throw belowMinimum(product.minOrderQty, `cartInfo.${line.index}.goodsCount`);
      }
    }
    const total = untouchedUnits + finals.reduce((sum, line) => sum + line.goodsCount, 0);
    if (total > product.stock) {
      const remaining = input.directCart ? product.stock - untouchedUnits : product.stock - currentUnits;
      throw outOfStock(product.stock, remaining, 'cartInfo');
    }

    const stamp = new Date().toISOString();
    const cartIds: number[] = [];
    for (const line of finals) {
      const row = await trx
        .insertInto('cartItems')
        .values({
          userId: user.id,
          productId: product.id,
          color: line.color,
          size: line.size,
          goodsCount: line.goodsCount,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .onConflict((oc) =>
          oc.columns(['userId', 'productId', 'color', 'size']).doUpdateSet({ goodsCount: line.goodsCount, updatedAt: stamp }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      cartIds.push(row.id);
    }
    return { cartIds, cartcount: await countLines(trx, user.id) };
  });
}

/** PUT /carts/item/{id}: sets a line's count with the same checks as adding. Another user's line is 404. */
export async function updateCartItem(
  db: Db,
  user: AuthUser,
  id: number,
  goodsCount: number,
  now: Date = new Date(),
): Promise<UpdateCartItemResult> {
  assertCanBuy(user);
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const owned = await trx
      .selectFrom('cartItems')
      .select('productId')
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (!owned) throw new DomainError(404, 'CART_ITEM_NOT_FOUND', m.itemNotFound);
    const lines = await loadLines(trx, user.id, { productId: owned.productId });
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) throw new DomainError(404, 'CART_ITEM_NOT_FOUND', m.itemNotFound);

    if (line.status !== 'active') throw new DomainError(409, 'PRODUCT_UNAVAILABLE', m.productUnavailable);
    if (!optionOffered(line, line.color, line.size)) {
      throw new DomainError(409, 'OPTION_UNAVAILABLE', m.optionUnavailable);
    }
    if (goodsCount < line.minOrderQty) throw belowMinimum(line.minOrderQty, 'goodsCount');
    const others = lines.filter((candidate) => candidate.id !== id).reduce((sum, other) => sum + other.goodsCount, 0);
    if (others + goodsCount > line.stock) throw outOfStock(line.stock, line.stock - others, 'goodsCount');

    await trx
      .updateTable('cartItems')
      .set({ goodsCount, updatedAt: now.toISOString() })
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .execute();
    const updated = { ...line, goodsCount };
    const item = itemView(updated, lineProblems(updated, others + goodsCount), now);
    return { item, cartcount: await countLines(trx, user.id) };
  });
}

/** DELETE /carts/{id}: removes one of the user's lines (404 for anything else). Any logged-in user. */
export async function deleteCartItem(db: Db, user: AuthUser, id: number): Promise<DeleteCartItemsResult> {
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const result = await trx
      .deleteFrom('cartItems')
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new DomainError(404, 'CART_ITEM_NOT_FOUND', m.itemNotFound);
    return { deleted: 1, cartcount: await countLines(trx, user.id) };
  });
}

/** DELETE /carts/multiple/delete: removes those of the ids that are the user's lines; others are ignored. */
export async function deleteCartItems(db: Db, user: AuthUser, cartIds: number[]): Promise<DeleteCartItemsResult> {
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const result = await trx
      .deleteFrom('cartItems')
      .where('userId', '=', user.id)
      .where('id', 'in', [...new Set(cartIds)])
      .executeTakeFirst();
    return { deleted: Number(result.numDeletedRows), cartcount: await countLines(trx, user.id) };
  });
}
