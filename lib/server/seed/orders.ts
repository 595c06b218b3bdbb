import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { DemoPaymentProvider } from '@/lib/server/payments/demo';
import { chargedUnitPrice } from '@/lib/catalog/server/pricing';
import { addAddress } from '@/lib/account/server/addresses';
import { createOrder } from '@/lib/orders/server/checkout';
import { cancelOrder, confirmPaymentWith } from '@/lib/orders/server/commands';
import { completeFreeRefund, requestFreeRefund } from '@/lib/orders/server/freeRefunds';
import { confirmDeposit, deliverBrandGroup, shipBrandGroup } from '@/lib/orders/server/lifecycle';
import { SEED_ACTOR } from '@/lib/server/audit';
import { DEMO_BUYER_DETAILS } from './businessDetails';

/**
 * The demo retailer's buying history, made with the real order services (so
 * every amount, stock change and history entry is what a real order gets),
 * at fixed offsets from the seed's `now`: saved addresses; orders in every
 * state (입금대기 with a tax invoice, 상품준비중 paid by the demo card,
 * 배송중 with a tracking number, 배송완료 within the 60-day window (one unit
 * of it asked back, the demo brand's open refund request) and another more
 * than 60 days ago, 취소, 환불완료 after a free refund); and a
 * retailer invited by the demo retailer whose first delivered order earned the
 * demo retailer the referral credit. All orders go to the brand the demo brand
 * user owns, so its incoming orders show too. Runs after the catalogue's
 * transaction (each service opens its own); deterministic for a given seed.
 */

export const INVITED_ACCOUNT = { email: 'friend@demo.kr', businessName: '초대받은 소품샵', mobileNo: '01045678901', registrationNo: '2208162517' } as const;

const DAY = 86_400_000;
const DEMO_CARD = '4242-4242-4242-4242';

const ADDRESSES = [
  { label: '매장', recipient: '김도매', phone: '010-1234-5678', postcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '1층 데모 잡화점', isDefault: true },
  { label: '창고', recipient: '박창고', phone: '010-2345-6789', postcode: '10881', address: '경기도 파주시 회동길 145', addressDetail: 'B동 2층' },
];

async function authUser(db: Db, email: string): Promise<AuthUser> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'userType', 'userGroups', 'businessName', 'registrationNo', 'mobileNo'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { ...row, sessionId: 0 };
}

interface Pick {
  productId: number;
  color: string;
  size: string;
  count: number;
}

/**
 * Lines the brand's minimum order amount allows: products of the brand in id
 * order, each at the smallest count (minimum plus steps) whose charged amount
 * reaches a fair share of the minimum, from an option with ample stock.
 */
async function picksOf(db: Db, brandId: number): Promise<Pick[]> {
  const brand = await db.selectFrom('brands').select(['minimumOrderAmount']).where('id', '=', brandId).executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id', 'wholesalePrice', 'minOrderQty', 'orderStep'])
    .where('brandId', '=', brandId)
    .where('status', '=', 'active')
    .where('flashSalePrice', 'is', null)
    .orderBy('id')
    .limit(40)
    .execute();
  const picks: Pick[] = [];
  for (const product of products) {
    const target = Math.max(product.wholesalePrice, Math.ceil(brand.minimumOrderAmount / 2) + 1);
    // Counted at the price the line is charged: a quantity tier lowers it.
    const tiers = await db.selectFrom('productPriceTiers').select(['minQty', 'price']).where('productId', '=', product.id).execute();
    let count = product.minOrderQty;
    while (count * chargedUnitPrice(product.wholesalePrice, tiers, count) < target && count < 200) count += product.orderStep;
    const option = await db
      .selectFrom('productOptions')
      .select(['color', 'size', 'stock'])
      .where('productId', '=', product.id)
      .where('stock', '>=', count * 3)
      .orderBy('id')
      .executeTakeFirst();
    if (option) picks.push({ productId: product.id, color: option.color, size: option.size, count });
  }
  return picks;
}

