import { serviceNow } from '@/lib/server/clock';
import type { CartProblem } from '@/lib/cart/cart.contract';
import type { CreateOrderResult } from '@/lib/orders/orders.contract';
import { apiMessages } from '@/lib/messages/api';
import { cartMessages } from '@/lib/cart/cart.messages';
import { orderMessages } from '@/lib/orders/order.messages';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { parseStringList } from '@/lib/server/db/jsonList';
import { formatPhone } from '@/lib/format';
import { kstDayEnd, kstDayNumber } from '@/lib/kstDate';
import { DomainError } from '@/lib/server/errors';
import { findAddress } from '@/lib/account/server/addresses';
import { loadLines, lockUserCart, type LineRow } from '@/lib/cart/server/lines';
import { assertCanBuy, lineProblems, unitsPerProduct } from '@/lib/cart/server/rules';
import { deliveryFeeOf, pricingOf } from '@/lib/catalog/server/pricing';
import { unitPricesOf } from '@/lib/cart/server/view';
import { orderVat, splitVat } from '@/lib/orders/vat';
import { expireUnpaidOrders } from './lifecycle';
import { addHistory, creditBalance, takeStock } from './records';
import type { CreateOrderInput } from './schemas';
import { depositAccount, orderDetail } from './view';
import { orderPlaced } from '@/lib/notifications/server/events';

const m = apiMessages.orders;

/** Bank transfers: deposit by 23:59:59 KST of the third day after the order's day. */
const DEPOSIT_DAYS = 3;
/** Card orders not approved within this many minutes lapse (their stock goes back). */
const CARD_PAYMENT_MINUTES = 30;

function depositDeadline(now: Date): string {
  return kstDayEnd(kstDayNumber(now) + DEPOSIT_DAYS);
}

function cardPaymentDue(now: Date): string {
  return new Date(now.getTime() + CARD_PAYMENT_MINUTES * 60 * 1000).toISOString();
}

/** HTTP status of each cart line problem when it blocks an order. */
const PROBLEM_STATUS: Record<CartProblem, number> = {
  PRODUCT_UNAVAILABLE: 409,
  OPTION_UNAVAILABLE: 409,
  OUT_OF_STOCK: 409,
  BELOW_MIN_ORDER_QTY: 400,
  ORDER_STEP: 400,
  BRAND_MINIMUM_NOT_MET: 409,
  NOT_IN_CART: 409,
};

