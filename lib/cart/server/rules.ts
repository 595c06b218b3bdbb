import type { CartProblem } from '@/lib/cart/cart.contract';
import { cartMessages as m } from '@/lib/cart/cart.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import { parseStringList } from '@/lib/server/db/jsonList';
import type { ProductRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { quantityProblem } from '@/lib/cart/cartRules';
import type { LineRow } from './lines';

/**
 * The cart's wholesale rules:
 * - a line is unique per (user, product, colour, size), '' meaning "no option";
 * - the minimum order quantity and the order step are per line: a count is
 *   the minimum plus a multiple of the product's order step;
 * - stock is per option and per product: a user's line for (product, colour,
 *   size) never exceeds that option's stock (product_options), and the sum of
 *   their lines for one product never exceeds the product's stock (the sum of
 *   its options', lib/catalog/server/options.ts);
 * - each brand has a minimum order amount, shown as a shortfall in the cart
 *   and enforced over the checked lines by checkAvailability (./queries.ts);
 * - prices are always the current ones (pricingOf, ../../catalog/server/pricing.ts).
 */

/** Cart writes and the purchase check are for certified retailers only. */
export function assertCanBuy(user: AuthUser): void {
  if (user.userType === 'brand') throw new DomainError(403, 'BRAND_CANNOT_BUY', m.brandCannotBuy);
  if (user.userGroups !== 'valid') throw new DomainError(403, 'NOT_CERTIFIED', m.notCertified);
}

/** An option as stored: trimmed, '' meaning "no option". */
export const normaliseOption = (value: string | null | undefined): string => (value ?? '').trim();

/** Whether a line's option is (still) one the product offers. */
export function optionOffered(product: Pick<ProductRow, 'colors' | 'sizes'>, color: string, size: string): boolean {
  const colors = parseStringList(product.colors);
  const sizes = parseStringList(product.sizes);
  const colorOk = colors.length > 0 ? colors.includes(color) : color === '';
  const sizeOk = sizes.length > 0 ? sizes.includes(size) : size === '';
  return colorOk && sizeOk;
}

/** 400 INVALID_OPTION when a requested option does not fit the product. */
export function checkOption(product: Pick<ProductRow, 'colors' | 'sizes'>, color: string, size: string, index: number): void {
  const fail = (message: string, option: 'color' | 'size') =>
    new DomainError(400, 'INVALID_OPTION', message, `cartInfo.${index}.${option}`);
  const colors = parseStringList(product.colors);
  if (colors.length > 0) {
    if (color === '') throw fail(m.colorRequired, 'color');
    if (!colors.includes(color)) throw fail(m.colorInvalid(color), 'color');
  } else if (color !== '') throw fail(m.colorNotOffered, 'color');
  const sizes = parseStringList(product.sizes);
  if (sizes.length > 0) {
    if (size === '') throw fail(m.sizeRequired, 'size');
    if (!sizes.includes(size)) throw fail(m.sizeInvalid(size), 'size');
  } else if (size !== '') throw fail(m.sizeNotOffered, 'size');
}

/**
 * A quantity refusal of one line. With the line's option (a request of several
 * options) the message names it ("빨강 / M: …") and the answer carries it; a
 * product without options is named by nothing.
 */
function quantityRefusal(
  code: 'BELOW_MIN_ORDER_QTY' | 'ORDER_STEP',
  message: string,
  field: string,
  details: Record<string, number>,
  option?: { color: string; size: string },
): DomainError {
  const label = option ? m.optionLabel(option.color, option.size) : '';
  if (!option || !label) return new DomainError(400, code, message, field, details);
  return new DomainError(400, code, m.forOption(label, message), field, { ...details, color: option.color, size: option.size });
}

/** 400 BELOW_MIN_ORDER_QTY on `field`, with the minimum (and the option, when given). */
export function belowMinimum(minOrderQty: number, field: string, option?: { color: string; size: string }): DomainError {
  return quantityRefusal('BELOW_MIN_ORDER_QTY', m.belowMinOrderQty(minOrderQty), field, { minOrderQty }, option);
}

/** 400 ORDER_STEP on `field`, with the minimum and the step (and the option, when given). */
export function offStep(minOrderQty: number, orderStep: number, field: string, option?: { color: string; size: string }): DomainError {
  return quantityRefusal('ORDER_STEP', m.orderStep(minOrderQty, orderStep), field, { minOrderQty, orderStep }, option);
}

/** 409 OUT_OF_STOCK for one option; `remaining`: what this line may still take. */
export function optionOutOfStock(
  option: { color: string; size: string },
  stock: number,
  remaining: number,
  field: string,
): DomainError {
  const left = Math.max(0, remaining);
  // A product without colours or sizes has one option: its stock is the product's.
  const message =
    option.color === '' && option.size === '' ? m.outOfStock(left) : m.optionOutOfStock(m.optionLabel(option.color, option.size), left);
  return new DomainError(409, 'OUT_OF_STOCK', message, field, {
    stock,
    remaining: left,
    color: option.color,
    size: option.size,
  });
}

/** `remaining`: the most the request's lines may hold together, given the user's other lines. */
export function outOfStock(stock: number, remaining: number, field: string): DomainError {
  const left = Math.max(0, remaining);
  return new DomainError(409, 'OUT_OF_STOCK', m.outOfStock(left), field, { stock, remaining: left });
}

/** Units per product over the given lines. */
export function unitsPerProduct(lines: LineRow[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.goodsCount);
  return totals;
}

/** What is wrong with a line; `productUnits` is the sum of the lines for its product being considered. */
export function lineProblems(line: LineRow, productUnits: number): CartProblem[] {
  const problems: CartProblem[] = [];
  if (line.status !== 'active') problems.push('PRODUCT_UNAVAILABLE');
  if (!optionOffered(line, line.color, line.size)) problems.push('OPTION_UNAVAILABLE');
  const optionStock = line.optionStock ?? 0;
  if (line.stock <= 0 || productUnits > line.stock || line.goodsCount > optionStock) problems.push('OUT_OF_STOCK');
  const quantity = quantityProblem(line.goodsCount, line.minOrderQty, line.orderStep);
  if (quantity) problems.push(quantity);
  return problems;
}