async function cartLines(db: Db, userId: number, picks: Pick[], at: Date): Promise<number[]> {
  const stamp = at.toISOString();
  const ids: number[] = [];
  for (const pick of picks) {
    const row = await db
      .insertInto('cartItems')
      .values({ userId, productId: pick.productId, color: pick.color, size: pick.size, goodsCount: pick.count, createdAt: stamp, updatedAt: stamp })
      .onConflict((oc) => oc.columns(['userId', 'productId', 'color', 'size']).doUpdateSet({ goodsCount: pick.count, updatedAt: stamp }))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export async function seedDemoOrders(db: Db, options: { now: Date; retailerEmail: string; brandOwnerId: number; passwordHash: string }): Promise<number> {
  const now = options.now;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
  const retailer = await authUser(db, options.retailerEmail);
  const brand = await db.selectFrom('brands').select('id').where('ownerUserId', '=', options.brandOwnerId).orderBy('id').executeTakeFirst();
  if (!brand) return 0;
  const picks = await picksOf(db, brand.id);
  if (picks.length < 2) return 0;

  for (const address of ADDRESSES) await addAddress(db, retailer, address);
  const address = ADDRESSES[0];
  const demoCard = new DemoPaymentProvider();

  let n = 0;
  const place = async (who: AuthUser, days: number, paymentMethod: 'card' | 'bank_transfer', extra: Record<string, unknown> = {}) => {
    const at = ago(days);
    const two = [picks[n % picks.length], picks[(n + 1) % picks.length]];
    n += 2;
    const ids = await cartLines(db, who.id, two, at);
    const order = await createOrder(db, who, { cartIds: ids, address, paymentMethod, deliveryNote: '부재 시 문 앞에 놓아 주세요.', ...extra }, null, at);
    return { id: order.idOrder, lines: order.brands.flatMap((group) => group.items) };
  };
  const bankPaid = async (who: AuthUser, days: number) => {
    const order = await place(who, days, 'bank_transfer');
    await confirmDeposit(db, order.id, SEED_ACTOR, ago(days, -2));
    return order;
  };
  const ship = (id: number, days: number, trackingNo: string) => shipBrandGroup(db, id, brand.id, { carrier: 'CJ대한통운', trackingNo }, ago(days));
  const deliver = (id: number, days: number) => deliverBrandGroup(db, id, brand.id, ago(days));

  // The invited retailer's first order is delivered: the demo retailer earns the referral credit.
  await db
      .insertInto('users')
      .values({
        email: INVITED_ACCOUNT.email,
        passwordHash: options.passwordHash,
        userType: 'retailer',
        userGroups: 'valid',
        businessName: INVITED_ACCOUNT.businessName,
        registrationNo: INVITED_ACCOUNT.registrationNo,
        mobileNo: INVITED_ACCOUNT.mobileNo,
        referralCode: 'DEMOFRIEND',
        referredBy: retailer.id,
        ...DEMO_BUYER_DETAILS.invited,
        createdAt: ago(50).toISOString(),
        updatedAt: ago(50).toISOString(),
      })
      .execute();
  const friend = await authUser(db, INVITED_ACCOUNT.email);
  const friendOrder = await bankPaid(friend, 45);
  await ship(friendOrder.id, 44, '640000000001');
  await deliver(friendOrder.id, 42);

  // Delivered more than 60 days ago: no longer refundable.
  const old = await bankPaid(retailer, 80);
  await ship(old.id, 79, '640000000002');
  await deliver(old.id, 77);

  // Refunded: delivered, returned free, refund completed.
  const refunded = await bankPaid(retailer, 40);
  await ship(refunded.id, 39, '640000000003');
  await deliver(refunded.id, 37);
  const request = await requestFreeRefund(
    db,
    retailer,
    { idOrder: refunded.id, reason: '판매가 부진하여 반품합니다.', items: refunded.lines.map((line) => ({ idItem: line.id, count: line.count })) },
    ago(30),
  );
  await completeFreeRefund(db, request.id, ago(27));

  // Delivered within 60 days: refundable.
  const recent = await bankPaid(retailer, 20);
  await ship(recent.id, 19, '640000000004');
  await deliver(recent.id, 17);
  // One unit of it is on its way back: the demo brand has an open refund request to accept.
  await requestFreeRefund(
    db,
    retailer,
    { idOrder: recent.id, reason: '포장이 찢어진 상태로 도착했습니다.', items: [{ idItem: recent.lines[0].id, count: 1 }] },
    ago(5),
  );

  // Cancelled before payment.
  const cancelled = await place(retailer, 6, 'card');
  await cancelOrder(db, retailer, cancelled.id, { reason: '주문 수량을 잘못 입력했습니다.', dryRun: false }, minutesAfter(ago(6), 10));

  // Shipped, with a tracking number.
  const shipped = await bankPaid(retailer, 3);
  await ship(shipped.id, 2, '640000000005');

  // Paid by the demo card, being prepared.
  const preparing = await place(retailer, 1, 'card', { taxInvoice: true });
  await confirmPaymentWith(demoCard, db, retailer, preparing.id, { cardNumber: DEMO_CARD }, minutesAfter(ago(1), 5));

  // Waiting for the bank transfer, with a tax invoice.
  await place(retailer, 0, 'bank_transfer', { taxInvoice: true, orderer: { name: '김도매' } });
  return 8;
}
