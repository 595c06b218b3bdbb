/** @jest-environment node */
import { parseCartIds } from '@/lib/orders/checkoutRules';
import { addAddress } from '@/lib/account/server/addresses';
import { findSessionUser } from '@/lib/server/auth/sessions';
import { createOrder } from '@/lib/orders/server/checkout';
import { openTestDb, type TestDb } from '../helpers/db';
import { ADDRESS, brand, cartLine, member, product, type Member } from '../helpers/shop';
import { loadPage, type PageModule } from '../helpers/pageResponse';

/**
 * The loaders of /cart, /payment and /order-complete on a real database: what
 * the pages render on the server comes from the services, and another
 * retailer's cart lines or order never show.
 */

const run = async (load: () => Promise<PageModule>, url: string, token: string) => loadPage(await load(), url, { token });

const cartPage = () => import('@/pages/cart');
const paymentPage = () => import('@/pages/payment');
const completePage = () => import('@/pages/order-complete');

let db: TestDb;
let buyer: Member;
let other: Member;
let brandId = 0;
let productA = 0;
let productB = 0;

beforeAll(async () => {
  db = await openTestDb({ seed: { products: 4, brands: 2 } });
  buyer = await member(db.db);
  other = await member(db.db);
  brandId = await brand(db.db, { minimumOrderAmount: 20_000, deliveryFee: 3_000, freeDeliveryThreshold: 100_000 });
  productA = await product(db.db, brandId, { wholesalePrice: 10_000, tiers: [{ minQty: 10, price: 9_000 }] });
  productB = await product(db.db, brandId, { wholesalePrice: 5_000, minOrderQty: 6, orderStep: 6 });
});
afterAll(async () => {
  await db.close();
});

async function userOf(who: Member) {
  return (await findSessionUser(db.db, who.token))!;
}

describe('/cart', () => {
  test('renders the visitor\'s cart by brand with tier prices, the order step and every line\'s delivery', async () => {
    const a = await cartLine(db.db, buyer.id, productA, 10);
    const b = await cartLine(db.db, buyer.id, productB, 6);
    await cartLine(db.db, other.id, productA, 3);
    const { props } = await run(cartPage, '/cart', buyer.token);
    expect(props.loggedIn).toBe(true);
    expect(props.cart.totalCount).toBe(2);
    const group = props.cart.brands.find((entry: { idBrand: number }) => entry.idBrand === brandId);
    expect(group.items.map((item: { id: number }) => item.id).sort()).toEqual([a, b].sort());
    const tiered = group.items.find((item: { id: number }) => item.id === a);
    expect([tiered.unitPrice, tiered.baseUnitPrice, tiered.lineTotal]).toEqual([9_000, 10_000, 90_000]);
    expect(group.items.find((item: { id: number }) => item.id === b).orderStep).toBe(6);
    // 90,000 + 30,000 reaches the 100,000 threshold: free delivery.
    expect(props.delivery.brands).toEqual([expect.objectContaining({ idBrand: brandId, subtotal: 120_000, deliveryFee: 0 })]);
    await db.db.deleteFrom('cartItems').where('userId', 'in', [buyer.id, other.id]).execute();
  });

  test('an empty cart renders (the page shows the empty state)', async () => {
    const { props } = await run(cartPage, '/cart', buyer.token);
    expect(props.cart).toMatchObject({ brands: [], totalCount: 0 });
    expect(props.delivery).toEqual({ brands: [], totalDeliveryFee: 0 });
  });
});

