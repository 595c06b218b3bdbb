import type { CartAvailability, CartDelivery, CartAvailabilityBrand, CartAvailabilityItem, CartCount, CartItem, CartView } from '@/lib/cart/cart.contract';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { countLines, loadLines } from './lines';
import { assertCanBuy, lineProblems, unitsPerProduct } from './rules';
import { cartView, itemView, unitPricesOf } from './view';

/** The cart's read-only services. */

/** GET /carts: the user's cart grouped by brand, priced now. */
export async function getCart(db: Db, user: AuthUser, now: Date = new Date()): Promise<CartView> {
  return cartView(await loadLines(db, user.id), now);
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
  const prices = new Map(unitPricesOf(lines, now).map((price, index) => [lines[index].id, price]));

  const brands = new Map<number, CartAvailabilityBrand>();
  const views = new Map<number, CartItem>();
  for (const id of checkedIds) {
    const line = byId.get(id);
    if (!line) continue;
    const view = itemView(line, lineProblems(line, units.get(line.productId) ?? 0), now, prices.get(id)!);
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

/**
 * GET /carts/delivery: the delivery fee of each brand group of the caller's
 * lines (the checked ones when `checkedIds` is given), at current prices with
 * quantity tiers: the brand's fee, free from its threshold on.
 */
export async function getCartDelivery(
  db: Db,
  user: AuthUser,
  checkedIds: number[] | undefined,
  now: Date = new Date(),
): Promise<CartDelivery> {
  const lines = await loadLines(db, user.id, checkedIds ? { ids: checkedIds } : {});
  const view = cartView(lines, now);
  const brands = view.brands.map((group) => ({
    idBrand: group.idBrand,
    brandName: group.brandName,
    subtotal: group.subtotal,
    deliveryFee: group.deliveryFee,
    freeDeliveryThreshold: group.freeDeliveryThreshold,
    remainingForFree:
      group.freeDeliveryThreshold == null ? null : Math.max(0, group.freeDeliveryThreshold - group.subtotal),
  }));
  return { brands, totalDeliveryFee: view.totalDeliveryFee };
}