interface PricedLine {
  line: LineRow;
  baseUnitPrice: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * POST /orders: turns checked cart lines into an order, in one transaction
 * that first takes the user's lock (lockUserCart):
 * 1. a repeated submit (the same Idempotency-Key, or the same cart lines, which
 *    are gone once ordered) answers the order already made (`replayed: true`);
 * 2. every line must still be the caller's (409 CART_CHANGED) and orderable
 *    (the cart's rules: product and option on sale, minimum quantity, order
 *    step, stock), and each brand's lines must reach its minimum order amount
 *    (409 BRAND_MINIMUM_NOT_MET);
 * 3. the server prices everything itself (quantity tiers, delivery fee per
 *    brand group, credit) and refuses a different `expectedTotal` (409
 *    AMOUNT_MISMATCH);
 * 4. stock is taken with conditional updates (never below zero, 409
 *    OUT_OF_STOCK when another order was faster), the order, its shipments,
 *    lines, history and credit use are written and the lines leave the cart.
 * Card orders wait for their payment (CARD_PAYMENT_MINUTES), bank transfers for
 * the deposit (DEPOSIT_DAYS); an order paid in full with credit is paid at once.
 */
export async function createOrder(
  db: Db,
  user: AuthUser,
  input: CreateOrderInput,
  idempotencyKey: string | null,
  now: Date = serviceNow(),
): Promise<CreateOrderResult> {
  assertCanBuy(user);
  await expireUnpaidOrders(db, now);
  const cartIds = [...new Set(input.cartIds)].sort((a, b) => a - b);
  const cartKey = cartIds.join(',');

  // The answer is read on the transaction's own connection: a committed order
  // never answers 503 for want of a second connection from a busy pool.
  return db.transaction().execute(async (trx) => {
    await lockUserCart(trx, user.id);
    const previous = await trx
      .selectFrom('orders')
      .select(['id', 'idempotencyKey', 'cartKey'])
      .where('userId', '=', user.id)
      .where((eb) => (idempotencyKey ? eb.or([eb('idempotencyKey', '=', idempotencyKey), eb('cartKey', '=', cartKey)]) : eb('cartKey', '=', cartKey)))
      .executeTakeFirst();
    if (previous) {
      if (idempotencyKey && previous.idempotencyKey === idempotencyKey && previous.cartKey !== cartKey) {
        throw new DomainError(409, 'IDEMPOTENCY_KEY_REUSED', m.idempotencyKeyReused);
      }
      return { ...(await orderDetail(trx, user.id, previous.id, now)), replayed: true };
    }

    const lines = await loadLines(trx, user.id, { ids: cartIds });
    if (lines.length !== cartIds.length) throw new DomainError(409, 'CART_CHANGED', m.cartChanged, 'cartIds');
    const units = unitsPerProduct(lines);
    for (const line of lines) {
      const [problem] = lineProblems(line, units.get(line.productId) ?? 0);
      if (problem) {
        throw new DomainError(PROBLEM_STATUS[problem], problem, m.lineProblem(line.name, cartMessages.problems[problem]), 'cartIds', {
          idCart: line.id,
        });
      }
    }

    const unitPrices = unitPricesOf(lines, now);
    const priced: PricedLine[] = lines.map((line, index) => {
      const baseUnitPrice = pricingOf(line, now).price;
      const unitPrice = unitPrices[index];
      return { line, baseUnitPrice, unitPrice, lineTotal: unitPrice * line.goodsCount };
    });
    const groups = new Map<number, { line: LineRow; items: PricedLine[]; goods: number; fee: number }>();
    for (const entry of priced) {
      const group = groups.get(entry.line.brandId) ?? { line: entry.line, items: [], goods: 0, fee: 0 };
      group.items.push(entry);
      group.goods += entry.lineTotal;
      groups.set(entry.line.brandId, group);
    }
    for (const group of groups.values()) {
      const shortfall = group.line.minimumOrderAmount - group.goods;
      if (shortfall > 0) {
        throw new DomainError(409, 'BRAND_MINIMUM_NOT_MET', m.brandMinimum(group.line.brandName, shortfall), 'cartIds', {
          idBrand: group.line.brandId,
          shortfall,
        });
      }
      group.fee = deliveryFeeOf(group.goods, group.line);
    }
    const goodsAmount = priced.reduce((sum, entry) => sum + entry.lineTotal, 0);
    const deliveryFee = [...groups.values()].reduce((sum, group) => sum + group.fee, 0);
    const gross = goodsAmount + deliveryFee;
    // The tax invoice's split: the lines' VAT and the delivery fees' (lib/orders/vat.ts).
    const tax = orderVat(
      priced.map((entry) => entry.lineTotal),
      [...groups.values()].map((group) => group.fee),
    );

    const balance = input.useCredit ? await creditBalance(trx, user.id) : 0;
    let creditUsed = 0;
    if (input.useCredit === true) creditUsed = Math.min(balance, gross);
    else if (typeof input.useCredit === 'number') {
      if (input.useCredit > balance) throw new DomainError(409, 'CREDIT_INSUFFICIENT', m.creditInsufficient(balance), 'useCredit', { balance });
      creditUsed = Math.min(input.useCredit, gross);
    }
    const totalAmount = gross - creditUsed;
    if (input.expectedTotal !== undefined && input.expectedTotal !== totalAmount) {
      throw new DomainError(409, 'AMOUNT_MISMATCH', m.amountMismatch(input.expectedTotal, totalAmount), 'expectedTotal', {
        expectedTotal: input.expectedTotal,
        totalAmount,
      });
    }

    let address: { recipient: string; phone: string; postcode: string; address: string; addressDetail: string };
    if (input.idAddress !== undefined) address = await findAddress(trx, user, input.idAddress);
    else if (input.address) address = input.address;
    else throw new DomainError(400, 'VALIDATION', m.addressMissing, 'address');

    const stamp = now.toISOString();
    const paidNow = totalAmount === 0;
    const status = paidNow ? 'preparing' : input.paymentMethod === 'card' ? 'pending_payment' : 'awaiting_deposit';
    const bank = input.paymentMethod === 'bank_transfer' ? depositAccount() : null;
    const wantsInvoice = input.taxInvoice !== undefined && input.taxInvoice !== false;
    // Sent to the e-mail given, else the one MY's 사업자 정보 keeps for tax invoices, else the account's.
    const given = typeof input.taxInvoice === 'object' ? input.taxInvoice.email : undefined;
    const kept = wantsInvoice && !given ? (await trx.selectFrom('users').select('taxEmail').where('id', '=', user.id).executeTakeFirst())?.taxEmail : '';
    const taxEmail = given ?? (kept || user.email);
    const order = await trx
      .insertInto('orders')
      .values({
        userId: user.id,
        status,
        paymentMethod: input.paymentMethod,
        goodsAmount,
        deliveryFee,
        creditUsed,
        totalAmount,
        ...tax,
        paymentDueAt: paidNow ? null : input.paymentMethod === 'card' ? cardPaymentDue(now) : depositDeadline(now),
        paidAt: paidNow ? stamp : null,
        cancelledAt: null,
        cancelReason: null,
        depositBank: bank?.bank ?? null,
        depositAccount: bank?.account ?? null,
        depositHolder: bank?.holder ?? null,
        taxInvoice: wantsInvoice ? 1 : 0,
        taxBusinessName: wantsInvoice ? user.businessName : null,
        taxRegistrationNo: wantsInvoice ? user.registrationNo : null,
        taxEmail: wantsInvoice ? taxEmail : null,
        ordererName: input.orderer?.name ?? user.businessName,
        ordererPhone: input.orderer?.phone ?? formatPhone(user.mobileNo),
        deliveryNote: input.deliveryNote ?? '',
        recipient: address.recipient,
        recipientPhone: address.phone,
        postcode: address.postcode,
        address: address.address,
        addressDetail: address.addressDetail,
        idempotencyKey,
        cartKey,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const [brandId, group] of groups) {
      const shipment = await trx
        .insertInto('orderShipments')
        .values({
          orderId: order.id,
          brandId,
          brandName: group.line.brandName,
          minimumOrderAmount: group.line.minimumOrderAmount,
          goodsAmount: group.goods,
          deliveryFee: group.fee,
          carrier: null,
          trackingNo: null,
          shippedAt: null,
          deliveredAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('orderItems')
        .values(
          group.items.map((entry) => ({
            orderId: order.id,
            shipmentId: shipment.id,
            productId: entry.line.productId,
            brandId,
            productName: entry.line.name,
            image: parseStringList(entry.line.images)[0] ?? null,
            color: entry.line.color,
            size: entry.line.size,
            baseUnitPrice: entry.baseUnitPrice,
            unitPrice: entry.unitPrice,
            retailPrice: entry.line.retailPrice,
            count: entry.line.goodsCount,
            lineTotal: entry.lineTotal,
            ...splitVat(entry.lineTotal),
            status,
          })),
        )
        .execute();
    }
    await addHistory(trx, { orderId: order.id, status, note: orderMessages.history.ordered }, now);
    if (creditUsed > 0) {
      await trx
        .insertInto('creditLedger')
        .values({ userId: user.id, amount: -creditUsed, kind: 'order_use', orderId: order.id, referredUserId: null, createdAt: stamp })
        .execute();
    }
    await trx.deleteFrom('cartItems').where('userId', '=', user.id).where('id', 'in', cartIds).execute();
    // The answer is read before the stock is taken, not after: a refused checkout wastes this
    // read, but every checkout holds the stock rows' locks for less time.
    const detail = await orderDetail(trx, user.id, order.id, now);

    // Stock last: the option and product rows stay locked from here to the
    // commit, so simultaneous checkouts of one product queue only for these
    // updates. Rows are locked in one order (product, colour, size) by every
    // checkout; a shortfall rolls back everything written above.
    const byOption = [...priced].sort(
      (a, b) => a.line.productId - b.line.productId || a.line.color.localeCompare(b.line.color) || a.line.size.localeCompare(b.line.size),
    );
    for (const entry of byOption) {
      const taken = await takeStock(trx, { productId: entry.line.productId, color: entry.line.color, size: entry.line.size, count: entry.line.goodsCount });
      if (!taken) {
        throw new DomainError(409, 'OUT_OF_STOCK', m.lineProblem(entry.line.name, cartMessages.problems.OUT_OF_STOCK), 'cartIds', {
          idCart: entry.line.id,
        });
      }
    }
    await orderPlaced(trx, order.id, now);
    return { ...detail, replayed: false };
  });
}