describe('/payment', () => {
  test('summarises only the requested lines that are the visitor\'s, with their delivery, addresses and credit', async () => {
    const mine = await cartLine(db.db, buyer.id, productA, 2);
    const notChosen = await cartLine(db.db, buyer.id, productB, 6);
    const theirs = await cartLine(db.db, other.id, productA, 5);
    await addAddress(db.db, await userOf(buyer), ADDRESS);
    const { props } = await run(paymentPage, `/payment?cartIds=${mine},${theirs},abc,-1`, buyer.token);
    expect(props.cartIds).toEqual([mine]);
    expect(props.brands).toHaveLength(1);
    expect(props.brands[0].items.map((item: { id: number }) => item.id)).toEqual([mine]);
    expect(props.delivery).toEqual({ brands: [expect.objectContaining({ idBrand: brandId, subtotal: 20_000, deliveryFee: 3_000 })], totalDeliveryFee: 3_000 });
    expect(props.addresses).toEqual([expect.objectContaining({ recipient: ADDRESS.recipient, isDefault: true })]);
    expect(props.creditBalance).toBe(0);
    expect(props.buyer).toEqual(expect.objectContaining({ phone: expect.stringMatching(/^010-\d{3,4}-\d{4}$/) }));
    expect(props.brands[0].items.some((item: { id: number }) => item.id === notChosen)).toBe(false);
    await db.db.deleteFrom('cartItems').where('userId', 'in', [buyer.id, other.id]).execute();
  });

  test('prices the requested lines as the order will: tiers over a product total count only those lines', async () => {
    const overTotal = await product(db.db, brandId, { colors: ['블랙', '화이트', '네이비'], wholesalePrice: 10_000, tiersOverTotal: 1, tiers: [{ minQty: 10, price: 9_000 }] });
    const lines = [
      await cartLine(db.db, buyer.id, overTotal, 4, { color: '블랙' }),
      await cartLine(db.db, buyer.id, overTotal, 4, { color: '화이트' }),
      await cartLine(db.db, buyer.id, overTotal, 4, { color: '네이비' }),
    ];
    const unitPrices = async (ids: number[]) =>
      (await run(paymentPage, `/payment?cartIds=${ids.join(',')}`, buyer.token)).props.brands[0].items.map((item: { unitPrice: number }) => item.unitPrice);
    // All three: 12 units reach the tier; two of them (8 units) do not, as POST /orders charges them.
    expect(await unitPrices(lines)).toEqual([9_000, 9_000, 9_000]);
    expect(await unitPrices(lines.slice(0, 2))).toEqual([10_000, 10_000]);
    await db.db.deleteFrom('cartItems').where('userId', '=', buyer.id).execute();
  });

  test('without a selection (or only lines that left the cart) it has nothing to order', async () => {
    for (const url of ['/payment', '/payment?cartIds=', '/payment?cartIds=999999']) {
      const { props } = await run(paymentPage, url, buyer.token);
      expect(props.cartIds).toEqual([]);
      expect(props.brands).toEqual([]);
      expect(props.delivery.totalDeliveryFee).toBe(0);
    }
  });

  test('with nothing to order, it lists the visitor`s card orders waiting for their payment (결제 이어하기)', async () => {
    const line = await cartLine(db.db, buyer.id, productA, 2);
    const waiting = await createOrder(db.db, await userOf(buyer), { cartIds: [line], paymentMethod: 'card', address: ADDRESS }, null);
    expect(waiting.status).toBe('pending_payment');
    const { props } = await run(paymentPage, '/payment', buyer.token);
    expect(props.cartIds).toEqual([]);
    expect(props.waiting).toEqual([expect.objectContaining({ idOrder: waiting.idOrder, status: 'pending_payment', totalAmount: waiting.amounts.totalAmount })]);
    expect(props.card).toEqual({ provider: 'demo' });
    expect((await run(paymentPage, '/payment', other.token)).props.waiting).toEqual([]);
    // With lines to order, the page is the checkout and looks no further.
    const next = await cartLine(db.db, buyer.id, productA, 2);
    expect((await run(paymentPage, `/payment?cartIds=${next}`, buyer.token)).props.waiting).toEqual([]);
    await db.db.deleteFrom('cartItems').where('userId', '=', buyer.id).execute();
  });

  test('parseCartIds keeps positive ids once, in order, and drops the rest', () => {
    expect(parseCartIds('3,1,3, 2 ,x,0,-4,1.5')).toEqual([3, 1, 2]);
    expect(parseCartIds(['5', '6,7'])).toEqual([5, 6, 7]);
    expect(parseCartIds(undefined)).toEqual([]);
  });
});

describe('/order-complete', () => {
  let bankOrder = 0;

  beforeAll(async () => {
    const line = await cartLine(db.db, buyer.id, productA, 3);
    const order = await createOrder(db.db, await userOf(buyer), { cartIds: [line], paymentMethod: 'bank_transfer', address: ADDRESS, taxInvoice: true }, null);
    bankOrder = order.idOrder;
  });

  test("renders the visitor's own order with the deposit account and deadline", async () => {
    const { props } = await run(completePage, `/order-complete?idOrder=${bankOrder}`, buyer.token);
    expect(props.order).toMatchObject({ idOrder: bankOrder, status: 'awaiting_deposit', paymentMethod: 'bank_transfer' });
    expect(props.order.deposit).toEqual(expect.objectContaining({ account: expect.any(String), amount: 33_000, deadline: expect.any(String) }));
    expect(props.order.taxInvoice.requested).toBe(true);
  });

  test("another retailer's order is the 404 page", async () => {
    expect(await run(completePage, `/order-complete?idOrder=${bankOrder}`, other.token)).toEqual({ notFound: true });
  });

  test.each(['/order-complete', '/order-complete?idOrder=abc', '/order-complete?idOrder=0', '/order-complete?idOrder=99999999'])(
    '%s is the 404 page',
    async (url) => {
      expect(await run(completePage, url, buyer.token)).toEqual({ notFound: true });
    },
  );
});
