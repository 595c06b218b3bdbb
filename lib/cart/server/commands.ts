import type { AddToCartResult, DeleteCartItemsResult, UpdateCartItemResult } from '@/lib/cart/cart.contract';
import { cartMessages as m } from '@/lib/cart/cart.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { onSaleColumn } from '@/lib/catalog/server/onSale';
import { countLines, loadLines, lockUserCart } from './lines';
import {
  assertCanBuy,
  belowMinimum,
  checkOption,
  lineProblems,
  normaliseOption,
  offStep,
  optionOffered,
  optionOutOfStock,
  outOfStock,
} from './rules';
import type { AddToCartInput } from '@/lib/cart/cart.schemas';
import { quantityProblem } from '@/lib/cart/cartRules';
import { itemView, unitPricesOf } from './view';

/**
 * The cart's commands. Integrity: every command is one transaction that
 * first takes the user's cart lock (lockUserCart in ./lines.ts: PostgreSQL
 * `select … for update` on the user's row; SQLite a no-op write to it, which
 * takes the database's write lock before anything is read), so two commands
 * of one user never interleave, across processes and instances too. Lines are
 * written with insert … on conflict on the unique (user, product, colour,
 * size) constraint, so a duplicate line cannot exist.
 */

/**
 * POST /carts: puts the chosen options of one product in the cart. Lines with
 * the same option in one cartInfo are merged. directCart=false adds to an
 * existing line's count, directCart=true (buy now) sets it. Checks, in order:
 * product exists (404) and is on sale (409), options fit the product (400
 * INVALID_OPTION), each resulting line reaches the minimum order quantity (400
 * BELOW_MIN_ORDER_QTY) and is the minimum plus a multiple of the order step
 * (400 ORDER_STEP), each line stays within its option's stock (409
 * OUT_OF_STOCK with the option, `remaining` = what that line may still take),
 * and the user's lines for the product stay within the product's stock (409
 * OUT_OF_STOCK, `remaining` = the most these lines may hold together).
 */
export async function addToCart(db: Db, user: AuthUser, input: AddToCartInput): Promise<AddToCartResult> {
  assertCanBuy(user);
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const product = await trx
      .selectFrom('products')
      .select(['id', onSaleColumn, 'colors', 'sizes', 'minOrderQty', 'orderStep', 'stock'])
      .where('id', '=', input.idProduct)
      .executeTakeFirst();
    if (!product) throw new DomainError(404, 'PRODUCT_NOT_FOUND', m.productNotFound, 'idProduct');
    if (!product.onSale) {
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
      const problem = quantityProblem(line.goodsCount, product.minOrderQty, product.orderStep);
      const field = `cartInfo.${line.index}.goodsCount`;
      if (problem === 'BELOW_MIN_ORDER_QTY') throw belowMinimum(product.minOrderQty, field, line);
      if (problem === 'ORDER_STEP') throw offStep(product.minOrderQty, product.orderStep, field, line);
    }
    const optionStocks = await trx
      .selectFrom('productOptions')
      .select(['color', 'size', 'stock'])
      .where('productId', '=', product.id)
      .execute();
    const optionStockByKey = new Map(optionStocks.map((option) => [JSON.stringify([option.color, option.size]), option.stock]));
    for (const line of finals) {
      const key = JSON.stringify([line.color, line.size]);
      const optionStock = optionStockByKey.get(key) ?? 0;
      if (line.goodsCount > optionStock) {
        const existing = currentByKey.get(key)?.goodsCount ?? 0;
        const remaining = input.directCart ? optionStock : optionStock - existing;
        throw optionOutOfStock(line, optionStock, remaining, `cartInfo.${line.index}.goodsCount`);
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
    const problem = quantityProblem(goodsCount, line.minOrderQty, line.orderStep);
    if (problem === 'BELOW_MIN_ORDER_QTY') throw belowMinimum(line.minOrderQty, 'goodsCount');
    if (problem === 'ORDER_STEP') throw offStep(line.minOrderQty, line.orderStep, 'goodsCount');
    const optionStock = line.optionStock ?? 0;
    if (goodsCount > optionStock) throw optionOutOfStock(line, optionStock, optionStock, 'goodsCount');
    const others = lines.filter((candidate) => candidate.id !== id).reduce((sum, other) => sum + other.goodsCount, 0);
    if (others + goodsCount > line.stock) throw outOfStock(line.stock, line.stock - others, 'goodsCount');

    await trx
      .updateTable('cartItems')
      .set({ goodsCount, updatedAt: now.toISOString() })
      .where('id', '=', id)
      .where('userId', '=', user.id)
      .execute();
    const updated = { ...line, goodsCount };
    // Priced with the product's other lines, as GET /carts prices it.
    const priced = lines.map((candidate) => (candidate.id === id ? updated : candidate));
    const unitPrice = unitPricesOf(priced, now)[priced.indexOf(updated)];
    const item = itemView(updated, lineProblems(updated, others + goodsCount), now, unitPrice);
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
